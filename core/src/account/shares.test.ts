import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccountLimitError, AccountValidationError } from '#core/account/errors';
import { ACCOUNT_LIMITS } from '#core/account/limits';
import { fromBase64Url, toBase64Url, validateShareCreate } from '#core/account/shares';

describe('base64url, as the share wire writes bytes', () => {
  it('is RFC 4648 §5 without padding, one spelling per byte string', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
    );
    for (const bad of ['a', 'ab+c', 'ab/c', 'ab=', 'AB', 'AAB']) expect(fromBase64Url(bad), bad).toBeNull();
  });
});

describe('validateShareCreate', () => {
  const envelope = (n: number) => toBase64Url(new Uint8Array(n));
  it('reads a create, burn off unless asked', () => {
    expect(validateShareCreate({ ciphertext: envelope(29), expires_in: 60 })).toEqual({
      ciphertext: envelope(29),
      expires_in: 60,
      burn_after_reading: false,
    });
  });
  it('names the field or the limit it refuses', () => {
    expect(() => validateShareCreate({ ciphertext: envelope(28), expires_in: 60 })).toThrow(
      AccountValidationError,
    );
    expect(() => validateShareCreate({ ciphertext: envelope(40), expires_in: 59 })).toThrow(/expires_in/);
    expect(() =>
      validateShareCreate({ ciphertext: envelope(40), expires_in: ACCOUNT_LIMITS.shareMaxSeconds + 1 }),
    ).toThrow(/expires_in/);
    expect(() =>
      validateShareCreate({ ciphertext: envelope(ACCOUNT_LIMITS.shareEnvelopeBytes + 1), expires_in: 60 }),
    ).toThrow(AccountLimitError);
    expect(() => validateShareCreate({ ciphertext: '%%', expires_in: 60 })).toThrow(/base64url/);
    expect(() =>
      validateShareCreate({ ciphertext: envelope(40), expires_in: 60, burn_after_reading: 'yes' }),
    ).toThrow(/burn_after_reading/);
  });
});
