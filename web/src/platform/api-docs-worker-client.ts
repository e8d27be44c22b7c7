import type { DocsRequest, DocsResult, WorkerMessage } from './api-docs-worker-protocol';

export type { DocsResult } from './api-docs-worker-protocol';

export interface DocsJob {
  /** The preview's HTML, or the errors. */
  promise: Promise<DocsResult>;
  /**
   * Passes the preview's later operations (JSON batches for its script) to `send`, those already built first,
   * the others as they come; returns a function that stops passing them.
   */
  onBatch(send: (batch: string) => void): () => void;
  /** The Markdown export, a moment later; never settles for an invalid document. */
  markdown: Promise<string>;
  /** The HTML export without the try-it console, after the Markdown; never settles for an invalid document. */
  exportHtml: Promise<string>;
  /** The HTML export with the try-it console (`toolbox api-docs --try-it`'s file), last. */
  exportTryIt: Promise<string>;
  cancel(): void;
}

/** A promise and the function that settles it. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The batches so far and whoever listens for the next ones. */
function batchFeed() {
  const batches: string[] = [];
  const listeners = new Set<(batch: string) => void>();
  return {
    push(batch: string) {
      batches.push(batch);
      for (const send of listeners) send(batch);
    },
    onBatch(send: (batch: string) => void) {
      for (const batch of batches) send(batch);
      listeners.add(send);
      return () => void listeners.delete(send);
    },
  };
}

const newWorker = () =>
  new Worker(new URL('./api-docs-worker.ts', import.meta.url), { type: 'module', name: 'api-docs' });

/** A worker started before it is needed, its modules loaded and compiled by the time a document comes. */
let spare: Worker | null = null;

/**
 * Starts a worker for the next job now (while the page is open, so Generate does not wait for the parser and
 * renderers to load); returns a function that ends it if no job took it.
 */
export function prepareDocsWorker(): () => void {
  if (typeof Worker === 'undefined') return () => {};
  spare ??= newWorker();
  const mine = spare;
  return () => {
    if (spare === mine) {
      mine.terminate();
      spare = null;
    }
  };
}

/** Runs `buildDocs` in a Web Worker (a fresh one per job, so a superseded job is simply terminated). */
export function buildDocsInWorker(text: string): DocsJob {
  const feed = batchFeed();
  if (typeof Worker === 'undefined') {
    const built = import('./api-docs-builder').then(({ buildDocs }) => buildDocs(text));
    const never = new Promise<string>(() => {});
    return {
      promise: built.then(({ result, batches }) => {
        for (const batch of batches ?? []) feed.push(batch);
        return result;
      }),
      onBatch: feed.onBatch,
      markdown: built.then(({ markdown }) => (markdown ? markdown() : never)),
      exportHtml: built.then(({ exportHtml }) => (exportHtml ? exportHtml() : never)),
      exportTryIt: built.then(({ exportTryIt }) => (exportTryIt ? exportTryIt() : never)),
      cancel() {},
    };
  }
  const worker = spare ?? newWorker();
  spare = null;
  const markdown = deferred<string>();
  const exportHtml = deferred<string>();
  const exportTryIt = deferred<string>();
  const promise = new Promise<DocsResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const data = event.data;
      if ('result' in data) {
        resolve(data.result);
        if (!data.result.ok) worker.terminate();
      } else if ('batch' in data) feed.push(data.batch);
      else if ('markdown' in data) markdown.resolve(data.markdown);
      else if ('exportHtml' in data) exportHtml.resolve(data.exportHtml);
      else {
        exportTryIt.resolve(data.exportTryIt);
        worker.terminate();
      }
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The worker failed'));
      worker.terminate();
    };
  });
  worker.postMessage({ text } satisfies DocsRequest);
  return {
    promise,
    onBatch: feed.onBatch,
    markdown: markdown.promise,
    exportHtml: exportHtml.promise,
    exportTryIt: exportTryIt.promise,
    cancel: () => worker.terminate(),
  };
}

/**
 * The HTML file Export HTML saves: the worker's whole export, with or without the try-it console (the same
 * files as `toolbox api-docs` with and without `--try-it`); null until it has arrived.
 */
export function htmlExport(plain: string | null, withTryIt: string | null, tryIt: boolean): string | null {
  return tryIt ? withTryIt : plain;
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
