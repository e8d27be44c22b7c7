import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './hash';

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

  it('refuses an unknown algorithm, --verify without a key, and files with --text', () => {
    expect(() => toOptions({ flags: { algorithm: 'md5' }, args: ['a'] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { verify: 'sha256=ab' }, args: ['a'] })).toThrow(
      new UsageError('--verify needs --hmac KEY or --hmac-file FILE.'),
    );
    expect(() => toOptions({ flags: { text: 'hi' }, args: ['a'] })).toThrow(
      new UsageError('give files or --text, not both.'),
    );
  });
});
