import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import { HASH_ALGORITHMS, type HashAlgorithm } from '@toolbox/core/digest/names';
import { ToolInputError } from '@toolbox/core/errors';

export interface DigestRequest {
  algorithm: HashAlgorithm;
  /** HMAC with this key instead of a plain hash. */
  hmacKey?: string | undefined;
}

/** Chunks of 1 MiB: fewer stream turns than the 64 KiB default, memory stays flat whatever the file size. */
const CHUNK = 1 << 20;

/** OpenSSL's hash where it has one; CRC-32 (which OpenSSL lacks, and no HMAC uses) from zlib's, as native. */
function hasher({ algorithm, hmacKey }: DigestRequest) {
  const name = HASH_ALGORITHMS[algorithm].node;
  if (name === undefined) {
    let value = 0;
    return {
      update: (chunk: Uint8Array) => {
        value = crc32(chunk, value);
      },
      digest: () => new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]),
    };
  }
  return hmacKey === undefined ? createHash(name) : createHmac(name, hmacKey);
}

/** Streams `source` through the hash: the bytes are never all in memory. */
export async function digestStream(
  source: NodeJS.ReadableStream,
  request: DigestRequest,
): Promise<Uint8Array> {
  const hash = hasher(request);
  for await (const chunk of source) hash.update(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return new Uint8Array(hash.digest());
}

export async function digestFile(path: string, cwd: string, request: DigestRequest): Promise<Uint8Array> {
  try {
    return await digestStream(createReadStream(resolve(cwd, path), { highWaterMark: CHUNK }), request);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code) throw new ToolInputError(`cannot read ${path}: ${code}.`);
    throw error;
  }
}
