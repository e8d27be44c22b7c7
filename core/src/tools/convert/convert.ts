import { parse as parseToml, stringify as stringifyToml, TomlError } from 'smol-toml';
import { parseAllDocuments } from 'yaml';
import { ToolInputError } from '../../errors';
import { isSafeNumberText, JsonNumber, parseJson, sortedKeys, stringifyJson } from '../../json';
import { writeYaml } from '../../yaml/write-yaml';
import { type ConvertInput, type ConvertResult, formatOfName, guessFormat } from './formats';
import { impossibleDate } from './toml-dates';
import { checkAliases, checkUniqueKeys } from './yaml-aliases';

/** An integer read as a bigint (YAML, TOML) as JSON reads one: a number, or a JsonNumber past 2^53. */
const fromBigInt = (value: bigint) => {
  const text = value.toString();
  return isSafeNumberText(text) ? Number(text) : new JsonNumber(text);
};

/**
 * A float read from YAML or TOML (their integers are bigints) with a whole value, 1.0 or 2e3, as a float literal:
 * a plain 1 would reach JSON, YAML and TOML as an integer, and a TOML reader asking for a float refuses one.
 */
function wholeFloat(value: number): JsonNumber {
  const text = Object.is(value, -0) ? '-0' : String(value);
  return new JsonNumber(text.includes('e') ? text.replace('e', '.0e') : `${text}.0`);
}

/** A TOML date as written: smol-toml writes every time with milliseconds (07:32:00.000). */
function asWritten(date: Date): Date {
  const text = date.toISOString().replace(/\.000(?=$|[Zz]|[+-]\d\d:\d\d$)/, '');
  return Object.defineProperty(date, 'toISOString', { value: () => text });
}

/**
 * A value read from YAML or TOML in JSON's terms, in place: integers as numbers (JsonNumbers past 2^53), whole floats
 * as float literals, dates as written. A YAML alias shares its anchor's object, which is converted once.
 */
function keptNumbers(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'bigint') return fromBigInt(value);
  if (typeof value === 'number') return Number.isInteger(value) ? wholeFloat(value) : value;
  if (value instanceof Date) return asWritten(value);
  if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = keptNumbers(record[key], seen);
  }
  return value;
}

/** YAML 1.2 core schema's integers and floats, every way each is written (the float's also 1, 1e3, .inf). */
const CORE_INT = /^(?:[-+]?\d+|0o[0-7]+|0x[\da-fA-F]+)$/;
const CORE_FLOAT =
  /^(?:[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/**
 * An explicit !!int or !!float (no `test`: never chosen for a plain scalar). The yaml package takes only what its
 * implicit rule takes, so `!!float 1` and `!!float "2"` stayed strings with a warning, where PyYAML and ruamel.yaml
 * read 1.0 and 2.0; a value the tag cannot hold (`!!int 1.5`) is an error at the tag, not a string.
 */
const EXPLICIT_NUMBER_TAGS = [
  {
    tag: 'tag:yaml.org,2002:int',
    resolve: (text: string, onError: (message: string) => void) => {
      if (CORE_INT.test(text)) return BigInt(text.replace(/^\+/, ''));
      onError(`!!int ${text} is not an integer`);
      return text;
    },
  },
  {
    tag: 'tag:yaml.org,2002:float',
    resolve: (text: string, onError: (message: string) => void) => {
      if (!CORE_FLOAT.test(text)) {
        onError(`!!float ${text} is not a float`);
        return text;
      }
      if (/nan$/i.test(text)) return Number.NaN;
      if (/inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
      return Number(text);
    },
  },
];

function readYaml(text: string): unknown[] {
  const documents = parseAllDocuments(text, {
    prettyErrors: true,
    merge: true,
    intAsBigInt: true,
    customTags: EXPLICIT_NUMBER_TAGS,
    // The package checks each key against every key before it in its map, O(n²): checkUniqueKeys does it once each.
    uniqueKeys: false,
    // YAML 1.2 has no !!binary, !!omap, !!set or !!timestamp: read as what they are written as (a string, a list of
    // pairs, a map of nulls), not as a Uint8Array, Map or Set, which JSON writes as {"type":"Buffer"…} or {}.
    resolveKnownTags: false,
    // A map or list as a key is written as its YAML text: said once here, not as a process warning on stderr.
    logLevel: 'error',
  });
  if (!Array.isArray(documents)) return []; // an empty stream
  const values: unknown[] = [];
  for (const doc of documents) {
    const error = doc.errors[0];
    if (error) {
      const [pos] = error.linePos ?? [];
      const where = pos ? ` at line ${pos.line}, column ${pos.col}` : '';
      // The parser's own recursion overflowed: the YAML is valid, only deeper than it can go (some 800 levels).
      if (error.message.includes('Maximum call stack size exceeded'))
        throw cannot(`The YAML is nested too deeply to process${where && ` (${where.trim()})`}.`);
      throw new ToolInputError(
        `Invalid YAML${where}: ${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`,
        'Invalid YAML',
      );
    }
    checkUniqueKeys(doc, text);
    checkAliases(doc, text);
    try {
      // Anchors and aliases are resolved (checkAliases has bounded what they add).
      values.push(keptNumbers(doc.toJS({ maxAliasCount: -1 })));
    } catch (error) {
      throw new ToolInputError(`Invalid YAML: ${(error as Error).message}`, 'Invalid YAML');
    }
  }
  return values;
}

/** Whether a TOML text could hold a date at all: most have none, and are not scanned. */
const DATE_LITERAL = /\d{4}-\d{2}-\d{2}/;

function readToml(text: string): unknown {
  let value: unknown;
  try {
    value = parseToml(text, { integersAsBigInt: true });
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
  // smol-toml reads 2023-02-30 as March 1: a date the calendar does not have is refused where it is written.
  const impossible = DATE_LITERAL.test(text) ? impossibleDate(text) : undefined;
  if (impossible) {
    throw new ToolInputError(
      `Invalid TOML at line ${impossible.line}, column ${impossible.column}: ${impossible.text} is not a day of the calendar`,
      'Invalid TOML',
    );
  }
  return keptNumbers(value);
}

const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
const cannot = (message: string) => new ToolInputError(message, 'Cannot convert');

/** A key of the copy as an own property (a key `__proto__` too, as JSON.parse makes it), never the prototype. */
const setOwn = (record: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });

/** Half of a UTF-16 pair on its own: JSON and YAML write one as an escape, TOML has no way to. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** TOML text is Unicode scalar values (smol-toml would write U+FFFD in a value, and throw on a key). */
function tomlText(text: string, where: string): string {
  const lone = LONE_SURROGATE.exec(text)?.[0];
  if (lone === undefined) return text;
  const written = `\\u${lone.charCodeAt(0).toString(16)}`;
  throw cannot(
    `TOML holds Unicode text only: ${where} has a lone surrogate (${written}, half of a UTF-16 pair). Remove it, or convert to JSON or YAML.`,
  );
}

/**
 * The value as smol-toml writes it (every JS number as a float): a whole number becomes a bigint, TOML's integer,
 * unless it was written as a float (1.0) or is past 2^53 (a double); a kept number is a bigint when it is a 64-bit
 * integer, a float when a double holds it. Null and any other kept number are refused with their path.
 */
function tomlValue(value: unknown, path: string): unknown {
  const where = path || '(the document)';
  if (value === null || value === undefined)
    throw cannot(`TOML has no null: ${where} is null. Remove it or give it a value.`);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string') return tomlText(value, where);
  if (value instanceof JsonNumber) {
    const integer = /^-?\d+$/.test(value.text) ? BigInt(value.text) : undefined;
    if (integer !== undefined && integer >= INT64.min && integer <= INT64.max) return integer;
    const float = Number(value.text);
    if (integer === undefined && (isSafeNumberText(value.text) || Object.is(float, -0))) return float;
    throw cannot(
      `TOML holds 64-bit integers and 64-bit floats: ${where} is ${value.text}, which TOML cannot hold exactly. Quote it as a string, or convert to JSON or YAML.`,
    );
  }
  if (Array.isArray(value)) return value.map((item, index) => tomlValue(item, `${path}[${index}]`));
  if (typeof value === 'object' && !(value instanceof Date)) {
    const table: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      setOwn(
        table,
        tomlText(key, `the key ${JSON.stringify(key)}`),
        tomlValue(item, path ? `${path}.${key}` : key),
      );
    return table;
  }
  return value;
}

function writeToml(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) {
    throw cannot('TOML needs a table (an object with keys) at the top, not a list or a single value.');
  }
  return stringifyToml(tomlValue(value, '') as Record<string, unknown>, { numbersAsFloat: true });
}

/** JSON has no infinity or NaN (JSON.stringify writes null for them): the first one's path, or undefined. */
function nonFinite(value: unknown, path: string): { path: string; value: number } | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { path, value };
  if (value === null || typeof value !== 'object' || value instanceof JsonNumber || value instanceof Date)
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinite(item, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

function writeJson(value: unknown): string {
  const found = nonFinite(value, '');
  if (found) {
    const written = Number.isNaN(found.value) ? 'NaN' : found.value > 0 ? 'infinity' : '-infinity';
    throw cannot(
      `JSON has no infinity or NaN: ${found.path || '(the document)'} is ${written}. Quote it as a string, or convert to YAML or TOML.`,
    );
  }
  return `${stringifyJson(value, 2)}\n`;
}

/** JSON, YAML (anchors, several documents) and TOML, each way; bad input names its line and column. */
export function runConvert(input: ConvertInput): ConvertResult {
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
    output = writeJson(values.length === 1 ? values[0] : values);
  } else if (to === 'yaml') {
    output = values.map(writeYaml).join('---\n');
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
