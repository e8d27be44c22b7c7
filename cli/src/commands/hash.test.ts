import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './hash';

describe('toolbox hash: flags to input', () => {
  it('reads the files, the algorithm and the HMAC key', () => {
    expect(toOptions({ flags: {}, args: ['release.tar.gz'] })).toEqual({
      files: ['release.tar.gz'],
      text: undefined,
      algorithm: 'sha256',
      encoding: 'hex',
      hmacKey: undefined,
      hmacFile: undefined,
      verify: undefined,
      sums: false,
      check: undefined,
      ignoreMissing: false,
    });
    expect(
      toOptions({
        flags: { algorithm: 'sha512', encoding: 'base64', hmac: 'webhook-secret', verify: 'sha512=ab' },
        args: ['payload.json'],
      }),
    ).toMatchObject({
      algorithm: 'sha512',
      encoding: 'base64',
      hmacKey: 'webhook-secret',
      verify: 'sha512=ab',
    });
  });

  it('reads --check and its --ignore-missing, and every algorithm the issue names', () => {
    expect(toOptions({ flags: { check: 'SHA256SUMS', ignoreMissing: true }, args: [] })).toMatchObject({
      check: 'SHA256SUMS',
      ignoreMissing: true,
      files: [],
    });
    for (const algorithm of ['md5', 'sha384', 'sha3-256', 'sha3-512', 'blake2b', 'crc32'])
      expect(toOptions({ flags: { algorithm }, args: ['a'] })).toMatchObject({ algorithm });
  });

  it('refuses an unknown algorithm, --verify without a key, and files with --text', () => {
    expect(() => toOptions({ flags: { algorithm: 'whirlpool' }, args: ['a'] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { algorithm: 'crc32', hmac: 'k' }, args: ['a'] })).toThrow(
      new UsageError('An HMAC needs a cryptographic hash: CRC-32 is a checksum.'),
    );
    expect(() => toOptions({ flags: { check: 'SUMS' }, args: ['a'] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { ignoreMissing: true }, args: ['a'] })).toThrow(
      new UsageError('--ignore-missing goes with --check.'),
    );
    expect(() => toOptions({ flags: { verify: 'sha256=ab' }, args: ['a'] })).toThrow(
      new UsageError('--verify needs --hmac KEY or --hmac-file FILE.'),
    );
    expect(() => toOptions({ flags: { text: 'hi' }, args: ['a'] })).toThrow(
      new UsageError('give files or --text, not both.'),
    );
  });

  it('never takes the HMAC key from a preset, while the algorithm comes from one', () => {
    const preset = { name: 'hooks', inputs: { hmac: 'webhook-secret', algorithm: 'sha512' } };
    expect(toOptions({ flags: {}, args: ['a'], preset })).toMatchObject({
      algorithm: 'sha512',
      hmacKey: undefined,
    });
  });

  it('prints the digest of --text and exits 0', async () => {
    const ctx = testContext();
    expect(await run(toOptions({ flags: { text: 'abc' }, args: [] }), ctx)).toBe(ExitCode.ok);
    expect(ctx.captured.stdout).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\n');
  });
});
