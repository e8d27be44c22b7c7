import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'number-base',
  title: 'Number base',
  description: 'One sentence on what Number base makes.',
  group: 'developer',
  category: 'data',
  icon: 'wrench',
  keywords: ['number', 'base'],
  cli: { commands: ['base'] },
});
