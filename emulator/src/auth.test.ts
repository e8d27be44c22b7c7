import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator, verifyAccessToken } from './index';
import { initdbImage } from './initdb-image';
import { signHs256 } from './jwt';
import { rawAuth, readJson, supabaseClient, uniqueEmail } from './test-clients';

let stack: RunningEmulator;
let skewMs = 0;
const lines: string[] = [];

beforeAll(async () => {
  stack = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await initdbImage(),
    now: () => Date.now() + skewMs,
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await stack?.close();
});

function client(): SupabaseClient {
  return supabaseClient(stack.url, stack.anonKey);
}

async function signedUp(password = 'correct-horse') {
  const email = uniqueEmail('user');
  const supabase = client();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Ada L' } },
  });
  expect(error).toBeNull();
  if (!data.session || !data.user) throw new Error('sign-up gave no session');
  return { email, password, supabase, session: data.session, user: data.user };
}

async function signedIn(email: string, password: string) {
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  if (!data.session) throw new Error('sign-in gave no session');
  return { supabase, session: data.session };
}

describe('sign-up and sign-in through supabase-js', () => {
  it('signs up with a session and full_name in user_metadata', async () => {
    const { email, session, user } = await signedUp();
    expect(user.email).toBe(email);
    expect(user.user_metadata.full_name).toBe('Ada L');
    expect(user.identities?.[0]?.provider).toBe('email');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = verifyAccessToken(session.access_token, stack.jwtSecret);
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada L', email_verified: true },
    });
    expect(claims?.amr?.[0]?.method).toBe('password');
    expect(typeof claims?.session_id).toBe('string');
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(3600);
  });

  it('stores a $2a$ bcrypt hash of cost 10', async () => {
    const { email } = await signedUp();
    const { rows } = await stack.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where email = $1',
      [email],
    );
    expect(rows[0]?.encrypted_password).toMatch(/^\$2a\$10\$/);
  });

  it('signs in with the password, case-insensitively on the email', async () => {
    const { email, password, user } = await signedUp();
    const { session } = await signedIn(email.toUpperCase(), password);
    expect(session.user.id).toBe(user.id);
  });

  it('answers a wrong password or an unknown email with invalid_credentials (400)', async () => {
    const { email } = await signedUp();
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'whatever1' },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('refuses a second sign-up of the same email with user_already_exists (422)', async () => {
    const { email } = await signedUp();
    const { error } = await client().auth.signUp({ email, password: 'another-one' });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
  });

  it('refuses a short password with weak_password and its reasons', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('rejects passwords over 72 bytes and malformed emails with validation_failed', async () => {
    const long = await client().auth.signUp({ email: uniqueEmail('long'), password: 'é'.repeat(37) });
    expect(long.error?.code).toBe('validation_failed');
    expect(long.error?.message).toBe('Password cannot be longer than 72 characters');
    const bad = await client().auth.signUp({ email: 'not-an-email', password: 'long-enough' });
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.status).toBe(400);
  });

  it('refuses anonymous sign-ins as a default project does', async () => {
    const { error } = await client().auth.signInAnonymously();
    expect(error?.code).toBe('anonymous_provider_disabled');
    expect(error?.status).toBe(422);
  });

  it('answers without the API-version header in the legacy error shape', async () => {
    const response = await rawAuth(stack.url, stack.anonKey, '/token?grant_type=password', {
      body: { email: uniqueEmail('legacy'), password: 'nope-nope' },
      headers: { 'x-supabase-api-version': '' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await readJson(response)).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('echoes X-Supabase-Api-Version on errors when the request carries it', async () => {
    const response = await rawAuth(stack.url, stack.anonKey, '/token?grant_type=password', {
      body: { email: uniqueEmail('v2024'), password: 'nope-nope' },
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(response)).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers an unknown grant type and a missing refresh token in the OAuth shape', async () => {
    const unknown = await rawAuth(stack.url, stack.anonKey, '/token?grant_type=magic', { body: {} });
    expect(unknown.status).toBe(400);
    expect(await readJson(unknown)).toEqual({ error: 'unsupported_grant_type' });
    const missing = await rawAuth(stack.url, stack.anonKey, '/token?grant_type=refresh_token', { body: {} });
    expect(await readJson(missing)).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });
});

describe('the signed-in user', () => {
  it('getUser answers the user', async () => {
    const { supabase, user } = await signedUp();
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.user_metadata.full_name).toBe('Ada L');
  });

  it('updateUser merges data and deletes keys set to null', async () => {
    const { supabase } = await signedUp();
    await supabase.auth.updateUser({ data: { theme: 'dark', plan: 'free' } });
    const { data, error } = await supabase.auth.updateUser({ data: { plan: null, lang: 'fr' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({
      full_name: 'Ada L',
      email_verified: true,
      theme: 'dark',
      lang: 'fr',
    });
  });

  it('updateUser changes the email at once without confirmation mode', async () => {
    const { supabase, password } = await signedUp();
    const email = uniqueEmail('renamed');
    const { data, error } = await supabase.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    await signedIn(email, password);
  });

  it('updateUser refuses an email another user has (email_exists)', async () => {
    const first = await signedUp();
    const second = await signedUp();
    const { error } = await second.supabase.auth.updateUser({ email: first.email });
    expect(error?.code).toBe('email_exists');
    expect(error?.status).toBe(422);
  });

  it('a password change signs out the other sessions and refuses the same password', async () => {
    const { email, password, supabase } = await signedUp();
    const other = await signedIn(email, password);
    const same = await supabase.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');
    const { error } = await supabase.auth.updateUser({ password: 'brand-new-secret' });
    expect(error).toBeNull();
    expect((await supabase.auth.getUser()).error).toBeNull();
    const response = await rawAuth(stack.url, stack.anonKey, '/user', { bearer: other.session.access_token });
    expect(response.status).toBe(403);
    expect((await readJson(response)).code).toBe('session_not_found');
    await signedIn(email, 'brand-new-secret');
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh answers a new token of the same session', async () => {
    const { supabase, session } = await signedUp();
    const { data, error } = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const before = verifyAccessToken(session.access_token, stack.jwtSecret);
    const after = verifyAccessToken(data.session?.access_token ?? '', stack.jwtSecret);
    expect(after?.session_id).toBe(before?.session_id);
  });

  it('hands the active token back for its parent, and swaps within the reuse interval', async () => {
    const { supabase, session } = await signedUp();
    const t1 = session.refresh_token;
    const first = await supabase.auth.refreshSession({ refresh_token: t1 });
    const t2 = first.data.session?.refresh_token;
    // The client lost the answer: presenting t1 again gives t2 again.
    const again = await supabase.auth.refreshSession({ refresh_token: t1 });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(t2);
    const third = await supabase.auth.refreshSession({ refresh_token: t2 ?? '' });
    // t1 is now a grandparent, revoked 0 s ago: inside the 10 s window it still swaps.
    const late = await supabase.auth.refreshSession({ refresh_token: t1 });
    expect(late.error).toBeNull();
    expect(third.data.session?.refresh_token).toBeTruthy();
  });

  it('a reuse after the interval revokes the family with refresh_token_already_used', async () => {
    const { supabase, session } = await signedUp();
    const t1 = session.refresh_token;
    const t2 = (await supabase.auth.refreshSession({ refresh_token: t1 })).data.session?.refresh_token ?? '';
    const t3 = (await supabase.auth.refreshSession({ refresh_token: t2 })).data.session?.refresh_token ?? '';
    skewMs += 11_000;
    const reuse = await supabase.auth.refreshSession({ refresh_token: t1 });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect(reuse.error?.status).toBe(400);
    // The whole family is gone, including the newest token.
    const newest = await supabase.auth.refreshSession({ refresh_token: t3 });
    expect(newest.error?.code).toBe('refresh_token_already_used');
    const { rows } = await stack.db.query<{ live: number }>(
      'select count(*)::int as live from auth.refresh_tokens where session_id = $1 and not revoked',
      [verifyAccessToken(session.access_token, stack.jwtSecret, Date.now() + skewMs)?.session_id],
    );
    expect(rows[0]?.live).toBe(0);
  });

  it('an unknown refresh token is refresh_token_not_found', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'x'.repeat(43) });
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.status).toBe(400);
  });

  it('keeps only SHA-256 hashes of refresh tokens', async () => {
    const { session } = await signedUp();
    const { rows } = await stack.db.query('select * from auth.refresh_tokens');
    const text = JSON.stringify(rows);
    expect(text).not.toContain(session.refresh_token);
  });
});

describe('sign-out scopes', () => {
  async function threeSessions() {
    const { email, password, supabase, session } = await signedUp();
    const b = await signedIn(email, password);
    const c = await signedIn(email, password);
    return { a: { supabase, session }, b, c };
  }

  async function userStatus(accessToken: string): Promise<number> {
    return (await rawAuth(stack.url, stack.anonKey, '/user', { bearer: accessToken })).status;
  }

  it('others keeps only the current session', async () => {
    const { a, b, c } = await threeSessions();
    expect((await a.supabase.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await userStatus(a.session.access_token)).toBe(200);
    expect(await userStatus(b.session.access_token)).toBe(403);
    expect(await userStatus(c.session.access_token)).toBe(403);
    const refresh = await client().auth.refreshSession({ refresh_token: b.session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('local ends only the current session', async () => {
    const { a, b } = await threeSessions();
    expect((await a.supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await userStatus(a.session.access_token)).toBe(403);
    expect(await userStatus(b.session.access_token)).toBe(200);
  });

  it('global (the default) ends every session and answers 204', async () => {
    const { a, b, c } = await threeSessions();
    const response = await rawAuth(stack.url, stack.anonKey, '/logout', {
      method: 'POST',
      bearer: b.session.access_token,
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    for (const session of [a.session, b.session, c.session])
      expect(await userStatus(session.access_token)).toBe(403);
    const { data } = await a.supabase.auth.getUser();
    expect(data.user).toBeNull();
  });

  it('refuses an unknown scope', async () => {
    const { session } = await signedUp();
    const response = await rawAuth(stack.url, stack.anonKey, '/logout?scope=everyone', {
      method: 'POST',
      bearer: session.access_token,
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe('validation_failed');
  });
});

describe('tokens that are not a user', () => {
  it('never takes the anon key, the service key or an sb_ key for a user', async () => {
    for (const bearer of [
      stack.anonKey,
      stack.serviceRoleKey,
      'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
    ]) {
      const response = await rawAuth(stack.url, stack.anonKey, '/user', { bearer });
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({
        code: 'bad_jwt',
        message: 'invalid claim: missing sub claim',
      });
    }
    expect(verifyAccessToken(stack.anonKey, stack.jwtSecret)).toBeNull();
    expect(verifyAccessToken(stack.serviceRoleKey, stack.jwtSecret)).toBeNull();
  });

  it('answers malformed, forged, alg-none and expired tokens with 4xx, never 5xx', async () => {
    const { session, user } = await signedUp();
    const claims = verifyAccessToken(session.access_token, stack.jwtSecret);
    const [header, payload] = session.access_token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = signHs256({ ...claims }, 'a-different-secret-that-is-long-enough-to-pass');
    const expired = signHs256({ ...claims, exp: 1_000_000 }, stack.jwtSecret);
    const wrongAudience = signHs256({ ...claims, aud: 'somebody' }, stack.jwtSecret);
    const notUuid = signHs256({ ...claims, sub: 'not-a-uuid' }, stack.jwtSecret);
    const noUser = signHs256({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }, stack.jwtSecret);
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
        const response = await rawAuth(stack.url, stack.anonKey, path, {
          method: path === '/user' ? 'GET' : 'POST',
          bearer,
        });
        expect(response.status, `${path} with ${bearer.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    const expiredResponse = await rawAuth(stack.url, stack.anonKey, '/user', { bearer: expired });
    expect(await readJson(expiredResponse)).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    const gone = await rawAuth(stack.url, stack.anonKey, '/user', { bearer: noUser });
    expect((await readJson(gone)).code).toBe('user_not_found');
    expect(user.id).toBeTruthy();
  });

  it('answers /user without a bearer with no_authorization (401)', async () => {
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' },
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
    const response = await fetch(`${stack.url}/auth/v1${path}`, {
      method,
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, body: await readJson(response) };
  }
  const deepObject = nested(5000, '1', (inner) => `{"a":${inner}}`);
  const deepArray = nested(5000, '1', (inner) => `[${inner}]`);

  it('sign-up data nested 5,000 deep, as objects or arrays', async () => {
    skewMs += 5 * 60 * 1000;
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
    skewMs += 5 * 60 * 1000;
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
    const missing = await fetch(`${stack.url}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect((await readJson(missing)).message).toBe('No API key found in request');
    const wrong = await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect((await readJson(wrong)).message).toBe('Invalid API key');
    const health = await fetch(`${stack.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect((await readJson(health)).name).toBe('GoTrue');
  });

  it('serves settings with autoconfirm on and the service key accepted', async () => {
    const response = await rawAuth(stack.url, stack.serviceRoleKey, '/settings');
    const settings = await readJson(response);
    expect(settings.mailer_autoconfirm).toBe(true);
    expect(settings.external.email).toBe(true);
    expect(settings.disable_signup).toBe(false);
  });

  it('answers CORS preflights for configured origins only and exposes the API-version header', async () => {
    const preflight = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
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
    const stranger = await fetch(`${stack.url}/auth/v1/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

    const real = await rawAuth(stack.url, stack.anonKey, '/token?grant_type=password', {
      body: { email: uniqueEmail('cors'), password: 'nope-nope' },
      headers: { origin: 'http://127.0.0.1:4173' },
    });
    expect(real.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(real.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(real.headers.get('vary')).toContain('Origin');
  });

  it('logs one line per request without keys, tokens or bodies', async () => {
    skewMs += 5 * 60 * 1000;
    const { session, password } = await signedUp('a-logged-password');
    const joined = lines.join('\n');
    expect(lines.some((line) => /^POST \/auth\/v1\/signup 200 \d+ms$/.test(line))).toBe(true);
    for (const secret of [stack.anonKey, session.access_token, session.refresh_token, password]) {
      expect(joined).not.toContain(secret);
    }
    expect(joined).not.toContain('grant_type');
  });
});
