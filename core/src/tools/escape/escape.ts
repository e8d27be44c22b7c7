import { ToolInputError } from '../../errors';
import { runEntityDecode, runEntityEncode } from '../../html/entities';
import { quoteLiteral } from '../../sql/quote';
import { runPercentDecode, runPercentEncode } from '../../text/percent-encoding';
import { readShellWord, shellQuote } from './shell-word';
import { readSqlLiteral, SqlLiteralError } from './sql-literal';

export const ESCAPE_FORMATS = ['json', 'js', 'html', 'xml', 'url', 'shell', 'sql', 'csv'] as const;
export type EscapeFormat = (typeof ESCAPE_FORMATS)[number];

export const ESCAPE_DIRECTIONS = ['escape', 'unescape'] as const;
export type EscapeDirection = (typeof ESCAPE_DIRECTIONS)[number];

/** What each format's escaped form is, as the page and `toolbox escape --help` name them. */
export const ESCAPE_FORMAT_NAMES: Record<EscapeFormat, string> = {
  json: 'JSON string',
  js: 'JavaScript string',
  html: 'HTML text or attribute',
  xml: 'XML text or attribute',
  url: 'URL component (percent-encoding)',
  shell: 'POSIX shell word (single quotes)',
  sql: 'SQL string literal (PostgreSQL)',
  csv: 'CSV field (RFC 4180)',
};

const ESCAPE_LIMITS = { chars: 1_000_000 } as const;

/** `{name}` stands for a value filled in where the message is given. */
export const ESCAPE_MESSAGES = {
  title: 'Invalid text',
  long: 'The text is longer than 1,000,000 characters.',
  as: 'The format is one of json, js, html, xml, url, shell, sql, csv.',
  direction: 'The direction is escape or unescape.',
  blank: 'Please enter an escaped string to read.',
  nul: '{what} cannot hold a NUL character (character {at}).',
  xmlChar: 'XML 1.0 cannot hold U+{code} (character {at}), not even as a reference.',
  json: 'This is not a JSON string: {why}',
  js: 'This is not a JavaScript string literal: {why}',
  jsTemplate: 'A template literal with $' + '{…} is code, not a string.',
  sql: "A SQL string literal is text between single quotes, each quote inside doubled ('it''s'), or PostgreSQL's E'…' or U&'…'.",
  sqlValue: 'PostgreSQL refuses this string: {why}',
  csv: 'This is not one CSV field: {why}.',
  csvFields: 'This is {count} CSV fields, not one: quote a field that holds a comma, quote or line break.',
} as const;

const say = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

type EscapeField = 'text' | 'as' | 'direction';

export interface EscapeInput {
  text: string;
  /** The language whose escaping applies. */
  as: string;
  /** Default `escape`. */
  direction?: string;
  /** The quote a JavaScript string is written with (default double, as JSON). */
  quote?: 'double' | 'single';
}

export interface EscapeResult {
  text: string;
}

function fail(message: string, field: EscapeField = 'text'): never {
  throw new ToolInputError(message, ESCAPE_MESSAGES.title, field);
}

/** Refuses a NUL (which a shell argument, a PostgreSQL text and an HTML document cannot hold), naming where. */
function refuseNul(text: string, what: string) {
  const at = text.indexOf('\0');
  if (at !== -1) fail(say(ESCAPE_MESSAGES.nul, { what, at: at + 1 }));
}

/** XML 1.0's Char production: TAB, LF, CR, and U+0020 up, less surrogates and U+FFFE/U+FFFF. */
function refuseNonXmlChar(code: number, at: number) {
  const allowed =
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff);
  if (!allowed)
    fail(say(ESCAPE_MESSAGES.xmlChar, { code: code.toString(16).toUpperCase().padStart(4, '0'), at }));
}

function refuseNonXmlChars(text: string) {
  let at = 0;
  for (const char of text) refuseNonXmlChar(char.codePointAt(0) as number, ++at);
}

/** Each character reference (&#65; &#x41;) must name a Char too (XML 1.0's well-formedness constraint). */
function refuseNonXmlReferences(text: string) {
  for (const match of text.matchAll(/&#(?:x([0-9A-Fa-f]+)|([0-9]+));/g)) {
    const code = match[1] ? Number.parseInt(match[1], 16) : Number(match[2]);
    refuseNonXmlChar(code, [...text.slice(0, match.index)].length + 1);
  }
}

/** A JavaScript string literal: JSON's escapes (valid JavaScript since ES2019), in the quote asked for. */
function jsLiteral(text: string, quote: 'double' | 'single'): string {
  const body = JSON.stringify(text)
    .slice(1, -1)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  if (quote === 'double') return `"${body}"`;
  return `'${body.replace(/\\.|'/g, (match) => (match === '\\"' ? '"' : match === "'" ? "\\'" : match))}'`;
}

/** A quoted literal as typed, or its inside alone (then read as if between double quotes). */
function readJsonString(text: string): string {
  const trimmed = text.trim();
  const literal = trimmed.startsWith('"') ? trimmed : `"${text}"`;
  let value: unknown;
  try {
    value = JSON.parse(literal);
  } catch (error) {
    fail(say(ESCAPE_MESSAGES.json, { why: error instanceof Error ? error.message : String(error) }));
  }
  if (typeof value !== 'string')
    fail(say(ESCAPE_MESSAGES.json, { why: 'it is not text between double quotes.' }));
  return value;
}

/** JavaScript's own grammar (acorn, loaded on first use): a '…', "…" or `…` literal, or the inside of a "…" one. */
async function readJsString(text: string): Promise<string> {
  const { parseExpressionAt } = await import('acorn');
  const trimmed = text.trim();
  const source = /^['"`]/.test(trimmed) ? trimmed : `"${text}"`;
  let node: ReturnType<typeof parseExpressionAt>;
  try {
    node = parseExpressionAt(source, 0, { ecmaVersion: 'latest' });
  } catch (error) {
    fail(
      say(ESCAPE_MESSAGES.js, {
        why: error instanceof Error ? error.message.replace(/ \(\d+:\d+\)$/, '') : String(error),
      }),
    );
  }
  if (node.end !== source.length) fail(say(ESCAPE_MESSAGES.js, { why: `it ends at character ${node.end}.` }));
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    if (node.expressions.length > 0) fail(ESCAPE_MESSAGES.jsTemplate);
    const cooked = node.quasis[0]?.value.cooked;
    if (typeof cooked === 'string') return cooked;
  }
  return fail(say(ESCAPE_MESSAGES.js, { why: 'it is not one string.' }));
}

function readSql(text: string): string {
  try {
    return readSqlLiteral(text);
  } catch (error) {
    if (!(error instanceof SqlLiteralError)) throw error;
    return fail(error.message ? say(ESCAPE_MESSAGES.sqlValue, { why: error.message }) : ESCAPE_MESSAGES.sql);
  }
}

/** One field as RFC 4180 writes it: quoted when it holds a comma, quote, line break or edge space, or is empty. */
async function csvField(text: string): Promise<string> {
  if (text === '') return '""';
  const { default: Papa } = await import('papaparse');
  return Papa.unparse([[text]], { newline: '\n' });
}

async function readCsvField(text: string): Promise<string> {
  const { default: Papa } = await import('papaparse');
  // The line break that ends a record is not part of the field (one inside a field is inside its quotes).
  const record = text.replace(/\r?\n$|\r$/, '');
  const parse = (newline: '\n' | '\r') =>
    Papa.parse<string[]>(record, { delimiter: ',', newline, quoteChar: '"' });
  const parsed = parse('\n');
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) fail(say(ESCAPE_MESSAGES.csv, { why: quoteError.message.toLowerCase() }));
  // A CR outside quotes ends a record too, as LF does (RFC 4180 allows either only inside quotes; Python's csv).
  const records = [parsed, ...(record.includes('\r') ? [parse('\r')] : [])].find((p) => p.data.length > 1);
  const fields = (records ?? parsed).data.flat();
  if (records || fields.length > 1) fail(say(ESCAPE_MESSAGES.csvFields, { count: fields.length }));
  return fields[0] ?? '';
}

async function escapeAs(text: string, as: EscapeFormat, quote: 'double' | 'single'): Promise<string> {
  switch (as) {
    case 'json':
      return JSON.stringify(text);
    case 'js':
      return jsLiteral(text, quote);
    case 'html':
      refuseNul(text, 'HTML');
      return runEntityEncode(text, 'minimal');
    case 'xml':
      refuseNonXmlChars(text);
      return runEntityEncode(text, 'minimal');
    case 'url':
      return runPercentEncode(text, 'component');
    case 'shell':
      refuseNul(text, 'A shell argument');
      return shellQuote(text);
    case 'sql':
      refuseNul(text, 'A PostgreSQL string');
      return quoteLiteral(text);
    case 'csv':
      return csvField(text);
  }
}

async function unescapeAs(text: string, as: EscapeFormat): Promise<string> {
  switch (as) {
    case 'json':
      return readJsonString(text);
    case 'js':
      return readJsString(text);
    case 'html':
      return runEntityDecode(text);
    case 'xml': {
      refuseNonXmlChars(text);
      refuseNonXmlReferences(text);
      const { decodeXML } = await import('entities/decode');
      return decodeXML(text);
    }
    case 'url':
      return runPercentDecode(text, 'component');
    case 'shell':
      // An empty word is written '' (read below); no text at all is no word.
      if (/^[ \t\n]*$/.test(text)) fail(ESCAPE_MESSAGES.blank);
      return readShellWord(text);
    case 'sql':
      return readSql(text);
    case 'csv':
      return readCsvField(text);
  }
}

/** Writes text as a literal of one language, or reads such a literal back, with that language's rules. */
export async function runEscape(input: EscapeInput): Promise<EscapeResult> {
  if (input.text.length > ESCAPE_LIMITS.chars) fail(ESCAPE_MESSAGES.long);
  const as = ESCAPE_FORMATS.find((format) => format === input.as);
  if (!as) fail(ESCAPE_MESSAGES.as, 'as');
  const direction = input.direction ?? 'escape';
  if (direction !== 'escape' && direction !== 'unescape') fail(ESCAPE_MESSAGES.direction, 'direction');
  const text =
    direction === 'escape'
      ? await escapeAs(input.text, as, input.quote ?? 'double')
      : await unescapeAs(input.text, as);
  return { text };
}
