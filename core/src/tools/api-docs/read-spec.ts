import { CORE_SCHEMA, load } from 'js-yaml';
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

/** An anchor (`&name`) anywhere: aliases are left to the parser that caps their expansion. */
const ANCHOR = /(?:^|[\s[{,:-])&[^\s,[\]{}]/m;

/**
 * A description's text read by what every start of `toolbox api-docs` can afford: JSON.parse, or js-yaml (YAML 1.2's
 * core schema: the same values as the `yaml` package, 15x faster on OpenAI's 3 MB description). Undefined when only
 * the `yaml` package can answer (parse.ts's `parseSpecText`): a syntax error, whose every instance it locates, or an
 * anchor, whose aliases it caps. A leading byte order mark is read past, as Redocly reads it.
 */
export function readSpecText(input: string): ParseResult | undefined {
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
  try {
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) return { ok: true, doc: JSON.parse(text) };
    if (!ANCHOR.test(text)) return { ok: true, doc: load(text, { schema: CORE_SCHEMA }) };
  } catch {
    // Reported, with every error located, by parseSpecText.
  }
  return undefined;
}
