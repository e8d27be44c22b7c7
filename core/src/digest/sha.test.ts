import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha1, sha256 } from './sha';
import { SHA_WASM } from './sha-wasm.gen';

/** Bytes that are not a repeat of one value: a linear congruential run from `seed`. */
function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

const node = (algorithm: string, data: Uint8Array) => createHash(algorithm).update(data).digest('hex');
const hex = (digest: Uint8Array) => Buffer.from(digest).toString('hex');

describe('SHA-256 and SHA-1, against node:crypto (OpenSSL)', () => {
  // Every length about the padding's edges (55, 56, 63, 64 bytes and a block on), and past one run of the module's
  // 63 KB of blocks.
  const lengths = [...Array.from({ length: 200 }, (_, i) => i), 1000, 4096, 64_511, 64_512, 64_513, 200_000];

  it.each(lengths)('%i bytes', (length) => {
    const data = bytes(length, length + 1);
    expect(hex(sha256(data))).toBe(node('sha256', data));
    expect(hex(sha1(data))).toBe(node('sha1', data));
  });

  it('gives the FIPS 180 examples', () => {
    const abc = new TextEncoder().encode('abc');
    expect(hex(sha256(abc))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha1(abc))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });

  it('keeps no state between messages: the second hash of the same bytes is the first', () => {
    const data = bytes(300, 7);
    const first = hex(sha256(data));
    sha1(bytes(5000, 8));
    expect(hex(sha256(data))).toBe(first);
  });
});

// sha.ts compiles it synchronously, which Chrome refuses on a page's main thread for a module of more than 4 KB.
it('the module stays under the 4 KB a page may compile synchronously', () => {
  expect(SHA_WASM.length).toBeLessThanOrEqual(4096);
});
