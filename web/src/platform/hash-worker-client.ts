import type { HashAlgorithm } from '@toolbox/core/digest/algorithms';
import { type HashFileAnswer, type HashFileRequest, hashBlob } from './hash-worker';

/**
 * Each algorithm's digest of a file, hashed in a module worker of its own so a large file never holds the page's
 * thread (on the page's thread where there is no Worker, as in unit tests). Aborting `signal` stops the worker.
 */
export function hashFile(
  file: Blob,
  algorithms: readonly HashAlgorithm[],
  progress: (done: number) => void = () => {},
  signal?: AbortSignal,
): Promise<Partial<Record<HashAlgorithm, string>>> {
  if (typeof Worker !== 'function') return hashBlob(file, algorithms, progress);
  const worker = new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module', name: 'hash' });
  return new Promise((resolve, reject) => {
    const stop = (error: Error) => {
      worker.terminate();
      reject(error);
    };
    signal?.addEventListener('abort', () => stop(new DOMException('Hashing stopped', 'AbortError')), {
      once: true,
    });
    worker.onmessage = ({ data }: MessageEvent<HashFileAnswer>) => {
      if (data.kind === 'progress') return progress(data.done);
      worker.terminate();
      if (data.kind === 'done') resolve(data.hex);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      stop(new Error('The hashing worker stopped.'));
    };
    worker.postMessage({ id: 1, file, algorithms } satisfies HashFileRequest);
  });
}
