import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'cidr',
  title: 'Subnet calculator',
  description: 'One sentence on what Subnet calculator makes.',
  group: 'converters',
  category: 'network',
  icon: 'wrench',
  keywords: ['cidr'],
  cli: { commands: ['cidr'] },
});
