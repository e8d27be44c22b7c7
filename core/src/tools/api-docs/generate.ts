import { upgradeFromTwoToThree } from '@scalar/openapi-upgrader/2.0-to-3.0';
import type { SourceFolder } from '../../ports';
import { bundleFromFolder } from './external-refs';
import { type HtmlOptions, htmlParts } from './html';
import { type ApiDocsFormat, checkDocument, clean, isSwagger2, type LoadResult } from './load';
import { renderMarkdown } from './markdown';
import { locatePointers, parseSpecText } from './parse';
import { hasExternalRefs } from './pointer';
import type { Issue, ParseResult } from './read-spec';

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

function loadParsed(text: string, parsed: ParseResult): LoadResult {
  if (!parsed.ok) return { ok: false, errors: parsed.errors, warnings: [] };
  const swagger2 = isSwagger2(parsed.doc);
  // Scalar's upgrader (maintained, 23 KB) turns Swagger 2.0 into OpenAPI 3.0; it edits the parsed object in place.
  const doc: unknown = swagger2 ? upgradeFromTwoToThree(parsed.doc as Record<string, unknown>) : parsed.doc;
  const checked = checkDocument(doc);
  if (swagger2) checked.warnings.unshift(CONVERTED);
  if (!checked.ok) {
    // A converted document's pointers name places in the 3.0 version, which the source text does not have.
    const located = swagger2
      ? checked.errors.map((e) => ({
          ...e,
          message: `${e.message} (in the document converted to OpenAPI 3.0)`,
        }))
      : locatePointers(text, checked.errors);
    return { ok: false, errors: located, warnings: checked.warnings };
  }
  if (swagger2)
    checked.model.convertedFrom = `Swagger ${String((parsed.doc as Record<string, unknown>).swagger ?? '2.0')}`;
  return checked;
}

const CONVERTED: Issue = {
  severity: 'warning',
  message: 'Swagger 2.0 was converted to OpenAPI 3.0 to document it',
  pointer: '/swagger',
};

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
