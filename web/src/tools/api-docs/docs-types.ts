// The messages between the page and the docs worker; types only, so neither side imports the other.
import type { Issue } from '@toolbox/core/tools/api-docs';

export interface DocsRequest {
  text: string;
}

export type DocsResult =
  | { ok: true; html: string; operations: number; warnings: number }
  | { ok: false; errors: (Issue & { where: string })[] };

/** The worker answers with the result, then (for a valid document) with its Markdown. */
export type WorkerMessage = { result: DocsResult } | { markdown: string };
