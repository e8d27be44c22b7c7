import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'lines',
  title: 'Lines & Lorem Ipsum',
  description: 'One sentence on what Lines & Lorem Ipsum makes.',
  group: 'converters',
  category: 'text',
  icon: 'wrench',
  keywords: ['lines'],
  cli: { commands: ['lines'] },
});
