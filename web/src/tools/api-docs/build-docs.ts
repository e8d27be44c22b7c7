import type { Issue } from '@toolbox/core/tools/api-docs';

export interface DocsRequest {
  text: string;
}

export type DocsResult =
  | { ok: true; html: string; markdown: string; operations: number; warnings: number }
  | { ok: false; errors: (Issue & { where: string })[] };

/** Runs `buildDocs` in a Web Worker (a fresh one per job, so a superseded job is simply terminated). */
export function buildDocsInWorker(text: string): { promise: Promise<DocsResult>; cancel(): void } {
  if (typeof Worker === 'undefined')
    return { promise: import('./docs-builder').then(({ buildDocs }) => buildDocs(text)), cancel() {} };
  const worker = new Worker(new URL('./api-docs-worker.ts', import.meta.url), {
    type: 'module',
    name: 'api-docs',
  });
  const promise = new Promise<DocsResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<DocsResult>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The worker failed'));
      worker.terminate();
    };
  });
  worker.postMessage({ text } satisfies DocsRequest);
  return { promise, cancel: () => worker.terminate() };
}

/** The character offset of a 1-based line and column, for moving the editor's cursor to an error. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}
