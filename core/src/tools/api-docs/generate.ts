import { renderHtml } from './html';
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
  const issues = validateDocument(parsed.doc);
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  if (errors.length > 0 || !isRecord(parsed.doc))
    return { ok: false, errors: locatePointers(text, errors), warnings };
  return { ok: true, doc: parsed.doc, model: buildModel(parsed.doc), warnings };
}

/** `#/paths/~1a/get (line 3, column 5)`, or either part alone, for messages. */
export function issueLocation(issue: Issue): string {
  const line = issue.line === undefined ? undefined : `line ${issue.line}, column ${issue.column ?? 1}`;
  if (issue.pointer === undefined) return line ?? '#';
  const pointer = issue.pointer === '' ? '#' : `#${issue.pointer}`;
  return line === undefined ? pointer : `${pointer} (${line})`;
}

export function renderDocs(loaded: Extract<LoadResult, { ok: true }>, format: ApiDocsFormat): string {
  return format === 'md' ? renderMarkdown(loaded.doc, loaded.model) : renderHtml(loaded.doc, loaded.model);
}
