import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'http-reference',
  title: 'HTTP status codes & MIME types',
  description: 'One sentence on what HTTP status codes & MIME types makes.',
  group: 'converters',
  category: 'web',
  icon: 'wrench',
  keywords: ['http', 'reference'],
  cli: { commands: ['http-status'] },
});
