import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { runJwtDecode } from './jwt';

/** RFC 7519 §3.1 (the same token as RFC 7515 Appendix A.1). */
const RFC7519_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }) =>
  `${b64url(header)}.${b64url(payload)}.c2ln`;

const clock = fixedClock('2026-01-15T12:00:00.000Z');
const NOW = Date.parse('2026-01-15T12:00:00.000Z') / 1000;

describe('runJwtDecode', () => {
  it('decodes the RFC 7519 §3.1 example: header, claims, signature', () => {
    const decoded = runJwtDecode(RFC7519_TOKEN, fixedClock('2011-03-22T18:31:00Z'));
    expect(decoded.header).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(decoded.payload).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true });
    expect(decoded.signature).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(decoded.claimRows.find((row) => row.name === 'exp')?.time).toEqual({
      seconds: 1300819380,
      iso: '2011-03-22T18:43:00.000Z',
      relative: 'in 12 min',
    });
    expect(decoded.status).toEqual({
      state: 'valid',
      message: 'Expires in 12 min (2011-03-22T18:43:00.000Z)',
    });
  });

  it.each([
    [{ exp: NOW - 3 * 3600 }, 'expired', 'Expired 3 h ago (2026-01-15T09:00:00.000Z)'],
    [{ exp: NOW + 3600 }, 'valid', 'Expires in 1 h (2026-01-15T13:00:00.000Z)'],
    [{ exp: NOW }, 'expired', 'Expired now (2026-01-15T12:00:00.000Z)'],
    [{ sub: 'x' }, 'no-expiry', 'No exp claim: the token never expires'],
    [
      { nbf: NOW + 120, exp: NOW + 3600 },
      'not-yet-valid',
      'Not valid yet: valid from 2026-01-15T12:02:00.000Z (in 2 min)',
    ],
  ])('%j -> %s', (payload, state, message) => {
    expect(runJwtDecode(token(payload), clock).status).toEqual({ state, message });
  });

  // PyJWT and jose compare NumericDates as numbers: an exp past year 275760 is a valid (if odd) token, not a crash.
  it.each([
    [{ exp: 1e16 }, 'valid', 'Expires in 316880822 y (after +275760-09-13T00:00:00.000Z)'],
    [{ exp: -1e16 }, 'expired', 'Expired 316880934 y ago (before -271821-04-20T00:00:00.000Z)'],
    [
      { nbf: 1e17 },
      'not-yet-valid',
      'Not valid yet: valid from after +275760-09-13T00:00:00.000Z (in 3168808725 y)',
    ],
  ])('reads %j, beyond the dates a Date holds', (payload, state, message) => {
    const decoded = runJwtDecode(token(payload), clock);
    expect(decoded.status).toEqual({ state, message });
    expect(decoded.claimRows[0]?.time).toBeUndefined();
  });

  // jose refuses such a token ('"exp" claim must be a number'); PyJWT too ("Expiration Time claim (exp) must be an
  // integer."), but for a string of digits, which it reads as a number.
  it.each([
    [
      { exp: 'soon' },
      'exp is "soon", not a NumericDate (RFC 7519: a number of seconds since 1970): toolbox jwt verify refuses the token',
    ],
    [
      { nbf: null, exp: NOW + 60 },
      'nbf is null, not a NumericDate (RFC 7519: a number of seconds since 1970): toolbox jwt verify refuses the token',
    ],
  ])('says %j has a time claim that is not a number', (payload, message) => {
    expect(runJwtDecode(token(payload), clock).status).toEqual({ state: 'invalid', message });
  });

  it('explains Supabase’s claims, the role and aal by their value', () => {
    const decoded = runJwtDecode(
      token({
        sub: 'u1',
        role: 'service_role',
        aal: 'aal2',
        amr: [{ method: 'totp', timestamp: NOW }],
        session_id: 's1',
        is_anonymous: true,
        iat: NOW - 60,
        custom: 1,
      }),
      clock,
    );
    const meaning = (name: string) => decoded.claimRows.find((row) => row.name === name)?.meaning;
    expect(meaning('role')).toMatch(/bypasses Row Level Security/);
    expect(meaning('aal')).toMatch(/aal2: two factors/);
    expect(meaning('amr')).toMatch(/method and when/);
    expect(meaning('session_id')).toMatch(/auth\.sessions/);
    expect(meaning('is_anonymous')).toMatch(/anonymously/);
    expect(meaning('sub')).toMatch(/auth\.uid\(\)/);
    expect(meaning('custom')).toBeUndefined();
    expect(decoded.claimRows.find((row) => row.name === 'iat')?.time?.relative).toBe('1 min ago');
    expect(decoded.headerRows.map((row) => row.meaning)).toEqual(['Signing algorithm', 'Token type']);
  });

  it.each(['none', 'None', 'NONE'])(
    'warns that alg %s is unsigned (RFC 7519 §6.1, and its case variants)',
    (alg) => {
      const unsecured = `${b64url({ alg })}.${RFC7519_TOKEN.split('.')[1]}.`;
      expect(runJwtDecode(unsecured, clock).headerRows).toEqual([
        {
          name: 'alg',
          value: alg,
          meaning: 'none: unsigned; anyone can write this token, so never accept it',
        },
      ]);
    },
  );

  it('accepts a Bearer prefix and surrounding space', () => {
    expect(runJwtDecode(`  Bearer ${RFC7519_TOKEN}\n`, clock).payload.iss).toBe('joe');
  });

  it.each([
    ['', 'Please paste a token.'],
    ['abc', 'a JWT has 3 parts separated by dots (header.payload.signature); this one has 1.'],
    [
      'a.b.c.d.e',
      'this is an encrypted token (JWE, 5 parts); only signed tokens (JWS, 3 parts) can be decoded.',
    ],
    ['e30.e$30.x', 'the payload (part 2) is not base64url.'],
    // Claims pasted alone, or a JWS in JSON serialization: not "1 part".
    [
      '{"payload":"eyJpc3MiOiJqb2UifQ","signatures":[{"protected":"eyJhbGciOiJSUzI1NiJ9","signature":"cC4h"}]}',
      'this is JSON, not a token: a JWT is header.payload.signature, each part base64url (a JWS in JSON serialization, RFC 7515 §7.2, is not read).',
    ],
    [`${b64url({ alg: 'HS256' })}.bm90IGpzb24.x`, 'the payload (part 2) is not JSON.'],
    [`${b64url([1])}.e30.x`, 'the header (part 1) is not a JSON object.'],
    [`${b64url({ alg: 'HS256' })}.e30.a`, 'the signature (part 3) is not base64url.'],
    [`${b64url({ alg: 'HS256' })}._w.x`, 'the payload (part 2) is not UTF-8 text.'],
  ])('refuses %j with one clear message', (input, message) => {
    expect(() => runJwtDecode(input, clock)).toThrow(new ToolInputError(message, 'Invalid JWT'));
  });
});
