import { describe, expect, it } from 'vitest';
import { hashBytes, hmacBytes } from './algorithms';
import { digestLoading } from './load-hash';
import { HASH_ALGORITHM_IDS, toHex } from './names';

const bytes = (text: string) => new TextEncoder().encode(text);
const INPUTS = ['', 'abc', 'é'.repeat(200)].map(bytes);

describe('digestLoading (one algorithm loaded) gives what algorithms.ts (all loaded, oracle-tested) gives', () => {
  it.each(HASH_ALGORITHM_IDS)('%s, plain', async (algorithm) => {
    for (const input of INPUTS)
      expect(toHex(await digestLoading(algorithm, input))).toBe(toHex(hashBytes(algorithm, input)));
  });

  it.each(HASH_ALGORITHM_IDS.filter((id) => id !== 'crc32'))(
    '%s, HMAC with short and long keys',
    async (algorithm) => {
      for (const key of [bytes('key'), bytes('k'.repeat(300))])
        for (const input of INPUTS)
          expect(toHex(await digestLoading(algorithm, input, key))).toBe(
            toHex(hmacBytes(algorithm, key, input)),
          );
    },
  );

  it('refuses an HMAC with CRC-32', async () => {
    await expect(digestLoading('crc32', bytes('abc'), bytes('key'))).rejects.toThrow(/CRC-32/);
  });
});
