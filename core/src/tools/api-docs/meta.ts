import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'api-docs',
  title: 'API Docs Generator',
  description: 'Turn an OpenAPI 3 document into readable API docs as Markdown or a single HTML file.',
  group: 'developer',
  category: 'web',
  icon: 'book-open',
  keywords: ['openapi', 'swagger', 'documentation', 'endpoints', 'compare', 'breaking changes', 'diff'],
  tabs: [{ id: 'compare', keywords: ['compare', 'breaking changes', 'diff'] }],
  cli: { commands: ['api-docs'] },
});
