import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'changelog-generator',
  title: 'Changelog Generator',
  description:
    'Build a changelog from your change entries (plain or Conventional Commits), with the version bump.',
  group: 'project',
  category: 'project',
  icon: 'scroll-text',
  keywords: ['changelog', 'release', 'semver', 'version', 'keep a changelog'],
  cli: { commands: ['changelog', 'release'] },
});
