import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'diff',
  title: 'Diff',
  description:
    'Compare two texts side by side or as a unified patch with changed words marked, or two JSON documents key order aside, with an RFC 6902 patch.',
  group: 'converters',
  category: 'text',
  icon: 'git-compare',
  keywords: ['diff', 'compare', 'patch', 'unified', 'side by side', 'json patch', 'rfc 6902', 'changes'],
  cli: { commands: ['diff'] },
});
