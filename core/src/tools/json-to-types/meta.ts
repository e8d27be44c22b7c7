import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'json-to-types',
  title: 'JSON to Types',
  description:
    'TypeScript, Zod, JSON Schema, Go, Rust, Python, Kotlin or C# types inferred from JSON samples: optional fields, unions, dates.',
  group: 'converters',
  category: 'data',
  icon: 'file-code',
  keywords: ['json', 'typescript', 'types', 'interface', 'zod', 'json schema', 'infer', 'quicktype'],
  cli: { commands: ['types'] },
});
