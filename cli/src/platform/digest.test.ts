import { execFileSync, spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { HASH_ALGORITHM_IDS, HASH_ALGORITHMS, type HashAlgorithm } from '@toolbox/core/tools/hash';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digestBytes, digestFile, digestStream, digestText, SMALL_FILE } from './digest';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
/** What node:crypto (OpenSSL) gives for the same input, the reference. */
function openssl(algorithm: HashAlgorithm, data: Uint8Array | string, key?: string): string {
  const name = HASH_ALGORITHMS[algorithm].node;
  // OpenSSL has no CRC-32: zlib's is the reference for it.
  if (name === undefined) return crc32(data).toString(16).padStart(8, '0');
  return (key === undefined ? createHash(name) : createHmac(name, key)).update(data).digest('hex');
}

const algorithm = fc.constantFrom(...HASH_ALGORITHM_IDS);
/** CRC-32 is no hash to key: no HMAC with it. */
const keyFor = (name: HashAlgorithm, hmacKey: string | undefined) => (name === 'crc32' ? undefined : hmacKey);
const key = fc.option(fc.string({ unit: 'binary', maxLength: 200 }), { nil: undefined });

describe('hashes of bytes in memory (JavaScript) agree with node:crypto', () => {
  it('for any bytes, with or without an HMAC key (keys longer than a block, non-ASCII, lone surrogates)', async () => {
    await fc.assert(
      fc.asyncProperty(algorithm, fc.uint8Array({ maxLength: 600 }), key, async (name, bytes, given) => {
        const hmacKey = keyFor(name, given);
        expect(hex(await digestBytes(bytes, { algorithm: name, hmacKey }))).toBe(
          openssl(name, bytes, hmacKey),
        );
      }),
      { numRuns: 600 },
    );
  });

  it("for any text, as its UTF-8 bytes (a lone surrogate as U+FFFD, as node:crypto's 'utf8')", async () => {
    await fc.assert(
      fc.asyncProperty(
        algorithm,
        fc.string({ unit: 'binary', maxLength: 300 }),
        key,
        async (name, text, given) => {
          const hmacKey = keyFor(name, given);
          expect(hex(await digestText(text, { algorithm: name, hmacKey }))).toBe(
            openssl(name, text, hmacKey),
          );
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('digestFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-digest-'));

  it('gives the same digest on either side of the in-memory limit (JavaScript below, streamed above)', async () => {
    for (const size of [0, 1, SMALL_FILE - 1, SMALL_FILE, SMALL_FILE + 1, 3 * SMALL_FILE + 7]) {
      const bytes = Buffer.alloc(size, size % 251);
      for (let i = 0; i < size; i += 997) bytes[i] = i % 256;
      writeFileSync(join(dir, `f${size}`), bytes);
      for (const name of HASH_ALGORITHM_IDS) {
        for (const hmacKey of name === 'crc32' ? [undefined] : [undefined, 'secret']) {
          const digest = await digestFile(`f${size}`, dir, { algorithm: name, hmacKey });
          expect(hex(digest), `${size} bytes, ${name}, ${hmacKey}`).toBe(openssl(name, bytes, hmacKey));
        }
      }
    }
  });

  it('names the file and the reason it cannot be read, on either path', async () => {
    await expect(digestFile('missing.bin', dir, { algorithm: 'sha256' })).rejects.toThrow(
      'cannot read missing.bin: ENOENT.',
    );
    await expect(digestFile('.', dir, { algorithm: 'sha256' })).rejects.toThrow('cannot read .: EISDIR.');
  });

  it('hashes a named pipe whose writer is already waiting, opening it once (nothing it sent is lost)', async () => {
    execFileSync('mkfifo', [join(dir, 'in.fifo')]);
    const writer = spawn('sh', ['-c', 'printf abc > "$1"', 'sh', join(dir, 'in.fifo')]);
    const written = new Promise((resolve) => writer.on('close', resolve));
    const digest = await digestFile('in.fifo', dir, { algorithm: 'sha256' });
    expect(hex(digest)).toBe(openssl('sha256', 'abc'));
    await written;
  }, 10_000);

  it('streams stdin through node:crypto', async () => {
    const digest = await digestStream(Readable.from([Buffer.from('a'), Buffer.from('bc')]), {
      algorithm: 'sha256',
    });
    expect(hex(digest)).toBe(openssl('sha256', 'abc'));
  });
});
