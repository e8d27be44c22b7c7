import type { HashAlgorithm } from '@toolbox/core/digest/algorithms';
import { type HashFileAnswer, type HashFileRequest, hashBlob } from './hash-worker';

let worker: Worker | undefined;
let nextId = 1;

/**
 * Each algorithm's digest of a file, hashed in a module worker so a large file never holds the page's thread (the
 * page's own thread where there is no Worker, as in unit tests). A new call while one runs stops the old one.
 */
export function hashFile(
  file: Blob,
  algorithms: readonly HashAlgorithm[],
  progress: (done: number) => void = () => {},
): Promise<Partial<Record<HashAlgorithm, string>>> {
  if (typeof Worker !== 'function') return hashBlob(file, algorithms, progress);
  worker?.terminate();
  const current = new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module', name: 'hash' });
  worker = current;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    current.onmessage = ({ data }: MessageEvent<HashFileAnswer>) => {
      if (data.id !== id) return;
      if (data.kind === 'progress') return progress(data.done);
      current.terminate();
      if (worker === current) worker = undefined;
      if (data.kind === 'done') resolve(data.hex);
      else reject(new Error(data.message));
    };
    current.onerror = (event) => {
      event.preventDefault();
      current.terminate();
      reject(new Error('The hashing worker stopped.'));
    };
    current.postMessage({ id, file, algorithms } satisfies HashFileRequest);
  });
}
