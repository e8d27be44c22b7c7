import { upgradeFromTwoToThree } from '@scalar/openapi-upgrader/2.0-to-3.0';
import { htmlParts } from './html';
import { renderMarkdown } from './markdown';
import { type ApiModel, buildModel } from './model';
import { type Issue, locatePointers, parseSpecText } from './parse';
import { isRecord } from './pointer';
import { validateDocument } from './validate';

export type ApiDocsFormat = 'html' | 'md';
export const API_DOCS_FORMATS = ['html', 'md'] as const;

export type LoadResult =
  | { ok: true; doc: Record<string, unknown>; model: ApiModel; warnings: Issue[] }
  | { ok: false; errors: Issue[]; warnings: Issue[] };

/** Parse, validate and model a document; every error at once, never throws on bad input. */
export function loadSpec(text: string): LoadResult {
  const parsed = parseSpecText(text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, warnings: [] };
  const swagger2 = isRecord(parsed.doc) && String(parsed.doc.swagger) === '2.0';
  // Scalar's upgrader (maintained, 23 KB) turns Swagger 2.0 into OpenAPI 3.0; it edits the parsed object in place.
  const doc: unknown = swagger2 ? upgradeFromTwoToThree(parsed.doc as Record<string, unknown>) : parsed.doc;
  const issues = validateDocument(doc);
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  if (swagger2) warnings.unshift(CONVERTED);
  if (errors.length > 0 || !isRecord(doc)) {
    // A converted document's pointers name places in the 3.0 version, which the source text does not have.
    const located = swagger2
      ? errors.map((e) => ({ ...e, message: `${e.message} (in the document converted to OpenAPI 3.0)` }))
      : locatePointers(text, errors);
    return { ok: false, errors: located, warnings };
  }
  return { ok: true, doc, model: buildModel(doc), warnings };
}

const CONVERTED: Issue = {
  severity: 'warning',
  message: 'Swagger 2.0 was converted to OpenAPI 3.0 to document it',
  pointer: '/swagger',
};

/** `#/paths/~1a/get (line 3, column 5)`, or either part alone, for messages. */
export function issueLocation(issue: Issue): string {
  const line = issue.line === undefined ? undefined : `line ${issue.line}, column ${issue.column ?? 1}`;
  if (issue.pointer === undefined) return line ?? '#';
  const pointer = issue.pointer === '' ? '#' : `#${issue.pointer}`;
  return line === undefined ? pointer : `${pointer} (${line})`;
}

export function renderDocs(loaded: Extract<LoadResult, { ok: true }>, format: ApiDocsFormat): string {
  return [...renderDocParts(loaded, format)].join('');
}

/** The same output in parts, to be written as they come: the whole of a large HTML export is never one string. */
export function renderDocParts(
  loaded: Extract<LoadResult, { ok: true }>,
  format: ApiDocsFormat,
): Iterable<string> {
  return format === 'md' ? [renderMarkdown(loaded.doc, loaded.model)] : htmlParts(loaded.doc, loaded.model);
}
