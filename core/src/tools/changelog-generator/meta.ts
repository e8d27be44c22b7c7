import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'changelog-generator',
  title: 'Changelog Generator',
  description: 'Build a Keep a Changelog file from your changes or your git history, with the version bump.',
  group: 'project',
  icon: 'scroll-text',
  keywords: ['changelog', 'release', 'semver', 'version', 'keep a changelog'],
  cli: { commands: ['changelog'] },
});
