import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'text-case',
  title: 'Case and count',
  description: 'One sentence on what Case and count makes.',
  group: 'developer',
  category: 'text',
  icon: 'wrench',
  keywords: ['text', 'case'],
  cli: { commands: ['case'] },
  utility: true,
});
