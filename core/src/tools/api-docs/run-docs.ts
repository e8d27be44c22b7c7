import type { SourceFolder } from '../../ports';
import {
  type ApiDocsFormat,
  checkDocument,
  clean,
  isSwagger2,
  issueLines,
  issueLocation,
  type LoadResult,
  MAX_ERRORS,
} from './load';
import { renderMarkdown } from './markdown';
import type { ApiModel } from './model';
import { hasExternalRefs } from './pointer';
import { type Issue, readSpecText } from './read-spec';

/** One OpenAPI description: its text, and where it was read from when its `$ref`s may name other files. */
export interface ApiDocument {
  /** JSON or YAML: OpenAPI 3.1, 3.0 or Swagger 2.0. */
  text: string;
  /**
   * The document's file name in `folder`, the read port its `$ref`s to other files go through (never outside
   * it). Without it (stdin, the page) such refs stay unresolved warnings.
   */
  source?: { name: string; folder: SourceFolder };
}

export interface ApiDocsInput extends ApiDocument {
  /**
   * The export's browser script (`API_DOCS_SCRIPT` of `@toolbox/api-docs-script`), inlined in the HTML pages.
   * Without it there are no HTML pages (`docs('html')` and `preview` throw) and the HTML renderer is not loaded:
   * Markdown needs neither.
   */
  script?: string | undefined;
}

/** An issue with its place said for a reader: `#/paths/~1a/get (line 3, column 5)`. */
export type LocatedIssue = Issue & { where: string };

interface ApiDocsReady {
  ok: true;
  title: string;
  version: string;
  openapi: string;
  /** `Swagger 2.0` when the description was converted to OpenAPI 3.0 to document it. */
  convertedFrom?: string;
  operations: number;
  warnings: { where: string; message: string }[];
  /** The description as documented (Swagger 2.0 converted to OpenAPI 3.0), and what the docs are built from. */
  document: Record<string, unknown>;
  model: ApiModel;
  /** The docs, in parts to be written as they come (a large HTML export is never one string); HTML needs the script. */
  docs(format: ApiDocsFormat, options?: { tryIt?: boolean }): Iterable<string>;
  /**
   * The page's preview (with its try-it console): its first operations whole in `html`, the rest in batches
   * (each a JSON text for its script) after it.
   */
  preview(batches?: { first?: number; batch?: number }): { html: string; rest: Iterable<string> };
}

interface ApiDocsInvalid {
  ok: false;
  errors: LocatedIssue[];
  /** `Invalid OpenAPI document (3 errors):`, or the whole story for a text that is not OpenAPI at all. */
  headline: string;
  /** The errors under the headline, one a line (`location: message`, the first MAX_ERRORS); empty when none. */
  lines: string[];
}

export type ApiDocsResult = ApiDocsReady | ApiDocsInvalid;

const NOT_OPENAPI = 'This is not an OpenAPI document';

/** A description read and checked; every error at once, never throws on bad input. */
export async function runApiDocs(input: ApiDocsInput): Promise<ApiDocsResult> {
  const loaded = await loadDocument(input);
  if (!loaded.ok) return invalid(loaded.errors);
  const { model } = loaded;
  // The HTML renderer (marked, the page's CSP hash) loads only for a caller that can make pages.
  const html =
    input.script === undefined
      ? undefined
      : { render: await import('./html'), page: { script: input.script } };
  const pages = () => {
    if (!html) throw new TypeError('the HTML page needs its script (ApiDocsInput.script)');
    return html;
  };
  return {
    ok: true,
    title: model.title,
    version: model.version,
    openapi: model.openapi,
    ...(model.convertedFrom ? { convertedFrom: model.convertedFrom } : {}),
    operations: model.operationCount,
    warnings: loaded.warnings.map((w) => ({ where: issueLocation(w), message: w.message })),
    document: loaded.doc,
    model,
    docs: (format, options = {}) => {
      if (format === 'md') return [renderMarkdown(loaded.doc, model)];
      const { render, page } = pages();
      return render.htmlParts(loaded.doc, model, { ...page, ...options });
    },
    preview: (batches = {}) => {
      const { render, page } = pages();
      return render.previewHtml(loaded.doc, model, { ...batches, ...page });
    },
  };
}

/**
 * The description loaded (its `$ref`d files read through its source's folder when it has one). What almost every
 * description is, a valid OpenAPI 3 text in one file that JSON.parse or js-yaml reads, is loaded here; anything else
 * (a syntax error or an error to locate in the text, YAML anchors, Swagger 2.0, files to follow) by generate.ts's
 * loaders, which load the `yaml` package and Scalar's upgrader.
 */
export async function loadDocument(description: ApiDocument): Promise<LoadResult> {
  const read = readSpecText(description.text);
  if (read?.ok && !isSwagger2(read.doc) && !(description.source && hasExternalRefs(read.doc))) {
    const checked = checkDocument(read.doc);
    if (checked.ok) return clean(checked);
  }
  const { loadSpec, loadSpecFrom } = await import('./generate');
  return description.source ? loadSpecFrom(description.text, description.source) : loadSpec(description.text);
}

export const locate = (issues: Issue[]): LocatedIssue[] =>
  issues.map((i) => ({ ...i, where: issueLocation(i) }));

function invalid(errors: Issue[]): ApiDocsInvalid {
  const count = errors.length;
  const only = count === 1 ? errors[0] : undefined;
  if (only?.message.startsWith(NOT_OPENAPI))
    return { ok: false, errors: locate(errors), headline: only.message, lines: [] };
  return {
    ok: false,
    errors: locate(errors),
    headline: `Invalid OpenAPI document (${count} error${count === 1 ? '' : 's'}):`,
    // The headline and its lines: MAX_ERRORS lines in all, the most an error may print.
    lines: issueLines(errors, MAX_ERRORS - 1),
  };
}
