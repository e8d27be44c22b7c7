import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { runDigestMatch, runHashText } from './hash';
import { HASH_MESSAGES, HASH_TEXT_LIMIT } from './limits';

// Published vectors: FIPS 180-4 / FIPS 202 examples ("abc"), RFC 1321 (MD5), RFC 7693 appendix A (BLAKE2b-512),
// and the CRC-32 check value of "123456789" (0xCBF43926) every CRC catalogue lists.
const ABC: Record<string, string> = {
  md5: '900150983cd24fb0d6963f7d28e17f72',
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  sha512:
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  'sha3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
  'sha3-512':
    'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  blake2b:
    'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
  crc32: '352441c2',
};

describe('runHashText', () => {
  it('gives every algorithm of "abc" as the standards print it', () => {
    const lines = runHashText({ text: 'abc' });
    expect(Object.fromEntries(lines.map((line) => [line.algorithm, line.hex]))).toEqual(ABC);
    expect(lines.map((line) => line.label)).toEqual([
      'MD5',
      'SHA-1',
      'SHA-256',
      'SHA-384',
      'SHA-512',
      'SHA3-256',
      'SHA3-512',
      'BLAKE2b-512',
      'CRC-32',
    ]);
  });

  it('reads text as UTF-8, and the empty text too', () => {
    expect(runHashText({ text: '123456789', algorithms: ['crc32'] })[0]?.hex).toBe('cbf43926');
    expect(runHashText({ text: 'é', algorithms: ['md5'] })[0]?.hex).toBe('66ddcd97cfdeabb2f6fb8a999b4bc76f');
    expect(runHashText({ text: '', algorithms: ['sha256', 'crc32'] }).map((line) => line.hex)).toEqual([
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      '00000000',
    ]);
  });

  it('refuses text past its limit, naming the field', () => {
    const text = 'a'.repeat(HASH_TEXT_LIMIT.bytes + 1);
    expect(() => runHashText({ text })).toThrow(
      new ToolInputError(HASH_MESSAGES.tooLong, HASH_MESSAGES.title, 'text'),
    );
    try {
      runHashText({ text });
    } catch (error) {
      expect(error).toMatchObject({ field: 'text', title: HASH_MESSAGES.title });
    }
  });
});

describe('runDigestMatch', () => {
  const lines = runHashText({ text: 'abc' });
  it.each([
    ['BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD', 'sha256'],
    ['sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'sha256'],
    ['  9001 5098 3cd2 4fb0 d696 3f7d 28e1 7f72 ', 'md5'],
    ['352441C2', 'crc32'],
  ])('%j is the %s digest', (expected, algorithm) => {
    expect(runDigestMatch(expected, lines)?.algorithm).toBe(algorithm);
  });

  it.each(['', '   ', 'ba7816bf', 'not hex'])('%j matches none', (expected) => {
    expect(runDigestMatch(expected, lines)).toBeUndefined();
  });
});
