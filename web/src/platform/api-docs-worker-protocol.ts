// The messages between the page and the docs worker; types only, so neither side imports the other.
import type { LocatedIssue } from '@toolbox/core/tools/api-docs';

export interface DocsRequest {
  text: string;
}

export type DocsResult =
  | {
      ok: true;
      /** The preview: the page with its try-it console, its later operations sent after it in batches. */
      html: string;
      /** The document's own title and version (what a share link is named by). */
      title: string;
      version: string;
      operations: number;
      convertedFrom?: string;
      warnings: { where: string; message: string }[];
    }
  | { ok: false; errors: LocatedIssue[] };

/**
 * The worker answers with the result, then (for a valid document) the preview's batches, its Markdown, the HTML
 * export and the HTML export with the try-it console.
 */
export type WorkerMessage =
  | { result: DocsResult }
  | { batch: string }
  | { markdown: string }
  | { exportHtml: string }
  | { exportTryIt: string };
