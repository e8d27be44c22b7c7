import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'markdown-pdf',
  title: 'Markdown to PDF',
  description: 'Write Markdown, preview it in a theme, and export a real PDF or a static blog site.',
  group: 'developer',
  category: 'documents',
  icon: 'file-text',
  keywords: ['pdf', 'markdown', 'export', 'blog', 'document'],
  cli: { commands: ['pdf', 'blog'] },
});
