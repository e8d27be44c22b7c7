import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'chmod',
  title: 'chmod calculator',
  description: 'One sentence on what chmod calculator makes.',
  group: 'developer',
  category: 'code',
  icon: 'wrench',
  keywords: ['chmod'],
  cli: { commands: ['chmod'] },
  utility: true,
});
