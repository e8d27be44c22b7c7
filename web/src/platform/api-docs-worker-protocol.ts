// The messages between the page and the docs worker; types only, so neither side imports the other.
import type { Issue } from '@toolbox/core/tools/api-docs';

export interface DocsRequest {
  text: string;
}

export type DocsResult =
  | {
      ok: true;
      /** The preview: the export with its try-it console. */
      html: string;
      operations: number;
      convertedFrom?: string;
      warnings: { where: string; message: string }[];
    }
  | { ok: false; errors: (Issue & { where: string })[] };

/** The worker answers with the result, then (for a valid document) its Markdown, then the HTML export. */
export type WorkerMessage = { result: DocsResult } | { markdown: string } | { exportHtml: string };
