import type { SourceFolder } from '../../ports';
import {
  type ApiDocsFormat,
  issueLines,
  issueLocation,
  type LoadResult,
  loadSpec,
  loadSpecFrom,
  MAX_ERRORS,
  renderDocParts,
} from './generate';
import { previewHtml } from './html';
import type { ApiModel } from './model';
import type { Issue } from './parse';

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
  /** The export's browser script (`API_DOCS_SCRIPT` of `@toolbox/api-docs-script`), inlined in the HTML pages. */
  script: string;
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
  /** The docs, in parts to be written as they come (a large HTML export is never one string). */
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
  const page = { script: input.script };
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
    docs: (format, options = {}) =>
      format === 'md'
        ? renderDocParts(loaded, 'md')
        : renderDocParts(loaded, 'html', { ...page, ...options }),
    preview: (batches = {}) => previewHtml(loaded.doc, model, { ...batches, ...page }),
  };
}

/** The description loaded (its `$ref`d files read through its source's folder when it has one). */
export function loadDocument(description: ApiDocument): Promise<LoadResult> | LoadResult {
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
