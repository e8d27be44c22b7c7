import { parse as parseToml, stringify as stringifyToml, TomlError } from 'smol-toml';
import { parseAllDocuments, stringify as stringifyYaml } from 'yaml';
import { ToolInputError } from '../../errors';
import { parseJson, sortedKeys } from '../../json';
import { type ConvertInput, type ConvertResult, formatOfName, guessFormat } from './formats';

function readYaml(text: string): unknown[] {
  const documents = parseAllDocuments(text, { prettyErrors: true, merge: true });
  if (!Array.isArray(documents)) return []; // an empty stream
  const values: unknown[] = [];
  for (const doc of documents) {
    const error = doc.errors[0];
    if (error) {
      const [pos] = error.linePos ?? [];
      const where = pos ? ` at line ${pos.line}, column ${pos.col}` : '';
      throw new ToolInputError(
        `Invalid YAML${where}: ${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`,
        'Invalid YAML',
      );
    }
    try {
      // Anchors and aliases are resolved; maxAliasCount refuses "billion laughs" expansions.
      values.push(doc.toJS({ maxAliasCount: 1000 }));
    } catch (error) {
      throw new ToolInputError(`Invalid YAML: ${(error as Error).message}`, 'Invalid YAML');
    }
  }
  return values;
}

function readToml(text: string): unknown {
  try {
    return parseToml(text);
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = error.message.split('\n')[0]?.replace(/^Invalid TOML document: /, '') ?? 'invalid';
      throw new ToolInputError(
        `Invalid TOML at line ${error.line}, column ${error.column}: ${reason}`,
        'Invalid TOML',
      );
    }
    throw error;
  }
}

/** The path of the first value TOML cannot hold (null, or a value inside an array of mixed kinds is fine). */
function findNull(value: unknown, path: string): string | undefined {
  if (value === null || value === undefined) return path || '(the document)';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNull(item, `${path}[${index}]`);
      if (found) return found;
    }
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNull(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

function writeToml(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) {
    throw new ToolInputError(
      'TOML needs a table (an object with keys) at the top, not a list or a single value.',
      'Cannot convert',
    );
  }
  const nullAt = findNull(value, '');
  if (nullAt)
    throw new ToolInputError(
      `TOML has no null: ${nullAt} is null. Remove it or give it a value.`,
      'Cannot convert',
    );
  return stringifyToml(value);
}

/** Dates become ISO strings in JSON and YAML, as JSON.stringify writes them. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value) ?? 'null') as unknown;

/** JSON, YAML (anchors, several documents) and TOML, each way; bad input names its line and column. */
export function convertData(input: ConvertInput): ConvertResult {
  if (input.text.trim() === '')
    throw new ToolInputError('Please enter some JSON, YAML or TOML.', 'Empty input');
  const from =
    input.from ?? (input.fileName ? formatOfName(input.fileName) : undefined) ?? guessFormat(input.text);
  let values: unknown[] =
    from === 'json'
      ? [parseJson(input.text)]
      : from === 'toml'
        ? [readToml(input.text)]
        : readYaml(input.text);
  if (input.sortKeys) values = values.map(sortedKeys);
  const { to } = input;
  let output: string;
  if (to === 'json') {
    output = `${JSON.stringify(values.length === 1 ? values[0] : values, null, 2)}\n`;
  } else if (to === 'yaml') {
    output = values.map((value) => stringifyYaml(plain(value), { lineWidth: 0 })).join('---\n');
  } else {
    if (values.length > 1) {
      throw new ToolInputError(
        `the YAML holds ${values.length} documents; TOML holds one. Convert them one at a time, or to JSON (an array).`,
        'Cannot convert',
      );
    }
    output = writeToml(values[0]);
  }
  return { output, from, to, documents: values.length };
}
