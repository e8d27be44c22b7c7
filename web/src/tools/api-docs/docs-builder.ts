import { issueLocation, loadSpec, renderDocs } from '@toolbox/core/tools/api-docs';
import type { DocsResult } from './build-docs';

/**
 * Both exports at once: the worker's job, and run inline where workers are missing (as in unit tests). Its own
 * module so the page never loads the parser and renderers itself: the worker bundles them, the fallback imports them.
 */
export function buildDocs(text: string): DocsResult {
  const loaded = loadSpec(text);
  if (!loaded.ok) return { ok: false, errors: loaded.errors.map((e) => ({ ...e, where: issueLocation(e) })) };
  return {
    ok: true,
    html: renderDocs(loaded, 'html'),
    markdown: renderDocs(loaded, 'md'),
    operations: loaded.model.operationCount,
    warnings: loaded.warnings.length,
  };
}
