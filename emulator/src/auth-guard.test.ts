// What the auth API refuses (tokens that are not a user, hostile input) and its gateway: apikey, CORS, the log.
import { describe, expect, it } from 'vitest';
import { authStack } from './auth-stack';
import { verifyAccessToken } from './index';
import { signHs256 } from './jwt';
import { rawAuth, readJson, uniqueEmail } from './test-clients';

const auth = authStack();
const { signedUp } = auth;

describe('tokens that are not a user', () => {
  it('never takes the anon key, the service key or an sb_ key for a user', async () => {
    for (const bearer of [
      auth.stack.anonKey,
      auth.stack.serviceRoleKey,
      'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
    ]) {
      const response = await rawAuth(auth.stack.url, auth.stack.anonKey, '/user', { bearer });
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({
        code: 'bad_jwt',
        message: 'invalid claim: missing sub claim',
      });
    }
    expect(verifyAccessToken(auth.stack.anonKey, auth.stack.jwtSecret)).toBeNull();
    expect(verifyAccessToken(auth.stack.serviceRoleKey, auth.stack.jwtSecret)).toBeNull();
  });

  it('answers malformed, forged, alg-none and expired tokens with 4xx, never 5xx', async () => {
    const { session, user } = await signedUp();
    const claims = verifyAccessToken(session.access_token, auth.stack.jwtSecret);
    const [header, payload] = session.access_token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = signHs256({ ...claims }, 'a-different-secret-that-is-long-enough-to-pass');
    const expired = signHs256({ ...claims, exp: 1_000_000 }, auth.stack.jwtSecret);
    const wrongAudience = signHs256({ ...claims, aud: 'somebody' }, auth.stack.jwtSecret);
    const notUuid = signHs256({ ...claims, sub: 'not-a-uuid' }, auth.stack.jwtSecret);
    const noUser = signHs256(
      { ...claims, sub: '00000000-0000-4000-8000-000000000000' },
      auth.stack.jwtSecret,
    );
    const cases = [
      'garbage',
      'a.b.c',
      `${header}.%%%.sig`,
      none,
      forged,
      expired,
      wrongAudience,
      notUuid,
      noUser,
      `${session.access_token}x`,
    ];
    for (const bearer of cases) {
      for (const path of ['/user', '/logout']) {
        const response = await rawAuth(auth.stack.url, auth.stack.anonKey, path, {
          method: path === '/user' ? 'GET' : 'POST',
          bearer,
        });
        expect(response.status, `${path} with ${bearer.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    const expiredResponse = await rawAuth(auth.stack.url, auth.stack.anonKey, '/user', { bearer: expired });
    expect(await readJson(expiredResponse)).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    const gone = await rawAuth(auth.stack.url, auth.stack.anonKey, '/user', { bearer: noUser });
    expect((await readJson(gone)).code).toBe('user_not_found');
    expect(user.id).toBeTruthy();
  });

  it('answers /user without a bearer with no_authorization (401)', async () => {
    const response = await fetch(`${auth.stack.url}/auth/v1/user`, {
      headers: { apikey: auth.stack.anonKey, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(401);
    expect((await readJson(response)).code).toBe('no_authorization');
  });
});

describe("hostile input answers 400 validation_failed in GoTrue's shape, never 500", () => {
  const nested = (depth: number, leaf: string, wrap: (inner: string) => string) => {
    let text = leaf;
    for (let i = 0; i < depth; i += 1) text = wrap(text);
    return text;
  };
  async function post(path: string, body: string, headers: Record<string, string> = {}, method = 'POST') {
    const response = await fetch(`${auth.stack.url}/auth/v1${path}`, {
      method,
      headers: { apikey: auth.stack.anonKey, 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, body: await readJson(response) };
  }
  const deepObject = nested(5000, '1', (inner) => `{"a":${inner}}`);
  const deepArray = nested(5000, '1', (inner) => `[${inner}]`);

  it('sign-up data nested 5,000 deep, as objects or arrays', async () => {
    auth.skewMs += 5 * 60 * 1000;
    for (const data of [deepObject, `{"x":${deepArray}}`]) {
      const answer = await post(
        '/signup',
        `{"email":"${uniqueEmail('deep')}","password":"secret12","data":${data}}`,
      );
      expect(answer).toEqual({
        status: 400,
        body: {
          code: 400,
          error_code: 'validation_failed',
          msg: 'Request body is nested too deeply (more than 100 levels)',
        },
      });
    }
    // A hundred levels is still fine.
    const ok = nested(98, '1', (inner) => `{"a":${inner}}`);
    expect(
      (await post('/signup', `{"email":"${uniqueEmail('deep')}","password":"secret12","data":${ok}}`)).status,
    ).toBe(200);
  });

  it('NUL in metadata values and keys, in the e-mail of a sign-in, and in PUT /user', async () => {
    auth.skewMs += 5 * 60 * 1000;
    const { session } = await signedUp();
    const bearer = { authorization: `Bearer ${session.access_token}` };
    const nul = {
      code: 400,
      error_code: 'validation_failed',
      msg: 'Request body must not contain NUL characters',
    };
    const email = uniqueEmail('nul');
    for (const [path, body, headers, method] of [
      ['/signup', `{"email":"${email}","password":"secret12","data":{"x":"a\\u0000b"}}`, {}, 'POST'],
      ['/signup', `{"email":"${email}","password":"secret12","data":{"a\\u0000":"x"}}`, {}, 'POST'],
      ['/token?grant_type=password', `{"email":"a\\u0000@example.dev","password":"secret12"}`, {}, 'POST'],
      ['/user', `{"data":{"x":"a\\u0000"}}`, bearer, 'PUT'],
      ['/user', `{"data":${deepObject}}`, bearer, 'PUT'],
    ] as const) {
      const answer = await post(path, body, headers, method);
      expect(answer.status, `${method} ${path} ${body.slice(0, 40)}`).toBe(400);
      expect(answer.body.error_code).toBe('validation_failed');
      if (!body.includes(deepObject)) expect(answer.body).toEqual(nul);
    }
  });
});

describe('the gateway part', () => {
  it('requires a known apikey on /auth/v1 but not on /health', async () => {
    const missing = await fetch(`${auth.stack.url}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect((await readJson(missing)).message).toBe('No API key found in request');
    const wrong = await fetch(`${auth.stack.url}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect((await readJson(wrong)).message).toBe('Invalid API key');
    const health = await fetch(`${auth.stack.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect((await readJson(health)).name).toBe('GoTrue');
  });

  it('serves settings with autoconfirm on and the service key accepted', async () => {
    const response = await rawAuth(auth.stack.url, auth.stack.serviceRoleKey, '/settings');
    const settings = await readJson(response);
    expect(settings.mailer_autoconfirm).toBe(true);
    expect(settings.external.email).toBe(true);
    expect(settings.disable_signup).toBe(false);
  });

  it('answers CORS preflights for configured origins only and exposes the API-version header', async () => {
    const preflight = await fetch(`${auth.stack.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'apikey',
      'authorization',
      'content-type',
      'x-client-info',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(header);
    }
    const stranger = await fetch(`${auth.stack.url}/auth/v1/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

    const real = await rawAuth(auth.stack.url, auth.stack.anonKey, '/token?grant_type=password', {
      body: { email: uniqueEmail('cors'), password: 'nope-nope' },
      headers: { origin: 'http://127.0.0.1:4173' },
    });
    expect(real.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(real.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(real.headers.get('vary')).toContain('Origin');
  });

  it('logs one line per request without keys, tokens or bodies', async () => {
    auth.skewMs += 5 * 60 * 1000;
    const { session, password } = await signedUp('a-logged-password');
    const joined = auth.lines.join('\n');
    expect(auth.lines.some((line) => /^POST \/auth\/v1\/signup 200 \d+ms$/.test(line))).toBe(true);
    for (const secret of [auth.stack.anonKey, session.access_token, session.refresh_token, password]) {
      expect(joined).not.toContain(secret);
    }
    expect(joined).not.toContain('grant_type');
  });
});
