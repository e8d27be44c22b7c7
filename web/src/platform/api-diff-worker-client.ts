import type { CompareResult } from './api-diff-builder';

export type { CompareResult } from './api-diff-builder';

export interface CompareJob {
  promise: Promise<CompareResult>;
  cancel(): void;
}

/** Compares two documents in a Web Worker (one per job: a superseded job is simply terminated). */
export function compareInWorker(oldText: string, newText: string): CompareJob {
  if (typeof Worker === 'undefined')
    return {
      promise: import('./api-diff-builder').then(({ compareSpecs }) => compareSpecs(oldText, newText)),
      cancel() {},
    };
  const worker = new Worker(new URL('./api-diff-worker.ts', import.meta.url), {
    type: 'module',
    name: 'api-diff',
  });
  const promise = new Promise<CompareResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CompareResult>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The worker failed'));
      worker.terminate();
    };
  });
  worker.postMessage({ oldText, newText });
  return { promise, cancel: () => worker.terminate() };
}
