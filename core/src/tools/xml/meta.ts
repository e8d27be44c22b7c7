import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'xml',
  title: 'XML Formatter & XPath',
  description: 'One sentence on what XML Formatter & XPath makes.',
  group: 'converters',
  category: 'data',
  icon: 'wrench',
  keywords: ['xml'],
  cli: { commands: ['xml'] },
});
