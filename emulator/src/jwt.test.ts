import { describe, expect, it } from 'vitest';
import { checkHs256, makeApiKey, signHs256, verifyAccessToken } from './jwt';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const NOW = 1_800_000_000;

function userToken(overrides: Record<string, unknown> = {}, secret = SECRET): string {
  return signHs256(
    {
      sub: '6f1c3f6e-3b7e-4f43-9a43-6a9f7d7b1c11',
      aud: 'authenticated',
      role: 'authenticated',
      iat: NOW,
      exp: NOW + 3600,
      session_id: '0d7f6e1a-6b0a-4f0c-8f4a-3f9e2b1c0a99',
      ...overrides,
    },
    secret,
  );
}

describe('HS256 tokens', () => {
  it('verifies what it signs and reads the claims back', () => {
    const claims = verifyAccessToken(userToken(), SECRET, NOW * 1000);
    expect(claims?.sub).toBe('6f1c3f6e-3b7e-4f43-9a43-6a9f7d7b1c11');
    expect(claims?.aud).toBe('authenticated');
  });

  it.each([
    ['another secret', userToken({}, 'another-secret-another-secret-another-secret'), 'signature is invalid'],
    ['an expired token', userToken({ exp: NOW - 1 }), 'token is expired'],
    ['two segments', 'abc.def', 'invalid number of segments'],
    ['non-JSON claims', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln', 'could not JSON decode'],
    ['an illegal base64 character', 'eyJhbGciOiJIUzI1NiJ9.e30+.c2ln', 'could not JSON decode'],
  ])('rejects %s', (_label, token, reason) => {
    const check = checkHs256(token, SECRET, NOW);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toContain(reason);
  });

  it('accepts only HS256: alg none and other algorithms are refused', () => {
    const [, payload, signature] = userToken().split('.');
    for (const alg of ['none', 'HS512', 'RS256']) {
      const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
      const check = checkHs256(`${header}.${payload}.${alg === 'none' ? '' : signature}`, SECRET, NOW);
      expect(check).toEqual({ ok: false, reason: `token is unverifiable: signing method ${alg} is invalid` });
    }
  });

  it('verifyAccessToken wants a sub and the authenticated audience', () => {
    expect(verifyAccessToken(userToken({ aud: 'other' }), SECRET, NOW * 1000)).toBeNull();
    expect(verifyAccessToken(userToken({ aud: ['x', 'authenticated'] }), SECRET, NOW * 1000)).not.toBeNull();
    expect(verifyAccessToken(userToken({ sub: '' }), SECRET, NOW * 1000)).toBeNull();
    expect(verifyAccessToken(makeApiKey('anon', SECRET), SECRET, NOW * 1000)).toBeNull();
    expect(verifyAccessToken(makeApiKey('service_role', SECRET), SECRET, NOW * 1000)).toBeNull();
  });
});

describe('API keys', () => {
  it('are deterministic for a secret, with Supabase local claims', () => {
    const anon = makeApiKey('anon', SECRET);
    expect(makeApiKey('anon', SECRET)).toBe(anon);
    expect(makeApiKey('anon', `${SECRET}!`)).not.toBe(anon);
    const check = checkHs256(anon, SECRET, NOW);
    expect(check).toEqual({
      ok: true,
      claims: { iss: 'supabase-demo', role: 'anon', iat: 1700000000, exp: 4102444800 },
    });
    const service = checkHs256(makeApiKey('service_role', SECRET), SECRET, NOW);
    expect(service.ok && service.claims.role).toBe('service_role');
  });
});
