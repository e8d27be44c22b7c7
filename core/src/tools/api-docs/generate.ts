import { upgradeFromTwoToThree } from '@scalar/openapi-upgrader/2.0-to-3.0';
import type { SourceFolder } from '../../ports';
import { bundleFromFolder, hasExternalRefs } from './external-refs';
import { type HtmlOptions, htmlParts } from './html';
import { renderMarkdown } from './markdown';
import { type ApiModel, buildModel } from './model';
import { type Issue, locatePointers, type ParseResult, parseSpecText } from './parse';
import { isRecord } from './pointer';
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

/** Parse, validate and model a document; every error at once, never throws on bad input. */
export function loadSpec(text: string): LoadResult {
  return clean(loadParsed(text, parseSpecText(text)));
}

/**
 * `loadSpec` for a document read from a file: `$ref`s to other files in its folder (`name` is the document's own
 * file name there) are followed first, as Redocly's bundle follows them. Without external refs, the same as
 * `loadSpec`.
 */
export async function loadSpecFrom(text: string, source: { name: string; folder: SourceFolder }) {
  const parsed = parseSpecText(text);
  if (!parsed.ok || !hasExternalRefs(parsed.doc)) return clean(loadParsed(text, parsed));
  const bundled = await bundleFromFolder(source.name, text, parsed.doc, source.folder);
  if (bundled.issues.length > 0) return clean({ ok: false, errors: bundled.issues, warnings: [] });
  return clean(loadParsed(text, { ok: true, doc: bundled.doc }));
}

function clean(loaded: LoadResult): LoadResult {
  const tidy = (list: Issue[]) => list.map((i) => ({ ...i, message: cleanMessage(i.message) }));
  return loaded.ok
    ? { ...loaded, warnings: tidy(loaded.warnings) }
    : { ok: false, errors: tidy(loaded.errors), warnings: tidy(loaded.warnings) };
}

function loadParsed(text: string, parsed: ParseResult): LoadResult {
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
  const model = buildModel(doc);
  if (swagger2)
    model.convertedFrom = `Swagger ${String((parsed.doc as Record<string, unknown>).swagger ?? '2.0')}`;
  return { ok: true, doc, model, warnings };
}

const CONVERTED: Issue = {
  severity: 'warning',
  message: 'Swagger 2.0 was converted to OpenAPI 3.0 to document it',
  pointer: '/swagger',
};

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

type Loaded = Extract<LoadResult, { ok: true }>;

/** Markdown, or the HTML page, which needs its script (`HtmlOptions.script`). */
export function renderDocs(loaded: Loaded, format: 'md'): string;
export function renderDocs(loaded: Loaded, format: ApiDocsFormat, options: HtmlOptions): string;
export function renderDocs(loaded: Loaded, format: ApiDocsFormat, options?: HtmlOptions): string {
  return [...docParts(loaded, format, options)].join('');
}

/** The same output in parts, to be written as they come: the whole of a large HTML export is never one string. */
export function renderDocParts(loaded: Loaded, format: 'md'): Iterable<string>;
export function renderDocParts(loaded: Loaded, format: ApiDocsFormat, options: HtmlOptions): Iterable<string>;
export function renderDocParts(
  loaded: Loaded,
  format: ApiDocsFormat,
  options?: HtmlOptions,
): Iterable<string> {
  return docParts(loaded, format, options);
}

function docParts(loaded: Loaded, format: ApiDocsFormat, options: HtmlOptions | undefined): Iterable<string> {
  if (format === 'md') return [renderMarkdown(loaded.doc, loaded.model)];
  if (!options) throw new TypeError('the HTML page needs its script (HtmlOptions.script)');
  return htmlParts(loaded.doc, loaded.model, options);
}
