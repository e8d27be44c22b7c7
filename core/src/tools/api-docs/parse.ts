import { CORE_SCHEMA, load } from 'js-yaml';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { locateOffset } from '../../json/json-text';
import { withoutByteOrderMark } from '../../text/byte-order-mark';

/**
 * One problem found in a document: `pointer` (JSON pointer) for structure, `line`/`column` (1-based) for syntax,
 * `file` when it is in a file the description refers to (relative to the root document's folder).
 */
export interface Issue {
  severity: 'error' | 'warning';
  message: string;
  file?: string;
  pointer?: string;
  line?: number;
  column?: number;
}

export type ParseResult = { ok: true; doc: unknown } | { ok: false; errors: Issue[] };

function parseJson(text: string): ParseResult {
  try {
    return { ok: true, doc: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    if (position) {
      const where = locateOffset(text, Number(position[1]));
      return { ok: false, errors: [{ severity: 'error', message: `Invalid JSON: ${message}`, ...where }] };
    }
    // Node 20's message often has no position: the YAML parser (a JSON superset) locates the same mistake.
    const located = parseYamlLocated(text);
    if (!located.ok)
      return {
        ok: false,
        errors: located.errors.map((e) => ({
          ...e,
          message: e.message.replace('Invalid YAML', 'Invalid JSON'),
        })),
      };
    return {
      ok: false,
      errors: [{ severity: 'error', message: `Invalid JSON: ${message}`, ...lineOf(message, text) }],
    };
  }
}

function lineOf(message: string, text: string) {
  const match = /line (\d+) column (\d+)/.exec(message);
  if (match) return { line: Number(match[1]), column: Number(match[2]) };
  return locateOffset(text, text.length);
}

/**
 * JSON (fast path) or YAML; every syntax error with its line and column, never only the first. A leading byte order
 * mark is read past, as Redocly reads it (JSON.parse refused it, and its message, without a position, was placed on
 * the last line).
 */
export function parseSpecText(input: string): ParseResult {
  const text = withoutByteOrderMark(input);
  // A NUL, or many undecodable bytes, in the first 64 KB: an image, archive or executable, not a description.
  const head = text.slice(0, 65536);
  let replaced = 0;
  for (let at = head.indexOf('\uFFFD'); at !== -1 && replaced <= 8; at = head.indexOf('\uFFFD', at + 1))
    replaced++;
  if (head.includes('\u0000') || replaced > 8)
    return {
      ok: false,
      errors: [
        {
          severity: 'error',
          message: 'This is not an OpenAPI document: the input is binary, not JSON or YAML text',
          line: 1,
          column: 1,
        },
      ],
    };
  const trimmed = text.trimStart();
  if (trimmed === '')
    return {
      ok: false,
      errors: [{ severity: 'error', message: 'The document is empty', line: 1, column: 1 }],
    };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJson(text);
  return parseYaml(text);
}

/** An anchor (`&name`) anywhere: aliases are left to the parser that caps their expansion. */
const ANCHOR = /(?:^|[\s[{,:-])&[^\s,[\]{}]/m;

/**
 * YAML read by js-yaml (YAML 1.2's core schema: the same values as the `yaml` package, 15x faster on OpenAI's 3 MB
 * description). Anything js-yaml refuses, and any document with anchors, goes to the `yaml` package, which reports
 * every error with its line and column and caps alias expansion.
 */
function parseYaml(text: string): ParseResult {
  if (!ANCHOR.test(text)) {
    try {
      return { ok: true, doc: load(text, { schema: CORE_SCHEMA }) };
    } catch {
      // Reported, with every error located, below.
    }
  }
  return parseYamlLocated(text);
}

function parseYamlLocated(text: string): ParseResult {
  const lineCounter = new LineCounter();
  const parsed = parseDocument(text, {
    lineCounter,
    uniqueKeys: true,
    prettyErrors: false,
  });
  if (parsed.errors.length > 0) {
    return {
      ok: false,
      errors: parsed.errors.map((error) => {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        return {
          severity: 'error',
          message: `Invalid YAML: ${error.message.split('\n')[0]}`,
          line,
          column: col,
        };
      }),
    };
  }
  const root = parsed.contents;
  if (root !== null && !isMap(root) && !isSeq(root) && typeof root !== 'object') {
    return { ok: true, doc: parsed.toJS() };
  }
  try {
    return { ok: true, doc: parsed.toJS({ maxAliasCount: 1000 }) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      errors: [{ severity: 'error', message: `Invalid YAML: ${message}`, line: 1, column: 1 }],
    };
  }
}

/**
 * Gives each issue that has only a JSON pointer the line and column where the pointer leads in the source: the
 * key (or list item) it names, or the deepest part of it that exists (a missing `responses` points at its
 * operation). JSON is read as the YAML it also is, so both get source positions.
 */
export function locatePointers(text: string, issues: Issue[]): Issue[] {
  if (!issues.some((issue) => issue.pointer !== undefined && issue.line === undefined)) return issues;
  const lineCounter = new LineCounter();
  const parsed = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  return issues.map((issue) => {
    if (issue.pointer === undefined || issue.line !== undefined) return issue;
    let node: unknown = parsed.contents;
    let offset = (node as Node | null)?.range?.[0] ?? 0;
    for (const raw of issue.pointer.split('/').slice(1)) {
      const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === token);
        if (!pair) break;
        offset = (pair.key as Node).range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node) && /^\d+$/.test(token)) {
        const item = node.items[Number(token)] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else break;
    }
    return { ...issue, ...at(offset) };
  });
}
