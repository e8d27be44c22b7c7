import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'regex-json',
  title: 'Regex & JSON Tools',
  description: 'Test regular expressions safely and format, validate or convert JSON.',
  group: 'developer',
  category: 'text',
  icon: 'regex',
  keywords: ['regular expression', 'json', 'csv', 'format', 'validate'],
  cli: { commands: ['regex', 'json'] },
});
