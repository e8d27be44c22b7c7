import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'escape',
  title: 'Escape & Unescape',
  description:
    'Write text as a JSON, JavaScript, SQL or CSV literal, HTML or XML text, a URL component or a shell word, and read any of them back.',
  group: 'converters',
  category: 'code',
  icon: 'wrench',
  keywords: [
    'string literal',
    'json string',
    'javascript string',
    'html escape',
    'xml escape',
    'shell quote',
    'sql quote',
    'csv field',
    'backslash',
  ],
  cli: { commands: ['escape', 'unescape'] },
  utility: true,
});
