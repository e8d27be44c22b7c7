import type { DocsRequest, DocsResult, WorkerMessage } from './api-docs-worker-protocol';

export type { DocsResult } from './api-docs-worker-protocol';

export interface DocsJob {
  /** The preview's HTML, or the errors. */
  promise: Promise<DocsResult>;
  /** The Markdown export, a moment later; never settles for an invalid document. */
  markdown: Promise<string>;
  /** The HTML export without the try-it console, after the Markdown; never settles for an invalid document. */
  exportHtml: Promise<string>;
  cancel(): void;
}

/** Runs `buildDocs` in a Web Worker (a fresh one per job, so a superseded job is simply terminated). */
export function buildDocsInWorker(text: string): DocsJob {
  if (typeof Worker === 'undefined') {
    const built = import('./api-docs-builder').then(({ buildDocs }) => buildDocs(text));
    return {
      promise: built.then(({ result }) => result),
      markdown: built.then(({ markdown }) => (markdown ? markdown() : new Promise<string>(() => {}))),
      exportHtml: built.then(({ exportHtml }) => (exportHtml ? exportHtml() : new Promise<string>(() => {}))),
      cancel() {},
    };
  }
  const worker = new Worker(new URL('./api-docs-worker.ts', import.meta.url), {
    type: 'module',
    name: 'api-docs',
  });
  let resolveMarkdown: (markdown: string) => void = () => {};
  const markdown = new Promise<string>((resolve) => {
    resolveMarkdown = resolve;
  });
  let resolveExport: (html: string) => void = () => {};
  const exportHtml = new Promise<string>((resolve) => {
    resolveExport = resolve;
  });
  const promise = new Promise<DocsResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if ('result' in event.data) {
        resolve(event.data.result);
        if (!event.data.result.ok) worker.terminate();
      } else if ('markdown' in event.data) resolveMarkdown(event.data.markdown);
      else {
        resolveExport(event.data.exportHtml);
        worker.terminate();
      }
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The worker failed'));
      worker.terminate();
    };
  });
  worker.postMessage({ text } satisfies DocsRequest);
  return { promise, markdown, exportHtml, cancel: () => worker.terminate() };
}

/**
 * The HTML file Export HTML saves: with the try-it console it is the preview itself (the same file as
 * `toolbox api-docs --try-it`), without it the worker's plain export, null until that has arrived.
 */
export function htmlExport(
  preview: Extract<DocsResult, { ok: true }>,
  plain: string | null,
  tryIt: boolean,
): string | null {
  return tryIt ? preview.html : plain;
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
