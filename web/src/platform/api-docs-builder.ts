import { API_DOCS_SCRIPT } from '@toolbox/api-docs-script';
import { runApiDocs } from '@toolbox/core/tools/api-docs';
import type { DocsResult } from './api-docs-worker-protocol';

/**
 * The preview first (its first operations whole, the rest in batches after it: GitHub's description shows in
 * a fraction of the time its whole page takes to build), then the Markdown (about a second more), then the two
 * HTML exports, whole. The worker's job, and run inline where workers are missing (as in unit tests). Its own
 * module so the page never loads the parser and renderers itself.
 */
export async function buildDocs(text: string): Promise<{
  result: DocsResult;
  /** The preview's later operations, each batch a JSON text for its script. */
  batches?: Iterable<string>;
  markdown?: () => string;
  exportHtml?: () => string;
  exportTryIt?: () => string;
}> {
  const loaded = await runApiDocs({ text, script: API_DOCS_SCRIPT });
  if (!loaded.ok) return { result: { ok: false, errors: loaded.errors } };
  const preview = loaded.preview();
  const whole = (parts: Iterable<string>) => [...parts].join('');
  return {
    result: {
      ok: true,
      html: preview.html,
      title: loaded.title,
      version: loaded.version,
      operations: loaded.operations,
      ...(loaded.convertedFrom ? { convertedFrom: loaded.convertedFrom } : {}),
      warnings: loaded.warnings,
    },
    batches: preview.rest,
    markdown: () => whole(loaded.docs('md')),
    exportHtml: () => whole(loaded.docs('html')),
    exportTryIt: () => whole(loaded.docs('html', { tryIt: true })),
  };
}
