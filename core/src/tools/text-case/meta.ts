import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'text-case',
  title: 'Case and count',
  description:
    'Camel, Pascal, snake, kebab, constant, title, sentence, dot or path case, and counts of characters, words, lines, bytes and graphemes.',
  group: 'converters',
  category: 'text',
  icon: 'align-left',
  keywords: [
    'camelCase',
    'snake_case',
    'kebab-case',
    'PascalCase',
    'CONSTANT_CASE',
    'title case',
    'word count',
    'wc',
  ],
  cli: { commands: ['case', 'count'] },
  utility: true,
});
