/**
 * `toolbox hash`'s digests: bytes in memory (`--text`, a file of at most SMALL_FILE bytes) are hashed in JavaScript
 * (@noble/hashes, the one algorithm's module alone); stdin and larger files stream through node:crypto (digest-stream.ts). node:crypto's first use
 * loads Node's stream modules and starts OpenSSL, some 45M instructions, half of a small hash's start (issue 43);
 * past a few hundred KB OpenSSL's speed wins it back. Both give the same digests (digest.test.ts).
 */
import { resolve } from 'node:path';
import { digestLoading } from '@toolbox/core/digest/load-hash';
import { cannotRead } from '../errors';
import type { DigestRequest } from './digest-stream';

// As time-zone.ts takes it: an ES module's import of node:fs loads fs/promises and the stream modules.
const { readFileSync, statSync } = process.getBuiltinModule('node:fs');

export type { DigestRequest } from './digest-stream';

/** The largest file hashed in memory. */
export const SMALL_FILE = 256 * 1024;

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The digest (or HMAC, with the key's UTF-8 bytes, as node:crypto takes a string key) of bytes in memory. */
export function digestBytes(bytes: Uint8Array, { algorithm, hmacKey }: DigestRequest): Promise<Uint8Array> {
  return digestLoading(algorithm, bytes, hmacKey === undefined ? undefined : utf8(hmacKey));
}

/** The digest of text's UTF-8 bytes (a lone surrogate as U+FFFD, as node:crypto encodes it). */
export function digestText(text: string, request: DigestRequest): Promise<Uint8Array> {
  return digestBytes(utf8(text), request);
}

/**
 * A regular file's bytes when it has at most SMALL_FILE of them; undefined for a larger one, a FIFO or a device.
 * The path is looked at before anything opens it: opening a FIFO and closing it again would drop what its writer had
 * already sent, before the stream opened it for good.
 */
function smallFile(file: string, path: string): Buffer | undefined {
  try {
    // FIFO-safe (stdio-lines.ts): the path may be /dev/stdin or a `<(…)` pipe.
    const info = statSync(file, { bigint: true });
    if (!info.isFile() || info.size > SMALL_FILE) return undefined;
    return readFileSync(file);
  } catch (error) {
    throw cannotRead(path, error);
  }
}

export async function digestFile(path: string, cwd: string, request: DigestRequest): Promise<Uint8Array> {
  const small = smallFile(resolve(cwd, path), path);
  if (small !== undefined) return digestBytes(small, request);
  const streamed = await import('./digest-stream');
  return streamed.digestFile(path, cwd, request);
}

export async function digestStream(
  source: NodeJS.ReadableStream,
  request: DigestRequest,
): Promise<Uint8Array> {
  const streamed = await import('./digest-stream');
  return streamed.digestStream(source, request);
}
