/// <reference lib="webworker" />
import { createHasher, type HashAlgorithm, toHex } from '@toolbox/core/digest/algorithms';

/** A file is read in slices of this size: memory stays flat whatever its size. */
const SLICE = 1024 * 1024;

export interface HashFileRequest {
  id: number;
  file: Blob;
  algorithms: readonly HashAlgorithm[];
}

export type HashFileAnswer =
  | { id: number; kind: 'progress'; done: number }
  | { id: number; kind: 'done'; hex: Partial<Record<HashAlgorithm, string>> }
  | { id: number; kind: 'failed'; message: string };

/** Each algorithm's digest of a Blob, read slice by slice; `progress` hears the bytes read so far. */
export async function hashBlob(
  file: Blob,
  algorithms: readonly HashAlgorithm[],
  progress: (done: number) => void = () => {},
): Promise<Partial<Record<HashAlgorithm, string>>> {
  const hashers = algorithms.map((algorithm) => [algorithm, createHasher(algorithm)] as const);
  for (let offset = 0; offset < file.size; offset += SLICE) {
    const bytes = new Uint8Array(await file.slice(offset, offset + SLICE).arrayBuffer());
    for (const [, hasher] of hashers) hasher.update(bytes);
    progress(Math.min(file.size, offset + SLICE));
  }
  return Object.fromEntries(hashers.map(([algorithm, hasher]) => [algorithm, toHex(hasher.digest())]));
}

// In a worker (no document) this module answers the page; imported by the page, it only lends hashBlob.
if (typeof document === 'undefined' && typeof self !== 'undefined') {
  self.onmessage = async ({ data }: MessageEvent<HashFileRequest>) => {
    const post = (answer: HashFileAnswer) => self.postMessage(answer);
    try {
      const hex = await hashBlob(data.file, data.algorithms, (done) =>
        post({ id: data.id, kind: 'progress', done }),
      );
      post({ id: data.id, kind: 'done', hex });
    } catch (error) {
      post({ id: data.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
