import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, freshDatabase, sqlOf } from '../../test/pglite.ts';
import { createDeviceAuthHandler, type DeviceAuthDeps, sha256Hex, type VerifiedUser } from './handler.ts';

const WEB = 'http://localhost:5173';
let db: PGlite;
let clock: Date;
const sessions = new Map<string, VerifiedUser>();
let handler: (req: Request) => Promise<Response>;
let alice: VerifiedUser;
let bob: VerifiedUser;

function makeHandler(overrides: Partial<DeviceAuthDeps['config']> = {}) {
  return createDeviceAuthHandler({
    sql: sqlOf(db),
    verifyUser: async (token) => sessions.get(token) ?? null,
    now: () => clock,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    config: { webOrigin: WEB, ttlSeconds: 900, intervalSeconds: 5, ...overrides },
  });
}

interface CallOptions {
  body?: unknown;
  token?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

async function call(method: string, path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { apikey: 'anon', ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await handler(new Request(`http://fn.local/device-auth${path}`, { method, headers, body }));
  const text = await res.text();
  return { res, status: res.status, body: text ? JSON.parse(text) : null };
}

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function startFlow(name = 'toolbox on test-host') {
  const { body } = await call('POST', '/device/code', { body: { client_name: name } });
  return body as { device_code: string; user_code: string; interval: number; expires_in: number };
}

const poll = (device_code: string) => call('POST', '/device/token', { body: { device_code } });

async function signInCli(user = 'alice-session') {
  const flow = await startFlow();
  await call('POST', '/device/approve', { token: user, body: { user_code: flow.user_code, approve: true } });
  advance(5);
  const { body } = await poll(flow.device_code);
  return body.access_token as string;
}

beforeAll(async () => {
  db = await freshDatabase();
  alice = { id: await createUser(db, 'alice@example.com'), email: 'alice@example.com' };
  bob = { id: await createUser(db, 'bob@example.com'), email: 'bob@example.com' };
  sessions.set('alice-session', alice);
  sessions.set('bob-session', bob);
});
afterAll(() => db.close());
beforeEach(() => {
  clock = new Date('2026-03-01T12:00:00Z');
  handler = makeHandler();
});

describe('POST /device/code', () => {
  it('answers the RFC 8628 fields with an 8-letter code shown XXXX-XXXX', async () => {
    const { status, body, res } = await call('POST', '/device/code', {
      body: { client_name: 'toolbox on box' },
    });
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(body.device_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({
      verification_uri: `${WEB}/device`,
      verification_uri_complete: `${WEB}/device?code=${body.user_code}`,
      expires_in: 900,
      interval: 5,
    });
  });

  it('stores only the SHA-256 of the device code', async () => {
    const flow = await startFlow();
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.device_authorizations where device_code_hash = $1',
      [await sha256Hex(flow.device_code)],
    );
    expect(rows[0]?.n).toBe(1);
    const raw = await db.query('select 1 from public.device_authorizations where device_code_hash = $1', [
      flow.device_code,
    ]);
    expect(raw.rows).toHaveLength(0);
  });

  it.each([[{}], [{ client_name: '' }], [{ client_name: 'x'.repeat(101) }], [{ client_name: 7 }]])(
    'rejects a bad client_name %j',
    async (body) => {
      const res = await call('POST', '/device/code', { body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
    },
  );

  it('rejects a body that is not JSON', async () => {
    const res = await call('POST', '/device/code', { body: '{nope' });
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it('limits codes to 10 per IP per 10 minutes', async () => {
    const ip = { 'cf-connecting-ip': '203.0.113.9' };
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/device/code', { body: { client_name: 'a' }, headers: ip })).status).toBe(
        200,
      );
    }
    const over = await call('POST', '/device/code', { body: { client_name: 'a' }, headers: ip });
    expect(over).toMatchObject({ status: 429, body: { error: 'over_request_rate_limit' } });
    expect(
      (
        await call('POST', '/device/code', {
          body: { client_name: 'a' },
          headers: { 'cf-connecting-ip': '203.0.113.10' },
        })
      ).status,
    ).toBe(200);
    advance(601);
    expect((await call('POST', '/device/code', { body: { client_name: 'a' }, headers: ip })).status).toBe(
      200,
    );
  });

  it('keys the limit on CF-Connecting-IP: a client rotating X-Forwarded-For (first or last entry) still gets 429', async () => {
    advance(3600);
    const from = (forged: string) => ({
      'x-forwarded-for': `${forged}, 10.8.0.${forged.length}`,
      'cf-connecting-ip': '198.51.100.7',
    });
    for (let i = 0; i < 10; i++) {
      const res = await call('POST', '/device/code', {
        body: { client_name: 'a' },
        headers: from(`10.9.0.${i}`),
      });
      expect(res.status).toBe(200);
    }
    for (const forged of ['10.9.1.1', '2001:db8::1', 'garbage', '198.51.100.8']) {
      const res = await call('POST', '/device/code', { body: { client_name: 'a' }, headers: from(forged) });
      expect(res.status, forged).toBe(429);
    }
  });
});

describe('POST /device/token (RFC 8628 errors)', () => {
  it('is authorization_pending until approved, then issues a tbx_ token exactly once', async () => {
    const flow = await startFlow();
    expect((await poll(flow.device_code)).body.error).toBe('authorization_pending');
    const approved = await call('POST', '/device/approve', {
      token: 'alice-session',
      body: { user_code: flow.user_code, approve: true },
    });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved' } });
    advance(5);
    const ok = await poll(flow.device_code);
    expect(ok.status).toBe(200);
    expect(ok.res.headers.get('cache-control')).toBe('no-store');
    expect(ok.body).toMatchObject({
      token_type: 'bearer',
      user: { id: alice.id, email: 'alice@example.com' },
    });
    expect(ok.body.access_token).toMatch(/^tbx_[A-Za-z0-9_-]{43}$/);
    advance(5);
    expect((await poll(flow.device_code)).body.error).toBe('expired_token');
    const stored = await db.query('select 1 from public.cli_tokens where token_hash = $1', [
      await sha256Hex(ok.body.access_token),
    ]);
    expect(stored.rows).toHaveLength(1);
  });

  it('accepts the RFC form body with grant_type', async () => {
    const flow = await startFlow();
    const res = await call('POST', '/device/token', {
      form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: flow.device_code },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'authorization_pending' } });
  });

  it('rejects other grant types and a missing device_code', async () => {
    expect(
      (await call('POST', '/device/token', { form: { grant_type: 'password', device_code: 'x' } })).body
        .error,
    ).toBe('unsupported_grant_type');
    expect((await call('POST', '/device/token', { body: {} })).body.error).toBe('invalid_request');
  });

  it('answers slow_down and adds 5 s to the interval when polled faster than the interval', async () => {
    const flow = await startFlow();
    expect((await poll(flow.device_code)).body.error).toBe('authorization_pending');
    advance(2);
    const fast = await poll(flow.device_code);
    expect(fast).toMatchObject({ status: 400, body: { error: 'slow_down', interval: 10 } });
    advance(5); // 5 s is now too fast: the interval became 10 s
    expect((await poll(flow.device_code)).body).toMatchObject({ error: 'slow_down', interval: 15 });
    advance(15);
    expect((await poll(flow.device_code)).body.error).toBe('authorization_pending');
  });

  it('answers access_denied once the user denies, then forgets the code', async () => {
    const flow = await startFlow();
    const denied = await call('POST', '/device/approve', {
      token: 'alice-session',
      body: { user_code: flow.user_code, approve: false },
    });
    expect(denied).toMatchObject({ status: 200, body: { status: 'denied' } });
    expect((await poll(flow.device_code)).body.error).toBe('access_denied');
    advance(5);
    expect((await poll(flow.device_code)).body.error).toBe('expired_token');
  });

  it('answers expired_token after 15 minutes, and for an unknown code', async () => {
    const flow = await startFlow();
    advance(899);
    expect((await poll(flow.device_code)).body.error).toBe('authorization_pending');
    advance(1);
    expect((await poll(flow.device_code)).body.error).toBe('expired_token');
    expect((await poll('not-a-real-code')).body.error).toBe('expired_token');
  });

  it('does not issue a token for a code approved and then expired before the poll', async () => {
    const flow = await startFlow();
    await call('POST', '/device/approve', {
      token: 'alice-session',
      body: { user_code: flow.user_code, approve: true },
    });
    advance(901);
    expect((await poll(flow.device_code)).body.error).toBe('expired_token');
  });

  it('issues at most one token when two polls race', async () => {
    const flow = await startFlow();
    await call('POST', '/device/approve', {
      token: 'alice-session',
      body: { user_code: flow.user_code, approve: true },
    });
    const results = await Promise.all([poll(flow.device_code), poll(flow.device_code)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe('GET /device?user_code=', () => {
  it('shows the request to a signed-in user, reading the code in any case, with or without the dash', async () => {
    const flow = await startFlow('toolbox on laptop');
    const variants = [
      flow.user_code,
      flow.user_code.toLowerCase(),
      flow.user_code.replace('-', ''),
      ` ${flow.user_code.replace('-', ' ')} `,
    ];
    for (const code of variants) {
      const res = await call('GET', `/device?user_code=${encodeURIComponent(code)}`, {
        token: 'bob-session',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        client_name: 'toolbox on laptop',
        created_at: clock.toISOString(),
        expires_at: new Date(clock.getTime() + 900_000).toISOString(),
        status: 'pending',
      });
    }
  });

  it('needs a signed-in user', async () => {
    const flow = await startFlow();
    expect((await call('GET', `/device?user_code=${flow.user_code}`)).status).toBe(401);
    expect((await call('GET', `/device?user_code=${flow.user_code}`, { token: 'forged' })).status).toBe(401);
    const cli = await signInCli();
    expect((await call('GET', `/device?user_code=${flow.user_code}`, { token: cli })).status).toBe(401);
  });

  it('answers 404 for unknown and expired codes, saying which', async () => {
    expect((await call('GET', '/device?user_code=BBBB-BBBB', { token: 'bob-session' })).body.error).toBe(
      'unknown_code',
    );
    expect((await call('GET', '/device?user_code=AAAA-AAAA', { token: 'bob-session' })).status).toBe(404);
    const flow = await startFlow();
    advance(900);
    const res = await call('GET', `/device?user_code=${flow.user_code}`, { token: 'bob-session' });
    expect(res).toMatchObject({ status: 404, body: { error: 'expired_code' } });
  });

  it('limits lookups to 10 per user per minute (wrong codes count)', async () => {
    sessions.set('carol-session', {
      id: await createUser(db, 'carol@example.com'),
      email: 'carol@example.com',
    });
    for (let i = 0; i < 10; i++) {
      expect((await call('GET', '/device?user_code=BBBB-BBBB', { token: 'carol-session' })).status).toBe(404);
    }
    expect((await call('GET', '/device?user_code=BBBB-BBBB', { token: 'carol-session' })).status).toBe(429);
    advance(61);
    expect((await call('GET', '/device?user_code=BBBB-BBBB', { token: 'carol-session' })).status).toBe(404);
  });
});

describe('POST /device/approve', () => {
  it('answers 409 for a second decision, approve or deny', async () => {
    const flow = await startFlow();
    const first = await call('POST', '/device/approve', {
      token: 'alice-session',
      body: { user_code: flow.user_code, approve: true },
    });
    expect(first.status).toBe(200);
    for (const approve of [true, false]) {
      const again = await call('POST', '/device/approve', {
        token: 'bob-session',
        body: { user_code: flow.user_code, approve },
      });
      expect(again).toMatchObject({ status: 409, body: { error: 'already_decided', status: 'approved' } });
    }
    advance(5);
    expect((await poll(flow.device_code)).body.user.email).toBe('alice@example.com');
  });

  it('answers 404 for unknown or expired codes and 401 without a session', async () => {
    expect(
      (
        await call('POST', '/device/approve', {
          token: 'alice-session',
          body: { user_code: 'ZZZZ-ZZZZ', approve: true },
        })
      ).status,
    ).toBe(404);
    const flow = await startFlow();
    expect(
      (await call('POST', '/device/approve', { body: { user_code: flow.user_code, approve: true } })).status,
    ).toBe(401);
    advance(900);
    const late = await call('POST', '/device/approve', {
      token: 'alice-session',
      body: { user_code: flow.user_code, approve: true },
    });
    expect(late).toMatchObject({ status: 404, body: { error: 'expired_code' } });
  });

  it('needs approve to be a boolean', async () => {
    const flow = await startFlow();
    const res = await call('POST', '/device/approve', {
      token: 'alice-session',
      body: { user_code: flow.user_code, approve: 'yes' },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });
});

describe('GET /whoami and POST /logout with a CLI token', () => {
  it('names the user and the token, and records its use', async () => {
    const token = await signInCli();
    advance(60);
    const res = await call('GET', '/whoami', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { id: alice.id, email: 'alice@example.com' },
      token: { name: 'toolbox on test-host' },
    });
    const list = await call('GET', '/tokens', { token: 'alice-session' });
    const row = list.body.find((t: { id: string }) => t.id === res.body.token.id);
    expect(row.last_used_at).toBe(clock.toISOString());
  });

  it('answers 401 for unknown, malformed and Supabase bearers', async () => {
    for (const token of [`tbx_${'A'.repeat(43)}`, 'tbx_short', 'alice-session', undefined]) {
      expect((await call('GET', '/whoami', { token })).status).toBe(401);
    }
  });

  it('logout revokes the presenting token', async () => {
    const token = await signInCli();
    expect((await call('POST', '/logout', { token })).status).toBe(204);
    expect((await call('GET', '/whoami', { token })).status).toBe(401);
    expect((await call('POST', '/logout', { token })).status).toBe(401);
  });
});

describe('CLI tokens on the profile', () => {
  it('creates a token shown once, lists it without the secret, and revokes it at once', async () => {
    const created = await call('POST', '/tokens', { token: 'alice-session', body: { name: 'CI' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'CI' });
    expect(created.body.token).toMatch(/^tbx_/);
    expect((await call('GET', '/whoami', { token: created.body.token })).body.token.name).toBe('CI');

    const list = await call('GET', '/tokens', { token: 'alice-session' });
    expect(list.status).toBe(200);
    const entry = list.body.find((t: { id: string }) => t.id === created.body.id);
    expect(Object.keys(entry).sort()).toEqual(['created_at', 'expires_at', 'id', 'last_used_at', 'name']);
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);

    const stored = await db.query<{ token_hash: string }>(
      'select token_hash from public.cli_tokens where id = $1',
      [created.body.id],
    );
    expect(stored.rows[0]?.token_hash).toBe(await sha256Hex(created.body.token));

    expect((await call('DELETE', `/tokens/${created.body.id}`, { token: 'alice-session' })).status).toBe(204);
    expect((await call('GET', '/whoami', { token: created.body.token })).status).toBe(401);
    const after = await call('GET', '/tokens', { token: 'alice-session' });
    expect(after.body.map((t: { id: string }) => t.id)).not.toContain(created.body.id);
    expect((await call('DELETE', `/tokens/${created.body.id}`, { token: 'alice-session' })).status).toBe(404);
  });

  it('keeps one user from seeing or revoking another user’s tokens', async () => {
    const created = await call('POST', '/tokens', { token: 'alice-session', body: { name: 'alice-only' } });
    const bobs = await call('GET', '/tokens', { token: 'bob-session' });
    expect(bobs.body.map((t: { id: string }) => t.id)).not.toContain(created.body.id);
    expect((await call('DELETE', `/tokens/${created.body.id}`, { token: 'bob-session' })).status).toBe(404);
    expect((await call('GET', '/whoami', { token: created.body.token })).status).toBe(200);
  });

  it('expires a token created with expires_in_days', async () => {
    const created = await call('POST', '/tokens', {
      token: 'alice-session',
      body: { name: 'short', expires_in_days: 1 },
    });
    expect((await call('GET', '/whoami', { token: created.body.token })).status).toBe(200);
    advance(86_400);
    expect((await call('GET', '/whoami', { token: created.body.token })).status).toBe(401);
  });

  it.each([
    ['POST', '/tokens', { name: '' }],
    ['POST', '/tokens', { name: 'x', expires_in_days: 0 }],
    ['POST', '/tokens', { name: 'x', expires_in_days: 1.5 }],
  ])('%s %s rejects %j', async (method, path, body) => {
    expect((await call(method, path, { token: 'alice-session', body })).status).toBe(400);
  });

  it('needs a signed-in user for every token call', async () => {
    const cli = await signInCli();
    for (const token of [undefined, cli]) {
      expect((await call('GET', '/tokens', { token })).status).toBe(401);
      expect((await call('POST', '/tokens', { token, body: { name: 'x' } })).status).toBe(401);
      expect((await call('DELETE', `/tokens/${crypto.randomUUID()}`, { token })).status).toBe(401);
    }
    expect((await call('DELETE', '/tokens/not-a-uuid', { token: 'alice-session' })).status).toBe(404);
  });
});

describe('HTTP', () => {
  it('answers CORS preflights for the web origin only', async () => {
    const ok = await handler(
      new Request('http://fn.local/device-auth/tokens', { method: 'OPTIONS', headers: { Origin: WEB } }),
    );
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(WEB);
    expect(ok.headers.get('access-control-allow-headers')).toContain('apikey');
    const evil = await handler(
      new Request('http://fn.local/device-auth/tokens', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example' },
      }),
    );
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const res = await handler(
      new Request('http://fn.local/device-auth/whoami', { headers: { Origin: WEB } }),
    );
    expect(res.headers.get('access-control-allow-origin')).toBe(WEB);
  });

  it('routes with or without the /functions/v1 prefix and answers 404/405 otherwise', async () => {
    const prefixed = await handler(new Request('http://x/functions/v1/device-auth/whoami'));
    expect(prefixed.status).toBe(401);
    expect((await call('GET', '/nope')).status).toBe(404);
    expect((await call('GET', '/device/code')).status).toBe(405);
  });

  it('uses only web APIs, so it runs unchanged in Deno', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('./', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text, file).not.toMatch(/from ['"]node:|\bBuffer\b|\bprocess\./);
    }
  });
});
