// The ESM build: the UMD "main" requires its parts at run time, which the CLI bundle cannot follow.
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser/lib/esm/main.js';
import { ToolInputError } from '../errors';
import { jqEscapedJson, keepKeyOrder, keepNumbers, stringifyJson } from './lossless';

export const JSON_INVALID = 'Invalid JSON string';

export const JSON_INDENTS = ['2', '4', 'tab'] as const;
export type JsonIndent = (typeof JSON_INDENTS)[number];

export interface FormatOptions {
  indent: JsonIndent;
  /** Object keys in code-point order at every depth (arrays keep their order). */
  sortKeys: boolean;
}

const FORMAT_DEFAULTS: FormatOptions = { indent: '2', sortKeys: false };

export interface JsonErrorLocation {
  /** What is wrong, e.g. "Expected a comma" or "Unexpected end of input". */
  reason: string;
  /** 1-based. */
  line: number;
  column: number;
  /** 0-based character offset, where an editor puts its cursor. */
  offset: number;
}

export type JsonValidation = { valid: true; value: unknown } | ({ valid: false } & JsonErrorLocation);

const REASONS: Partial<Record<string, string>> = {
  InvalidSymbol: 'Unexpected character',
  InvalidNumberFormat: 'Invalid number',
  PropertyNameExpected: 'Expected a property name in double quotes',
  ValueExpected: 'Expected a value',
  ColonExpected: 'Expected a colon',
  CommaExpected: 'Expected a comma',
  CloseBraceExpected: 'Expected }',
  CloseBracketExpected: 'Expected ]',
  EndOfFileExpected: 'Unexpected content after the JSON value',
  InvalidCommentToken: 'Comments are not allowed in JSON',
  UnexpectedEndOfComment: 'Comments are not allowed in JSON',
  UnexpectedEndOfString: 'Unterminated string',
  UnexpectedEndOfNumber: 'Invalid number',
  InvalidUnicode: 'Invalid unicode escape',
  InvalidEscapeCharacter: 'Invalid escape character',
  InvalidCharacter: 'Invalid character in string',
};

export function locateOffset(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Where JSON.parse's complaint is: jsonc-parser in strict mode finds the first error's offset. */
function locate(text: string, fallback: string): JsonErrorLocation {
  const errors: ParseError[] = [];
  try {
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch (error) {
    // jsonc-parser recurses into each bracket: 100,000 unclosed ones overflow the stack. V8's message stands.
    if (!(error instanceof RangeError)) throw error;
  }
  const first = errors[0];
  // JSON.parse refuses what jsonc-parser lets through (a lone surrogate name, control characters): V8's message.
  const atEnd = /end of JSON input/.test(fallback) ? text.length : 0;
  const offset = first?.offset ?? Number(/position (\d+)/.exec(fallback)?.[1] ?? atEnd);
  const code = first ? printParseErrorCode(first.error) : '';
  const reason =
    text.trim() === '' ? 'The input is empty' : (REASONS[code] ?? fallback.replace(/^JSON\.parse: /, ''));
  return { reason, offset, ...locateOffset(text, offset) };
}

/** Valid JSON's value, numbers kept as written (a JsonNumber where a double would change one), or where it is not. */
export function validateJson(text: string): JsonValidation {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { valid: false, ...locate(text, error instanceof Error ? error.message : String(error)) };
  }
  return { valid: true, value: keepNumbers(text, parsed) };
}

/** "Invalid JSON string" plus where: the spec's message first, the location for the user to find it. */
export function jsonErrorMessage(location: JsonErrorLocation): string {
  return `${JSON_INVALID}: ${location.reason} at line ${location.line}, column ${location.column}.`;
}

/** The value (numbers kept as written), or ToolInputError("Invalid JSON string …", "Invalid JSON") naming line and column. */
export function parseJson(text: string): unknown {
  const result = validateJson(text);
  if (!result.valid) throw new ToolInputError(jsonErrorMessage(result), 'Invalid JSON');
  return result.value;
}

/** A UTF-16 unit's rank in code-point order: a surrogate (U+10000 and up) goes after U+E000..U+FFFF, not before. */
const rank = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/** Code-point order, as jq -S and Python's sort_keys sort: comparing UTF-16 units put 😀 before U+FF01 '！'. */
function byCodePoint([a]: [string, unknown], [b]: [string, unknown]): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return rank(a.charCodeAt(i)) - rank(b.charCodeAt(i));
  }
  return a.length - b.length;
}

/**
 * Object keys in code-point order at every depth; arrays keep their order, and dates and other class instances stay as
 * they are. An ordered object (a Map, from keepKeyOrder) stays one, so "10" sorts before "9" as jq -S writes it.
 */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value instanceof Map)
    return new Map([...value].sort(byCodePoint).map(([key, item]) => [key, sortedKeys(item)]));
  if (
    value !== null &&
    typeof value === 'object' &&
    [Object.prototype, null].includes(Object.getPrototypeOf(value))
  ) {
    const entries = Object.entries(value).sort(byCodePoint);
    return Object.fromEntries(entries.map(([key, item]) => [key, sortedKeys(item)]));
  }
  return value;
}

/** The value to write back: parseJson's, with the objects in the text's key order (see keepKeyOrder). */
const orderedJson = (text: string) => keepKeyOrder(text, parseJson(text));

export function formatJson(text: string, options: FormatOptions = FORMAT_DEFAULTS): string {
  const value = orderedJson(text);
  const indent = options.indent === 'tab' ? '\t' : Number(options.indent);
  return jqEscapedJson(stringifyJson(options.sortKeys ? sortedKeys(value) : value, indent));
}

export function minifyJson(text: string): string {
  return jqEscapedJson(stringifyJson(orderedJson(text)));
}
