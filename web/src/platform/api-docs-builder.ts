import { issueLocation, loadSpec, renderDocs } from '@toolbox/core/tools/api-docs';
import type { DocsResult } from './api-docs-worker-protocol';

/**
 * The preview's HTML first, then the Markdown (GitHub's description: about a second more), so the docs show
 * before the Markdown export is ready. The worker's job, and run inline where workers are missing (as in unit
 * tests). Its own module so the page never loads the parser and renderers itself.
 */
export function buildDocs(text: string): {
  result: DocsResult;
  markdown?: () => string;
  exportHtml?: () => string;
} {
  const loaded = loadSpec(text);
  if (!loaded.ok)
    return { result: { ok: false, errors: loaded.errors.map((e) => ({ ...e, where: issueLocation(e) })) } };
  return {
    result: {
      ok: true,
      html: renderDocs(loaded, 'html', { tryIt: true }),
      operations: loaded.model.operationCount,
      ...(loaded.model.convertedFrom ? { convertedFrom: loaded.model.convertedFrom } : {}),
      warnings: loaded.warnings.map((w) => ({ where: issueLocation(w), message: w.message })),
    },
    markdown: () => renderDocs(loaded, 'md'),
    exportHtml: () => renderDocs(loaded, 'html'),
  };
}
