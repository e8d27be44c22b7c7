import { API_DOCS_SCRIPT } from '@toolbox/api-docs-script';
import { issueLocation, loadSpec, previewHtml, renderDocs } from '@toolbox/core/tools/api-docs';
import type { DocsResult } from './api-docs-worker-protocol';

/**
 * The preview first (its first operations whole, the rest in batches after it: GitHub's description shows in
 * a fraction of the time its whole page takes to build), then the Markdown (about a second more), then the two
 * HTML exports, whole. The worker's job, and run inline where workers are missing (as in unit tests). Its own
 * module so the page never loads the parser and renderers itself.
 */
export function buildDocs(text: string): {
  result: DocsResult;
  /** The preview's later operations, each batch a JSON text for its script (see core's `previewHtml`). */
  batches?: Iterable<string>;
  markdown?: () => string;
  exportHtml?: () => string;
  exportTryIt?: () => string;
} {
  const loaded = loadSpec(text);
  if (!loaded.ok)
    return { result: { ok: false, errors: loaded.errors.map((e) => ({ ...e, where: issueLocation(e) })) } };
  const preview = previewHtml(loaded.doc, loaded.model, { script: API_DOCS_SCRIPT });
  return {
    result: {
      ok: true,
      html: preview.html,
      operations: loaded.model.operationCount,
      ...(loaded.model.convertedFrom ? { convertedFrom: loaded.model.convertedFrom } : {}),
      warnings: loaded.warnings.map((w) => ({ where: issueLocation(w), message: w.message })),
    },
    batches: preview.rest,
    markdown: () => renderDocs(loaded, 'md'),
    exportHtml: () => renderDocs(loaded, 'html', { script: API_DOCS_SCRIPT }),
    exportTryIt: () => renderDocs(loaded, 'html', { script: API_DOCS_SCRIPT, tryIt: true }),
  };
}
