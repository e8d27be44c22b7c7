import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { locateOffset } from '../../json/json-text';
import { withoutByteOrderMark } from '../../text/byte-order-mark';
import { type Issue, type ParseResult, readSpecText } from './read-spec';

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
 * JSON (fast path) or YAML; every syntax error with its line and column, never only the first. What
 * `readSpecText` reads (almost every description) is its answer; the `yaml` package reads the rest: a syntax error,
 * which it locates, and any document with anchors, whose alias expansion it caps.
 */
export function parseSpecText(input: string): ParseResult {
  const read = readSpecText(input);
  if (read) return read;
  const text = withoutByteOrderMark(input);
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJson(text);
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
    // The parser's own recursion overflowed (some 800 levels): one error, not that and hundreds it caused.
    const overflow = parsed.errors.find((error) =>
      error.message.includes('Maximum call stack size exceeded'),
    );
    if (overflow) {
      const { line, col } = lineCounter.linePos(overflow.pos[0]);
      return {
        ok: false,
        errors: [
          { severity: 'error', message: 'Invalid YAML: nested too deeply to process', line, column: col },
        ],
      };
    }
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
