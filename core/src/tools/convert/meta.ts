import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'convert',
  title: 'JSON, YAML & TOML Converter',
  description:
    'Convert between JSON, YAML (anchors, several documents) and TOML, with errors at their line and column and sorted keys on request.',
  group: 'converters',
  category: 'data',
  icon: 'arrow-left-right',
  keywords: ['convert', 'json', 'yaml', 'yml', 'toml', 'config', 'transform'],
  cli: { commands: ['convert'] },
});
