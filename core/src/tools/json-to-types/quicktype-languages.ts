// Loaded only when one of these languages is asked for (generate.ts imports it dynamically): quicktype-core with
// every renderer is ~260 KB gzipped. Deep imports, not the package index: the index also exports quicktype's file
// and URL readers (fs, path, fetch), which core must not reach.
import { InputData } from 'quicktype-core/dist/esm/input/Inputs.js';
import { JSONSchemaInput } from 'quicktype-core/dist/esm/input/JSONSchemaInput.js';
import { JSONSchemaStore } from 'quicktype-core/dist/esm/input/JSONSchemaStore.js';
import { quicktype } from 'quicktype-core/dist/esm/Run.js';
import { ToolInputError } from '../../errors';
import type { InferredSchema, QuicktypeLanguage } from './languages';

/**
 * quicktype's language and renderer options for each. Kotlin and C# are plain types: their serialization
 * frameworks (kotlinx, Klaxon, Jackson, Newtonsoft, System.Text.Json) are libraries the tests cannot compile
 * against here, and a user picks one; Go, Rust (serde) and Python carry their parse and write code.
 */
const TARGETS = {
  go: { lang: 'go', options: { package: 'types' } },
  rust: { lang: 'rust', options: { visibility: 'public', 'derive-debug': 'true', 'derive-clone': 'true' } },
  python: { lang: 'python', options: { 'python-version': '3.7' } },
  // quicktype writes no field aliases: a snake_case field reads the snake_case key (created_at), not createdAt.
  pydantic: {
    lang: 'python',
    options: { 'python-version': '3.7', 'pydantic-base-model': 'true', 'just-types': 'true' },
  },
  kotlin: { lang: 'kotlin', options: { 'just-types': 'true', package: 'types' } },
  csharp: { lang: 'csharp', options: { 'just-types': 'true', namespace: 'Types', 'csharp-version': '6' } },
} as const satisfies Record<QuicktypeLanguage, { lang: string; options: Record<string, string> }>;

/** The schema is the only document: nothing is fetched. */
class OneSchema extends JSONSchemaStore {
  constructor(private readonly schema: InferredSchema) {
    super();
  }
  async fetch() {
    return this.schema;
  }
}

/**
 * C# has no type alias, so quicktype gives a top-level array's element class the top-level name (Users for one
 * user); naming the top level after the element keeps it User, as in the other languages.
 */
function topLevelName(schema: InferredSchema, lang: QuicktypeLanguage): string {
  const ref = schema.type === 'array' ? (schema.items as { $ref?: unknown } | undefined)?.$ref : undefined;
  return lang === 'csharp' && typeof ref === 'string' ? ref.replace('#/$defs/', '') : schema.title;
}

/**
 * Code in `lang` for a JSON Schema that generate.ts inferred (so optional fields, nullables, unions and type names
 * are decided once, for every language). Each definition's name becomes its title: quicktype names a type by its
 * title, so `Address` stays `Address` and does not become `AddressClass` where it is nullable.
 */
export async function quicktypeCode(schema: InferredSchema, lang: QuicktypeLanguage): Promise<string> {
  const defs = schema.$defs;
  const titled: InferredSchema = {
    ...schema,
    ...(defs
      ? {
          $defs: Object.fromEntries(
            Object.entries(defs).map(([name, def]) => [name, { title: name, ...def }]),
          ),
        }
      : {}),
  };
  const input = new JSONSchemaInput(new OneSchema(titled));
  await input.addSource({ name: topLevelName(schema, lang), schema: JSON.stringify(titled) });
  const inputData = new InputData();
  inputData.addInput(input);
  const { lang: target, options } = TARGETS[lang];
  const result = await quicktype({ inputData, lang: target, rendererOptions: options }).catch((error) => {
    // quicktype recurses once a level: 500 nested arrays overflow its stack.
    if (error instanceof RangeError)
      throw new ToolInputError('The samples nest too deeply to write as types.', 'Invalid JSON');
    throw error;
  });
  const code = `${result.lines.join('\n').trimEnd()}\n`;
  // quicktype's plain C# names DateTimeOffset without the `using` that brings it into scope.
  return lang === 'csharp' ? `using System;\n\n${code}` : code;
}
