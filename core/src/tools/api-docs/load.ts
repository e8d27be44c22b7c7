import { type ApiModel, buildModel } from './model';
import { isRecord } from './pointer';
import type { Issue } from './read-spec';
import { validateDocument } from './validate';

export type ApiDocsFormat = 'html' | 'md';
export const API_DOCS_FORMATS = ['html', 'md'] as const;

export type LoadResult =
  | { ok: true; doc: Record<string, unknown>; model: ApiModel; warnings: Issue[] }
  | { ok: false; errors: Issue[]; warnings: Issue[] };

/** Errors shown at most (the rest counted), and the length of one message: never pages of the input. */
export const MAX_ERRORS = 20;
const MAX_MESSAGE = 200;

/** One short printable line: control characters out, long excerpts of the input cut. */
function cleanMessage(message: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  const line = message.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\uFFFD]+/g, ' ').trim();
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 1)}…` : line;
}

/** At most `max` lines: each issue as `location: message`, the last line saying how many more when they do not fit. */
export function issueLines(issues: Issue[], max = MAX_ERRORS): string[] {
  const shown = issues.length > max ? max - 1 : issues.length;
  const lines = issues.slice(0, shown).map((i) => `${issueLocation(i)}: ${i.message}`);
  if (issues.length > shown) lines.push(`… and ${issues.length - shown} more`);
  return lines;
}

/**
 * `#/paths/~1a/get (line 3, column 5)`, or either part alone, for messages; prefixed with the file
 * (`paths/a.yaml#/get (line 3, column 5)`) when the issue is in a file the description refers to.
 */
export function issueLocation(issue: Issue): string {
  const line = issue.line === undefined ? undefined : `line ${issue.line}, column ${issue.column ?? 1}`;
  const file = issue.file ?? '';
  if (issue.pointer === undefined) return file && line ? `${file} (${line})` : (line ?? `${file}#`);
  const pointer = issue.pointer === '' ? `${file}#` : `${file}#${issue.pointer}`;
  return line === undefined ? pointer : `${pointer} (${line})`;
}

/** Every message made one short printable line. */
export function clean(loaded: LoadResult): LoadResult {
  const tidy = (list: Issue[]) => list.map((i) => ({ ...i, message: cleanMessage(i.message) }));
  return loaded.ok
    ? { ...loaded, warnings: tidy(loaded.warnings) }
    : { ok: false, errors: tidy(loaded.errors), warnings: tidy(loaded.warnings) };
}

/** Whether a parsed description is Swagger 2.0, which is converted to OpenAPI 3.0 to be documented. */
export const isSwagger2 = (doc: unknown): doc is Record<string, unknown> =>
  isRecord(doc) && String(doc.swagger) === '2.0';

/**
 * An OpenAPI 3 description (Swagger 2.0 already converted) validated and modelled. Its errors have JSON pointers
 * only: parse.ts's `locatePointers` finds their lines in the text.
 */
export function checkDocument(doc: unknown): LoadResult {
  const issues = validateDocument(doc);
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  if (errors.length > 0 || !isRecord(doc)) return { ok: false, errors, warnings };
  return { ok: true, doc, model: buildModel(doc), warnings };
}
