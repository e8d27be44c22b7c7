import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'user-agent',
  title: 'User-Agent Parser',
  description: 'One sentence on what User-Agent Parser makes.',
  group: 'converters',
  category: 'web',
  icon: 'wrench',
  keywords: ['user', 'agent'],
  cli: { commands: ['ua'] },
});
