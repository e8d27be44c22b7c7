import type { JSONPathEnvironment } from 'json-p3';
import { ToolInputError } from '../../errors';
import { jqEscapedJson, keepKeyOrder, stringifyJson } from '../../json/lossless';

export type JsonQueryLanguage = 'jsonpath' | 'jq';

export interface JsonQueryInput {
  language: JsonQueryLanguage;
  /** A JSONPath query (RFC 9535) or a jq filter. */
  filter: string;
  /** The JSON document the filter runs on. */
  document: string;
}

/** What a query gives: each value (jq: each output) and, for JSONPath, its normalized path. */
export interface JsonQueryResult {
  language: JsonQueryLanguage;
  values: unknown[];
  /** RFC 9535 normalized paths of the matched nodes (JSONPath only), in the order of `values`. */
  paths?: string[];
  /** jq's own text of each output (its `-c` line: numbers as jq writes them, a big integer's digits kept). */
  texts?: string[];
  /** What a jq filter wrote on stderr as it ran (debug, stderr), as jq prints it. */
  messages?: string;
}

/**
 * jq's options that change what it reads: `--slurp` (the inputs as one array), `--null-input` (null instead), and the
 * variables `--arg NAME STRING` and `--argjson NAME JSON` set.
 */
export interface JqReadOptions {
  slurp?: boolean;
  nullInput?: boolean;
  args?: readonly (readonly [string, string])[];
  jsonArgs?: readonly (readonly [string, string])[];
}

const JSON_QUERY_LIMITS_VIEW_LINES = 5_000;
const JSON_QUERY_LIMITS_DEPTH = 1_000;

export const JSON_QUERY_LIMITS = {
  /** Lines of the highlighted document view the page shows (a 10 MB document is ~500,000). */
  viewLines: JSON_QUERY_LIMITS_VIEW_LINES,
  /** The 10 MB document the issue asks jq to stay linear on fits, with room. */
  documentBytes: 16 * 1024 * 1024,
  filterChars: 10_000,
  /** How deep a JSONPath descendant segment (..) goes: 1,000 levels take json-p3 ~130 ms, 5,000 overflow the stack. */
  descendantDepth: JSON_QUERY_LIMITS_DEPTH,
  /** Text of all results together. */
  outputBytes: 32 * 1024 * 1024,
  /** How long a jq filter may run before the page's worker or the CLI's thread is ended ([range(1e9)], repeat(.)). */
  seconds: 10,
} as const;

export const JSON_QUERY_MESSAGES = {
  title: 'Invalid query',
  emptyFilter: 'Enter a JSONPath query or a jq filter.',
  emptyDocument: 'Paste a JSON document to run the filter on.',
  filterTooLong: `The filter is longer than ${JSON_QUERY_LIMITS.filterChars} characters.`,
  documentTooLarge: `The document is larger than ${JSON_QUERY_LIMITS.documentBytes / 1024 / 1024} MB.`,
  outputTooLarge: `The results are larger than ${JSON_QUERY_LIMITS.outputBytes / 1024 / 1024} MB; narrow the filter.`,
  badDocument: 'The document is not valid JSON: ',
  badJsonPath: 'Not a valid JSONPath query (RFC 9535): ',
  tooDeep: `The document is nested deeper than the ${JSON_QUERY_LIMITS_DEPTH} levels a descendant segment (..) goes.`,
  timedOut:
    'The filter ran longer than its time limit and was stopped (a filter that never ends, such as repeat(.)?).',
  notPathExpression:
    'Nothing is highlighted: this jq filter builds new values instead of selecting parts of the document (it is not a path expression).',
  viewTruncated: `The document view shows the first ${JSON_QUERY_LIMITS_VIEW_LINES} lines.`,
} as const;

const fail = (message: string, field: 'filter' | 'document'): never => {
  throw new ToolInputError(message, JSON_QUERY_MESSAGES.title, field);
};

/** UTF-8 length without TextEncoder's copy of a 10 MB string. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** `mayBeEmpty`: jq --slurp reads no input as [], jq --null-input reads none. */
function checkInput(input: JsonQueryInput, mayBeEmpty = false): void {
  if (input.filter.trim() === '') fail(JSON_QUERY_MESSAGES.emptyFilter, 'filter');
  if (input.filter.length > JSON_QUERY_LIMITS.filterChars) fail(JSON_QUERY_MESSAGES.filterTooLong, 'filter');
  if (!mayBeEmpty && input.document.trim() === '') fail(JSON_QUERY_MESSAGES.emptyDocument, 'document');
  if (utf8Length(input.document) > JSON_QUERY_LIMITS.documentBytes) {
    fail(JSON_QUERY_MESSAGES.documentTooLarge, 'document');
  }
}

function parseDocument(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    return fail(JSON_QUERY_MESSAGES.badDocument + (error as Error).message, 'document');
  }
}

function checkOutput(length: number): void {
  if (length > JSON_QUERY_LIMITS.outputBytes) fail(JSON_QUERY_MESSAGES.outputTooLarge, 'filter');
}

let jsonPathEnvironment: JSONPathEnvironment | undefined;

/**
 * An RFC 9535 query: the matched values and their normalized paths. json-p3 is loaded on the first query, so a jq run
 * (the CLI's jq thread, the page's jq mode) does not load it.
 */
export async function runJsonPath(input: Omit<JsonQueryInput, 'language'>): Promise<JsonQueryResult> {
  checkInput({ ...input, language: 'jsonpath' });
  const document = parseDocument(input.document) as Parameters<JSONPathEnvironment['query']>[1];
  const { JSONPathEnvironment, JSONPathRecursionLimitError } = await import('./jsonpath-library');
  let values: unknown[];
  let paths: string[];
  let locations: PathStep[][];
  try {
    // json-p3 passes every case of the compliance test suite (json-query-oracle.test.ts).
    jsonPathEnvironment ??= new JSONPathEnvironment({ maxRecursionDepth: JSON_QUERY_LIMITS_DEPTH });
    const nodes = jsonPathEnvironment.query(input.filter, document);
    values = nodes.values();
    paths = nodes.paths({ form: 'canonical' });
    locations = nodes.nodes.map((node) => node.location);
  } catch (error) {
    if (error instanceof JSONPathRecursionLimitError) return fail(JSON_QUERY_MESSAGES.tooDeep, 'document');
    return fail(JSON_QUERY_MESSAGES.badJsonPath + (error as Error).message, 'filter');
  }
  checkOutput(JSON.stringify(values).length);
  const texts = exactTexts(input.document, document, locations);
  return texts ? { language: 'jsonpath', values, paths, texts } : { language: 'jsonpath', values, paths };
}

/**
 * Each matched node as the document wrote it, as jq would print it: its numbers' digits and its keys' order kept.
 * The query runs on JSON.parse's values (filters compare numbers), which round a number past a double's precision
 * and move integer-like keys first. Undefined when the document has neither, which is almost always.
 */
function exactTexts(text: string, parsed: unknown, locations: readonly PathStep[][]): string[] | undefined {
  const exact = keepKeyOrder(text, parsed);
  if (exact === parsed) return undefined;
  return locations.map((steps) => {
    let node = exact;
    for (const step of steps)
      node = node instanceof Map ? node.get(String(step)) : (node as Record<PathStep, unknown>)[step];
    return jqEscapedJson(stringifyJson(node));
  });
}

interface JqModule {
  raw(json: string, filter: string, flags: string[]): Promise<string>;
  /** What the last run wrote on stderr, and on stdout (also when it failed): the pnpm patch of jq-wasm. */
  stderr(): string;
  stdout(): string;
}

/**
 * A jq run that failed after it wrote outputs (an error on one value of a JSON Lines stream, a parse error past the
 * first values): jq prints those before its message, and the CLI does too. `texts`: each output's `-c` line.
 */
export class JqAfterOutputsError extends ToolInputError {
  constructor(
    message: string,
    field: 'filter' | 'document',
    readonly texts: readonly string[],
  ) {
    super(message, JSON_QUERY_MESSAGES.title, field);
  }
}

const outputLines = (text: string) => text.split('\n').filter((line) => line !== '');

let instance: Promise<JqModule> | undefined;

/** One jq instance, made on the first run: compiling the 1.3 MB module takes ~150 ms. */
function jqInstance(): Promise<JqModule> {
  instance ??= import('jq-wasm/dist/build/jq.js').then((module) =>
    (module.default as () => Promise<JqModule>)(),
  );
  return instance;
}

/** jq's own message, as the jq program prints it ("jq: error: syntax error, …"; its input is <stdin>, not the path). */
function jqMessage(error: unknown): string {
  const text = (error as Error).message ?? String(error);
  return (
    text
      .replace(/^Failed to execute raw query: /, '')
      .replaceAll('(at /dev/stdin:', '(at <stdin>:')
      // A bad --argjson is said by jq's option reader: under the WebAssembly's program path, with a pointer to --help.
      .replace(/^\S+: (.*)\nUse \S+ --help[\s\S]*$/, 'jq: $1')
      .trim()
  );
}

/**
 * A jq filter run by jq itself (jq 1.7 compiled to WebAssembly, jq-wasm) on each JSON value of the document (one, or
 * a stream such as JSON Lines, as jq reads its input): each output, parsed, and its text as jq wrote it. It runs to its
 * end in the calling thread: the page's worker and the CLI's thread end it after JSON_QUERY_LIMITS.seconds.
 */
export async function runJq(
  input: Omit<JsonQueryInput, 'language'> & JqReadOptions,
): Promise<JsonQueryResult> {
  checkInput({ ...input, language: 'jq' }, input.slurp === true || input.nullInput === true);
  const flags = [
    '-c',
    ...(input.slurp ? ['-s'] : []),
    ...(input.nullInput ? ['-n'] : []),
    ...(input.args ?? []).flatMap(([name, value]) => ['--arg', name, value]),
    ...(input.jsonArgs ?? []).flatMap(([name, json]) => ['--argjson', name, json]),
  ];
  let text: string;
  let messages: string;
  let jq: JqModule | undefined;
  try {
    jq = await jqInstance();
    text = await jq.raw(input.document, input.filter, flags);
    // jq goes on after an error on one value of a stream, and says where: as the jq program reading stdin says it.
    messages = jq.stderr().replace(/^(jq: error \(at )\/dev\/stdin:/gm, '$1<stdin>:');
  } catch (error) {
    const message = jqMessage(error);
    const written = outputLines(jq?.stdout() ?? '');
    // A failed run can leave the WebAssembly instance's state behind (an aborted assertion, an error mid-output): the
    // next run makes a new one.
    instance = undefined;
    // jq reads the document itself: its parse errors are the document's, said as runJsonPath says them.
    const bad = /^jq: parse error: (.*)$/s.exec(message);
    const [said, field] = bad
      ? [JSON_QUERY_MESSAGES.badDocument + bad[1], 'document' as const]
      : [message, 'filter' as const];
    if (written.length > 0) {
      checkOutput(written.join('\n').length);
      throw new JqAfterOutputsError(said, field, written);
    }
    return fail(said, field);
  }
  checkOutput(text.length);
  const texts = outputLines(text);
  return {
    language: 'jq',
    values: texts.map((line) => JSON.parse(line)),
    texts,
    ...(messages === '' ? {} : { messages }),
  };
}

function runJsonQuery(input: JsonQueryInput): Promise<JsonQueryResult> {
  return input.language === 'jq' ? runJq(input) : runJsonPath(input);
}

/**
 * Text output: one value a line (compact JSON, as `jq -c`; jq's own text where it gave it), JSONPath's normalized path
 * before each. `raw`: a string as its text, as `jq -r`.
 */
export function runJsonQueryText(result: JsonQueryResult, raw = false): string {
  return result.values
    .map((value, i) => {
      const json =
        raw && typeof value === 'string'
          ? value
          : (result.texts?.[i] ?? jqEscapedJson(JSON.stringify(value)));
      return result.paths ? `${result.paths[i]}\t${json}` : json;
    })
    .map((line) => `${line}\n`)
    .join('');
}

type PathStep = string | number;

/** RFC 9535 2.7: a name in single quotes, with \\ \\' and control characters escaped; an index as a number. */
function normalizedPath(steps: readonly PathStep[]): string {
  const name = (text: string) =>
    // biome-ignore lint/suspicious/noControlCharactersInRegex: RFC 9535 escapes exactly these.
    text.replace(/[\\'\u0000-\u001f]/g, (c) => {
      const short: Record<string, string> = {
        '\\': '\\\\',
        "'": "\\'",
        '\b': '\\b',
        '\f': '\\f',
        '\n': '\\n',
        '\r': '\\r',
        '\t': '\\t',
      };
      return short[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
  return `$${steps.map((step) => (typeof step === 'number' ? `[${step}]` : `['${name(step)}']`)).join('')}`;
}

/**
 * jq's path(f) of each output, as normalized paths (a negative index counted from its array's end), or undefined
 * where jq names no node: f is not a path expression, or a path holds a slice.
 */
async function jqPaths(doc: unknown, input: Omit<JsonQueryInput, 'language'>): Promise<string[] | undefined> {
  let text: string;
  try {
    // On lines of their own, so a trailing # comment cannot swallow the closing parenthesis.
    text = await (await jqInstance()).raw(input.document, `path(\n${input.filter}\n)`, ['-c']);
  } catch {
    return undefined;
  }
  const paths: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const steps: unknown[] = JSON.parse(line);
    let node = doc;
    const resolved: PathStep[] = [];
    for (const step of steps) {
      if (typeof step === 'number' && Array.isArray(node)) {
        const index = step < 0 ? node.length + step : step;
        resolved.push(index);
        node = node[index];
      } else if (typeof step === 'string') {
        resolved.push(step);
        node =
          node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
      } else return undefined;
    }
    paths.push(normalizedPath(resolved));
  }
  return paths;
}

/** One line of the pretty-printed document; `marked` when it is part of a matched node. */
export interface JsonQueryViewLine {
  text: string;
  marked: boolean;
}

/** A query's results with the document, pretty-printed, its matched nodes marked. */
export interface JsonQueryLiveResult {
  result: JsonQueryResult;
  lines: JsonQueryViewLine[];
  /** Why nothing is marked, or that the view stops short of the end of the document (its first lines only). */
  notes: string[];
}

function viewLines(
  doc: unknown,
  matched: ReadonlySet<string>,
): { lines: JsonQueryViewLine[]; truncated: boolean } {
  const lines: JsonQueryViewLine[] = [];
  const max = JSON_QUERY_LIMITS.viewLines;
  const add = (text: string, marked: boolean) => {
    if (lines.length < max) lines.push({ text, marked });
  };
  const walk = (
    value: unknown,
    steps: PathStep[],
    prefix: string,
    suffix: string,
    depth: number,
    inMatch: boolean,
  ) => {
    if (lines.length >= max) return;
    const marked = inMatch || matched.has(normalizedPath(steps));
    const pad = '  '.repeat(depth);
    const entries: [PathStep, string, unknown][] = Array.isArray(value)
      ? value.map((item, i) => [i, '', item])
      : value !== null && typeof value === 'object'
        ? Object.entries(value).map(([key, item]) => [key, `${JSON.stringify(key)}: `, item])
        : [];
    if (entries.length === 0) {
      add(`${pad}${prefix}${JSON.stringify(value)}${suffix}`, marked);
      return;
    }
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    add(`${pad}${prefix}${open}`, marked);
    entries.forEach(([step, key, item], i) => {
      walk(item, [...steps, step], key, i < entries.length - 1 ? ',' : '', depth + 1, marked);
    });
    add(`${pad}${close}${suffix}`, marked);
  };
  walk(doc, [], '', '', 0, false);
  return { lines, truncated: lines.length >= max };
}

/** The page's live run: the query's results, and the document with the nodes they came from marked. */
export async function runJsonQueryLive(input: JsonQueryInput): Promise<JsonQueryLiveResult> {
  const result = await runJsonQuery(input);
  // jq reads a stream of values; the view shows the input as one JSON value.
  const doc = parseDocument(input.document);
  const notes: string[] = [];
  let paths = result.paths;
  if (input.language === 'jq') {
    paths = await jqPaths(doc, input);
    if (!paths) notes.push(JSON_QUERY_MESSAGES.notPathExpression);
  }
  const { lines, truncated } = viewLines(doc, new Set(paths));
  if (truncated) notes.push(JSON_QUERY_MESSAGES.viewTruncated);
  return { result, lines, notes };
}
