import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'json-to-types',
  title: 'JSON to Types',
  description:
    'TypeScript interfaces, Zod schemas or a JSON Schema inferred from one or many JSON samples: optional fields, unions, merged arrays, dates.',
  group: 'converters',
  category: 'data',
  icon: 'file-code',
  keywords: ['json', 'typescript', 'types', 'interface', 'zod', 'json schema', 'infer', 'quicktype'],
  cli: { commands: ['types'] },
});
