import { paths as jsonPathPaths, query as jsonPathQuery } from 'jsonpath-rfc9535';
import { ToolInputError } from '../../errors';

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
}

export const JSON_QUERY_LIMITS = {
  /** The 10 MB document the issue asks jq to stay linear on fits, with room. */
  documentBytes: 16 * 1024 * 1024,
  filterChars: 10_000,
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
  timedOut:
    'The filter ran longer than its time limit and was stopped (a filter that never ends, such as repeat(.)?).',
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

function checkInput(input: JsonQueryInput): void {
  if (input.filter.trim() === '') fail(JSON_QUERY_MESSAGES.emptyFilter, 'filter');
  if (input.filter.length > JSON_QUERY_LIMITS.filterChars) fail(JSON_QUERY_MESSAGES.filterTooLong, 'filter');
  if (input.document.trim() === '') fail(JSON_QUERY_MESSAGES.emptyDocument, 'document');
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

/** An RFC 9535 query: the matched values and their normalized paths. */
export function runJsonPath(input: Omit<JsonQueryInput, 'language'>): JsonQueryResult {
  checkInput({ ...input, language: 'jsonpath' });
  const document = parseDocument(input.document) as Parameters<typeof jsonPathQuery>[0];
  let values: unknown[];
  let paths: string[];
  try {
    values = jsonPathQuery(document, input.filter);
    paths = jsonPathPaths(document, input.filter);
  } catch (error) {
    return fail(JSON_QUERY_MESSAGES.badJsonPath + (error as Error).message, 'filter');
  }
  checkOutput(JSON.stringify(values).length);
  return { language: 'jsonpath', values, paths };
}

interface JqModule {
  raw(json: string, filter: string, flags: string[]): Promise<string>;
}

let instance: Promise<JqModule> | undefined;

/** One jq instance, made on the first run: compiling the 1.3 MB module takes ~150 ms. */
function jqInstance(): Promise<JqModule> {
  instance ??= import('jq-wasm/dist/build/jq.js').then((module) =>
    (module.default as () => Promise<JqModule>)(),
  );
  return instance;
}

/** jq's own message, less the wrapper's prefix: "jq: error: syntax error, …" as the jq program prints it. */
function jqMessage(error: unknown): string {
  const text = (error as Error).message ?? String(error);
  return text.replace(/^Failed to execute raw query: /, '').trim();
}

/**
 * A jq filter run by jq itself (jq 1.7 compiled to WebAssembly, jq-wasm): each output, parsed. It runs to its end in
 * the calling thread: the page's worker and the CLI's thread end it after JSON_QUERY_LIMITS.seconds.
 */
export async function runJq(input: Omit<JsonQueryInput, 'language'>): Promise<JsonQueryResult> {
  checkInput({ ...input, language: 'jq' });
  // The document is checked here, so jq's message is only ever about the filter.
  parseDocument(input.document);
  let text: string;
  try {
    text = await (await jqInstance()).raw(input.document, input.filter, ['-c']);
  } catch (error) {
    const message = jqMessage(error);
    // An assertion inside jq aborts the WebAssembly instance (one jq.test case reaches one): the next run makes a new one.
    if (!message.startsWith('jq:')) instance = undefined;
    return fail(message, 'filter');
  }
  checkOutput(text.length);
  const values =
    text === ''
      ? []
      : text
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line));
  return { language: 'jq', values };
}

export function runJsonQuery(input: JsonQueryInput): Promise<JsonQueryResult> {
  return input.language === 'jq' ? runJq(input) : Promise.resolve(runJsonPath(input));
}

/** Text output: one value a line (compact JSON, as `jq -c`), JSONPath's normalized path before each. */
export function runJsonQueryText(result: JsonQueryResult): string {
  return result.values
    .map((value, i) => {
      const json = JSON.stringify(value);
      return result.paths ? `${result.paths[i]}\t${json}` : json;
    })
    .map((line) => `${line}\n`)
    .join('');
}
