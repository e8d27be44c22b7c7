import { describe, expect, it } from 'vitest';
import { authStack } from './auth-stack';
import { verifyAccessToken } from './index';
import { rawAuth, readJson, uniqueEmail } from './test-clients';

const auth = authStack();
const { client, signedUp, signedIn } = auth;

describe('sign-up and sign-in through supabase-js', () => {
  it('signs up with a session and full_name in user_metadata', async () => {
    const { email, session, user } = await signedUp();
    expect(user.email).toBe(email);
    expect(user.user_metadata.full_name).toBe('Ada L');
    expect(user.identities?.[0]?.provider).toBe('email');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = verifyAccessToken(session.access_token, auth.stack.jwtSecret);
    expect(claims).toMatchObject({
      iss: `${auth.stack.url}/auth/v1`,
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
    const { rows } = await auth.stack.db.query<{ encrypted_password: string }>(
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
    const response = await rawAuth(auth.stack.url, auth.stack.anonKey, '/token?grant_type=password', {
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
    const response = await rawAuth(auth.stack.url, auth.stack.anonKey, '/token?grant_type=password', {
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
    const unknown = await rawAuth(auth.stack.url, auth.stack.anonKey, '/token?grant_type=magic', {
      body: {},
    });
    expect(unknown.status).toBe(400);
    expect(await readJson(unknown)).toEqual({ error: 'unsupported_grant_type' });
    const missing = await rawAuth(auth.stack.url, auth.stack.anonKey, '/token?grant_type=refresh_token', {
      body: {},
    });
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
    const response = await rawAuth(auth.stack.url, auth.stack.anonKey, '/user', {
      bearer: other.session.access_token,
    });
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
    const before = verifyAccessToken(session.access_token, auth.stack.jwtSecret);
    const after = verifyAccessToken(data.session?.access_token ?? '', auth.stack.jwtSecret);
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
    auth.skewMs += 11_000;
    const reuse = await supabase.auth.refreshSession({ refresh_token: t1 });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect(reuse.error?.status).toBe(400);
    // The whole family is gone, including the newest token.
    const newest = await supabase.auth.refreshSession({ refresh_token: t3 });
    expect(newest.error?.code).toBe('refresh_token_already_used');
    const { rows } = await auth.stack.db.query<{ live: number }>(
      'select count(*)::int as live from auth.refresh_tokens where session_id = $1 and not revoked',
      [verifyAccessToken(session.access_token, auth.stack.jwtSecret, Date.now() + auth.skewMs)?.session_id],
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
    const { rows } = await auth.stack.db.query('select * from auth.refresh_tokens');
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
    return (await rawAuth(auth.stack.url, auth.stack.anonKey, '/user', { bearer: accessToken })).status;
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
    const response = await rawAuth(auth.stack.url, auth.stack.anonKey, '/logout', {
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
    const response = await rawAuth(auth.stack.url, auth.stack.anonKey, '/logout?scope=everyone', {
      method: 'POST',
      bearer: session.access_token,
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe('validation_failed');
  });
});
