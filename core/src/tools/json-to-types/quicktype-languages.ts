// Loaded only when one of these languages is asked for (generate.ts imports it dynamically): quicktype-core with
// every renderer is ~260 KB gzipped. Deep imports, not the package index: the index also exports quicktype's file
// and URL readers (fs, path, fetch), which core must not reach.
import { InputData } from 'quicktype-core/dist/esm/input/Inputs.js';
import { JSONSchemaInput } from 'quicktype-core/dist/esm/input/JSONSchemaInput.js';
import { JSONSchemaStore } from 'quicktype-core/dist/esm/input/JSONSchemaStore.js';
import { GoRenderer } from 'quicktype-core/dist/esm/language/Golang/GolangRenderer.js';
import { GoTargetLanguage, goOptions } from 'quicktype-core/dist/esm/language/Golang/language.js';
import { namingFunction as goNamer } from 'quicktype-core/dist/esm/language/Golang/utils.js';
import { PythonTargetLanguage, pythonOptions } from 'quicktype-core/dist/esm/language/Python/language.js';
import { PythonRenderer } from 'quicktype-core/dist/esm/language/Python/PythonRenderer.js';
import { funPrefixNamer, type Namer } from 'quicktype-core/dist/esm/Naming.js';
import type { RenderContext } from 'quicktype-core/dist/esm/Renderer.js';
import { getOptionValues } from 'quicktype-core/dist/esm/RendererOptions/index.js';
import { quicktype } from 'quicktype-core/dist/esm/Run.js';
import { followTargetType } from 'quicktype-core/dist/esm/Transformers.js';
import { type ClassProperty, type ClassType, UnionType } from 'quicktype-core/dist/esm/Type/index.js';
import { removeNullFromUnion } from 'quicktype-core/dist/esm/Type/TypeUtils.js';
import type { LanguageName, RendererOptions } from 'quicktype-core/dist/esm/types.js';
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
  pydantic: {
    lang: 'pydantic',
    options: { 'python-version': '3.7', 'pydantic-base-model': 'true', 'just-types': 'true' },
  },
  kotlin: { lang: 'kotlin', options: { 'just-types': 'true', package: 'types' } },
  csharp: { lang: 'csharp', options: { 'just-types': 'true', namespace: 'Types', 'csharp-version': '6' } },
} as const satisfies Record<QuicktypeLanguage, { lang: string; options: Record<string, string> }>;

/** Whether quicktype gives a field ` = None` (PythonRenderer's classPropertyHasNoneDefault, private there). */
function hasNoneDefault(property: ClassProperty): boolean {
  const type = followTargetType(property.type);
  if (type instanceof UnionType) return removeNullFromUnion(type)[0] !== null;
  return type.kind === 'any' || type.kind === 'null';
}

/**
 * quicktype's pydantic models name a field the Python way (`created_at`, `dev_dependencies`, `root_class`) and say
 * nothing of its key, so a model refuses the very JSON it was made from. Here a field whose name is not its key
 * carries `Field(alias=key)`: it reads `createdAt`, and `.dict(by_alias=True)` writes it back (pydantic 1 and 2).
 */
class PydanticRenderer extends PythonRenderer {
  protected override emitClass(t: ClassType): void {
    this.declareType(t, () => {
      if (t.getProperties().size === 0) this.emitLine('pass');
      this.forEachClassProperty(t, 'none', (name, jsonName, property) => {
        if (this.names.get(name) === jsonName) {
          this.emitLine(name, ': ', this.pythonType(property.type, true));
          return;
        }
        const field = this.withImport('pydantic', 'Field');
        const value = hasNoneDefault(property) ? 'None, ' : '';
        // A JSON string literal is a Python one: the same escapes (\", \\, \n, \uXXXX).
        const alias = JSON.stringify(jsonName);
        this.emitLine(
          name,
          ': ',
          this.pythonType(property.type),
          ' = ',
          field,
          '(',
          value,
          'alias=',
          alias,
          ')',
        );
      });
      this.ensureBlankLine();
    });
  }
}

/**
 * Go exports a field only when its name starts with a capital, and encoding/json reads only exported fields:
 * quicktype named a key in a script without capitals (`日本`) as it is, so the field was never read (go vet: struct
 * field 日本 has json tag but is not exported). Such a field is named X日本.
 */
class GoExportedRenderer extends GoRenderer {
  protected override namerForObjectProperty(): Namer {
    return funPrefixNamer('exported', (original) => {
      const name = goNamer.nameStyle(original);
      return /^\p{Lu}/u.test(name) ? name : `X${name}`;
    });
  }
}

class GoExportedLanguage extends GoTargetLanguage {
  protected override makeRenderer<Lang extends LanguageName = 'go'>(
    context: RenderContext,
    options: RendererOptions<Lang>,
  ): GoRenderer {
    return new GoExportedRenderer(this, context, getOptionValues(goOptions, options));
  }
}

class PydanticLanguage extends PythonTargetLanguage {
  protected override makeRenderer<Lang extends LanguageName = 'python'>(
    context: RenderContext,
    options: RendererOptions<Lang>,
  ): PythonRenderer {
    return new PydanticRenderer(this, context, getOptionValues(pythonOptions, options));
  }
}

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
  const result = await quicktype({
    inputData,
    lang:
      target === 'pydantic' ? new PydanticLanguage() : target === 'go' ? new GoExportedLanguage() : target,
    rendererOptions: options,
  }).catch((error) => {
    // quicktype recurses once a level: 500 nested arrays overflow its stack.
    if (error instanceof RangeError)
      throw new ToolInputError('The samples nest too deeply to write as types.', 'Invalid JSON');
    throw error;
  });
  const code = `${result.lines.join('\n').trimEnd()}\n`;
  // quicktype's plain C# names DateTimeOffset without the `using` that brings it into scope.
  return lang === 'csharp' ? `using System;\n\n${code}` : code;
}
