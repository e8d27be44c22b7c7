import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { runJwtSign } from './sign';
import { runJwtVerify } from './verify';

// RFC 7515 Appendix A: the same claims, signed with HS256 (A.1), RS256 (A.2) and ES256 (A.3).
const PAYLOAD_B64 =
  'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ';
const A1 = {
  token: `eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.${PAYLOAD_B64}.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk`,
  jwk: {
    kty: 'oct',
    k: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow',
  },
};
const A2 = {
  token: `eyJhbGciOiJSUzI1NiJ9.${PAYLOAD_B64}.cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw`,
  jwk: {
    kty: 'RSA',
    n: 'ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ',
    e: 'AQAB',
  },
};
const A3 = {
  token: `eyJhbGciOiJFUzI1NiJ9.${PAYLOAD_B64}.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q`,
  jwk: {
    kty: 'EC',
    crv: 'P-256',
    x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
    y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
    d: 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI',
  },
};

/** Before the examples' exp (2011-03-22T18:43:00Z), and after it. */
const BEFORE = fixedClock('2011-03-22T18:00:00Z');
const AFTER = fixedClock('2026-01-15T12:00:00Z');

describe('runJwtVerify: RFC 7515 Appendix A vectors', () => {
  it.each([
    ['A.1 HS256 (oct JWK)', A1],
    ['A.2 RS256 (RSA JWK)', A2],
    ['A.3 ES256 (EC JWK with its private member, which is dropped)', A3],
  ])('%s verifies', async (_, vector) => {
    const result = await runJwtVerify(vector.token, { key: JSON.stringify(vector.jwk) }, BEFORE);
    expect(result).toMatchObject({
      valid: true,
      payload: { iss: 'joe', 'http://example.com/is_root': true },
    });
  });

  it.each([
    ['A.1', A1],
    ['A.2', A2],
  ])('%s is expired at a later clock, with when', async (_, vector) => {
    expect(await runJwtVerify(vector.token, { key: JSON.stringify(vector.jwk) }, AFTER)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/^expired 1\d y ago \(2011-03-22T18:43:00\.000Z\)\.$/),
    });
  });

  it('A.2 verifies from a JWKS, choosing by kid', async () => {
    const jwks = {
      keys: [
        { ...A3.jwk, kid: 'ec' },
        { ...A2.jwk, kid: 'rsa' },
      ],
    };
    expect(await runJwtVerify(A2.token, { key: JSON.stringify(jwks) }, BEFORE)).toMatchObject({
      valid: true,
    });
    const other = { keys: [{ ...A3.jwk, kid: 'ec' }] };
    expect(await runJwtVerify(A2.token, { key: JSON.stringify(other) }, BEFORE)).toEqual({
      valid: false,
      alg: 'RS256',
      reason: 'no key in the JWKS matches the token’s kid and alg.',
    });
  });

  it('a changed payload fails the A.2 signature', async () => {
    const eve = btoa('{"iss":"eve","exp":1300819380}').replace(/=+$/, '');
    const tampered = A2.token.replace(PAYLOAD_B64, eve);
    expect(await runJwtVerify(tampered, { key: JSON.stringify(A2.jwk) }, BEFORE)).toEqual({
      valid: false,
      alg: 'RS256',
      reason: 'the signature does not match this key.',
    });
  });
});

describe('runJwtVerify: secrets and PEM keys', () => {
  const clock = fixedClock('2026-01-15T12:00:00Z');

  it('HS256/384/512 with the secret; a wrong secret fails', async () => {
    for (const alg of ['HS256', 'HS384', 'HS512'] as const) {
      const token = await runJwtSign(
        { secret: 'super-secret', claims: '{"sub":"u1"}', alg, expiresIn: 60 },
        clock,
      );
      expect(await runJwtVerify(token, { secret: 'super-secret' }, clock)).toMatchObject({
        valid: true,
        alg,
      });
      expect(await runJwtVerify(token, { secret: 'other' }, clock)).toEqual({
        valid: false,
        alg,
        reason: 'the signature does not match this secret.',
      });
    }
  });

  it.each(['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'] as const)(
    '%s with the SPKI PEM, the PKCS#8 PEM and the JWK',
    async (alg) => {
      const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
      const token = await new SignJWT({ sub: 'u1' })
        .setProtectedHeader({ alg })
        .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 60)
        .sign(privateKey);
      for (const key of [
        await exportSPKI(publicKey),
        await exportPKCS8(privateKey),
        JSON.stringify(await exportJWK(publicKey)),
      ]) {
        expect(await runJwtVerify(token, { key }, clock)).toMatchObject({
          valid: true,
          alg,
          payload: { sub: 'u1' },
        });
      }
    },
  );

  it('is not valid before nbf', async () => {
    const nbf = Math.floor(clock.now().getTime() / 1000) + 300;
    const token = await runJwtSign({ secret: 's', claims: { nbf } }, clock);
    expect(await runJwtVerify(token, { secret: 's' }, clock)).toEqual({
      valid: false,
      alg: 'HS256',
      reason: 'not valid yet: valid from 2026-01-15T12:05:00.000Z (in 5 min).',
    });
  });

  it.each([
    [
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1MSJ9.',
      { secret: 's' },
      'alg "none": the token is unsigned and must never be accepted.',
    ],
    [A2.token, { secret: 's' }, 'the token is signed with RS256, which needs a public key, not a secret.'],
  ])('refuses %#', async (token, key, reason) => {
    expect(await runJwtVerify(token, key, clock)).toMatchObject({ valid: false, reason });
  });

  // The alg-confusion attack: an HS256 token whose "secret" is the server's public key. jose refused it in its own
  // words ('Invalid or unsupported "alg" (Algorithm) value'), as a key it could not read.
  it('refuses a public key for an HMAC token by name, as a secret for an RSA one', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    for (const key of [await exportSPKI(publicKey), JSON.stringify(await exportJWK(publicKey))]) {
      expect(await runJwtVerify(A1.token, { key }, BEFORE)).toEqual({
        valid: false,
        alg: 'HS256',
        reason:
          'the token is signed with HS256, which needs a secret, not a public key (checking an HMAC with a public key is the alg-confusion attack).',
      });
    }
    expect(await runJwtVerify(A1.token, { key: JSON.stringify(A1.jwk) }, BEFORE)).toMatchObject({
      valid: true,
    });
  });

  it.each([
    ['{"kty":', 'the key looks like JSON but is not a JWK or JWKS object.'],
    ['{"n":"x"}', 'the JWK has no "kty".'],
    ['hello', 'the key is not a PEM public key or certificate, a JWK or a JWKS.'],
    ['-----BEGIN RSA PUBLIC KEY-----\nMIIB\n-----END RSA PUBLIC KEY-----', /openssl pkey/],
    ['', 'Please paste a key.'],
  ])('a key it cannot read, %j, is one clear message', async (key, message) => {
    await expect(runJwtVerify(A2.token, { key }, clock)).rejects.toThrow(
      typeof message === 'string' ? new ToolInputError(message, 'Invalid key') : message,
    );
  });
});
