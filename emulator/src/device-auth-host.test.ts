// The device-auth function as the local stack serves it: real HTTP, real Supabase sessions from /auth/v1.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFunction, type FunctionCall } from './call-function';
import { defaultFunctions } from './functions';
import { type RunningEmulator, startEmulator } from './index';
import { migratedStackImage } from './stack-image';
import { rawAuth, uniqueEmail } from './test-clients';

let emu: RunningEmulator;

async function signUp(): Promise<{ email: string; accessToken: string }> {
  const email = uniqueEmail('device');
  const res = await rawAuth(emu.url, emu.anonKey, '/signup', {
    body: { email, password: 'correct horse 1' },
  });
  const body = (await res.json()) as { access_token: string };
  return { email, accessToken: body.access_token };
}

function fn(method: string, path: string, init: FunctionCall = {}) {
  return callFunction(`${emu.url}/functions/v1/device-auth${path}`, emu.anonKey, method, init);
}

beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    functions: defaultFunctions,
  });
});
afterAll(() => emu?.close());

describe('device-auth on the local stack', () => {
  it('runs the whole device flow with a session from /auth/v1', async () => {
    const alice = await signUp();
    const start = await fn('POST', '/device/code', { body: { client_name: 'toolbox on ci' } });
    expect(start.status).toBe(200);
    expect(start.body.verification_uri).toBe('http://localhost:5173/device');
    expect(start.headers.get('cache-control')).toBe('no-store');
    expect(
      (await fn('POST', '/device/token', { body: { device_code: start.body.device_code } })).body.error,
    ).toBe('authorization_pending');

    const shown = await fn('GET', `/device?user_code=${start.body.user_code.toLowerCase()}`, {
      bearer: alice.accessToken,
    });
    expect(shown).toMatchObject({ status: 200, body: { client_name: 'toolbox on ci', status: 'pending' } });
    const approved = await fn('POST', '/device/approve', {
      bearer: alice.accessToken,
      body: { user_code: start.body.user_code, approve: true },
    });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved' } });

    // The first poll came less than 5 s ago: the stack is honest about slow_down too.
    const early = await fn('POST', '/device/token', { body: { device_code: start.body.device_code } });
    expect(early.body).toMatchObject({ error: 'slow_down', interval: 10 });
    await emu.db.query(
      `update public.device_authorizations set last_polled_at = now() - interval '1 minute'`,
    );
    const issued = await fn('POST', '/device/token', { body: { device_code: start.body.device_code } });
    expect(issued.status).toBe(200);
    expect(issued.body.user.email).toBe(alice.email);

    const who = await fn('GET', '/whoami', { bearer: issued.body.access_token });
    expect(who).toMatchObject({
      status: 200,
      body: { user: { email: alice.email }, token: { name: 'toolbox on ci' } },
    });
  });

  it('manages CLI tokens for the signed-in user only', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const created = await fn('POST', '/tokens', { bearer: alice.accessToken, body: { name: 'CI' } });
    expect(created.status).toBe(201);
    expect((await fn('GET', '/tokens', { bearer: bob.accessToken })).body).toEqual([]);
    expect((await fn('DELETE', `/tokens/${created.body.id}`, { bearer: bob.accessToken })).status).toBe(404);
    expect((await fn('GET', '/tokens', { bearer: alice.accessToken })).body).toHaveLength(1);
    expect((await fn('DELETE', `/tokens/${created.body.id}`, { bearer: alice.accessToken })).status).toBe(
      204,
    );
    expect((await fn('GET', '/whoami', { bearer: created.body.token })).status).toBe(401);
  });

  it('refuses the anon key and signed-out sessions as users', async () => {
    expect((await fn('GET', '/tokens', { bearer: emu.anonKey })).status).toBe(401);
    const carol = await signUp();
    const out = await rawAuth(emu.url, emu.anonKey, '/logout?scope=global', {
      method: 'POST',
      bearer: carol.accessToken,
    });
    expect(out.status).toBe(204);
    expect((await fn('GET', '/tokens', { bearer: carol.accessToken })).status).toBe(401);
  });

  it('limits device codes per socket address: rotating X-Forwarded-For or CF-Connecting-IP does not get past the 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${emu.url}/functions/v1/device-auth/device/code`, {
        method: 'POST',
        headers: {
          apikey: emu.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
          'cf-connecting-ip': `192.0.2.${i}`,
          'x-real-ip': `198.51.100.${i}`,
        },
        body: JSON.stringify({ client_name: 'toolbox on a rotating proxy' }),
      });
      statuses.push(res.status);
    }
    // One code came from the first test: ten per address per ten minutes.
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
  });

  it('shows the approver the address without a netmask', async () => {
    const alice = await signUp();
    const { rows } = await emu.db.query<{ user_code: string }>(
      `select user_code from public.device_authorizations where status = 'pending' order by created_at desc limit 1`,
    );
    const shown = await fn('GET', `/device?user_code=${rows[0]?.user_code}`, { bearer: alice.accessToken });
    expect(shown.status).toBe(200);
    expect(shown.body.client_ip).toBe('127.0.0.1');
  });

  it('answers NUL in a client or token name and bad percent-encoding with 400, never 500', async () => {
    const alice = await signUp();
    const nulName = await fn('POST', '/device/code', { body: { client_name: 'toolbox on a\u0000b' } });
    expect(nulName).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', message: 'The body must not contain NUL characters.' },
    });
    const nulToken = await fn('POST', '/tokens', { bearer: alice.accessToken, body: { name: 'CI\u0000' } });
    expect(nulToken).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    for (const id of ['%E0%A4%A', '%', '%zz', '%00']) {
      const bad = await fn('DELETE', `/tokens/${id}`, { bearer: alice.accessToken });
      expect(bad.status, id).toBe(400);
      expect(bad.body.error).toBe('invalid_request');
    }
  });

  it('revokes every CLI token of a user whose password changes, and only theirs', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const mine = await fn('POST', '/tokens', { bearer: alice.accessToken, body: { name: 'laptop' } });
    const ci = await fn('POST', '/tokens', { bearer: alice.accessToken, body: { name: 'CI' } });
    const other = await fn('POST', '/tokens', { bearer: bob.accessToken, body: { name: 'bob' } });
    expect((await fn('GET', '/whoami', { bearer: mine.body.token })).status).toBe(200);

    const changed = await rawAuth(emu.url, emu.anonKey, '/user', {
      method: 'PUT',
      bearer: alice.accessToken,
      body: { password: 'a brand new password' },
    });
    expect(changed.status).toBe(200);
    expect((await fn('GET', '/whoami', { bearer: mine.body.token })).status).toBe(401);
    expect((await fn('GET', '/whoami', { bearer: ci.body.token })).status).toBe(401);
    expect((await fn('GET', '/whoami', { bearer: other.body.token })).status).toBe(200);
    // The session that changed the password stays, so the profile can make a new token at once.
    expect((await fn('GET', '/tokens', { bearer: alice.accessToken })).body).toEqual([]);
    const fresh = await fn('POST', '/tokens', { bearer: alice.accessToken, body: { name: 'new laptop' } });
    expect((await fn('GET', '/whoami', { bearer: fresh.body.token })).status).toBe(200);
  });

  it("DELETE /tokens revokes every token of the signed-in user and no one else's", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const first = await fn('POST', '/tokens', { bearer: alice.accessToken, body: { name: 'one' } });
    const second = await fn('POST', '/tokens', { bearer: alice.accessToken, body: { name: 'two' } });
    const other = await fn('POST', '/tokens', { bearer: bob.accessToken, body: { name: 'bob' } });
    expect(await fn('DELETE', '/tokens', { bearer: alice.accessToken })).toMatchObject({
      status: 200,
      body: { revoked: 2 },
    });
    expect((await fn('GET', '/whoami', { bearer: first.body.token })).status).toBe(401);
    expect((await fn('GET', '/whoami', { bearer: second.body.token })).status).toBe(401);
    expect((await fn('GET', '/whoami', { bearer: other.body.token })).status).toBe(200);
    expect((await fn('DELETE', '/tokens', { bearer: emu.anonKey })).status).toBe(401);
  });

  it('answers CORS for the web app', async () => {
    const res = await fetch(`${emu.url}/functions/v1/device-auth/tokens`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});
