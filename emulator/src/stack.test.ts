import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FunctionContext, type RunningEmulator, startEmulator, verifyAccessToken } from './index';
import { migratedStackImage } from './stack-image';
import { authClient, rawAuth, readJson, supabaseClient, uniqueEmail } from './test-clients';

let stack: RunningEmulator;
let skewMs = 0;
let seen: FunctionContext | null = null;
/** Resolves when the `hold` function's Request is aborted (set once it has started). */
let holdAborted: Promise<void> | null = null;

beforeAll(async () => {
  stack = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    siteUrl: 'http://localhost:5173',
    now: () => Date.now() + skewMs,
    rateLimits: { tokenPer5Min: 3, signupPer5Min: 2, verifyPer5Min: 2 },
    functions: {
      echo: (ctx) => {
        seen = ctx;
        return async (req) => {
          const bearer = (req.headers.get('authorization') ?? '').replace(/^Bearer /, '');
          const { rows } = await ctx.sql('select count(*)::int as users from auth.users');
          return Response.json(
            {
              method: req.method,
              url: req.url,
              body: req.method === 'GET' ? null : await req.text(),
              apikey: req.headers.get('apikey') === ctx.anonKey,
              user: verifyAccessToken(bearer, stack.jwtSecret)?.email ?? null,
              users: rows[0]?.users,
            },
            { status: 201, headers: { 'x-echo': 'yes' } },
          );
        };
      },
      crash: () => async () => {
        throw new Error('boom');
      },
      // Answers only once its client has gone: what the data function sees of a client that gave up.
      hold: () => async (req) => {
        holdAborted = new Promise((resolve) => req.signal.addEventListener('abort', () => resolve()));
        await holdAborted;
        return new Response(null, { status: 204 });
      },
    },
  });
});

afterAll(async () => {
  await stack?.close();
});

/** A GET with a chosen `Host` header (fetch does not let a caller set it), as a rebinding page's request arrives. */
function rawGet(
  path: string,
  host: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const url = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        headers: { host, origin: 'http://localhost:5173', apikey: stack.serviceRoleKey },
        setHost: false,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('functions host', () => {
  it('gives factories the stack URL, both keys, the site URL and SQL as the owner', async () => {
    expect(seen?.supabaseUrl).toBe(stack.url);
    expect(seen?.anonKey).toBe(stack.anonKey);
    expect(seen?.serviceRoleKey).toBe(stack.serviceRoleKey);
    expect(seen?.siteUrl).toBe('http://localhost:5173');
    const { rows } = (await seen?.sql('select current_user as who, $1::int + 1 as two', [1])) ?? { rows: [] };
    expect(rows[0]).toEqual({ who: 'postgres', two: 2 });
  });

  it('hands a standard Request whose path starts at the function name', async () => {
    const email = uniqueEmail('fn');
    const { data } = await supabaseClient(stack.url, stack.anonKey).auth.signUp({
      email,
      password: 'function-pw',
    });
    const response = await fetch(`${stack.url}/functions/v1/echo/device/code?x=1`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${data.session?.access_token}`,
        'content-type': 'application/json',
        origin: 'http://localhost:5173',
      },
      body: JSON.stringify({ client_name: 'toolbox on host' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const echoed = await readJson(response);
    expect(new URL(echoed.url).pathname).toBe('/echo/device/code');
    expect(new URL(echoed.url).search).toBe('?x=1');
    expect(echoed).toMatchObject({
      method: 'POST',
      body: '{"client_name":"toolbox on host"}',
      apikey: true,
      user: email,
    });
    expect(echoed.users).toBeGreaterThanOrEqual(1);
  });

  it('answers preflights for functions, 404 for unknown ones and 500 JSON for a crash', async () => {
    const preflight = await fetch(`${stack.url}/functions/v1/echo/tokens`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    const unknown = await fetch(`${stack.url}/functions/v1/nope/x`);
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).message).toContain('nope');
    const crash = await fetch(`${stack.url}/functions/v1/crash`);
    expect(crash.status).toBe(500);
    expect((await readJson(crash)).code).toBe('FUNCTION_ERROR');
  });
});

describe('a client that goes away', () => {
  it("aborts its function's Request, as the edge runtime does", async () => {
    const client = new AbortController();
    const call = fetch(`${stack.url}/functions/v1/hold`, { signal: client.signal }).catch(() => 'gone');
    await expect.poll(() => holdAborted !== null, { timeout: 5_000 }).toBe(true);
    client.abort();
    expect(await call).toBe('gone');
    const aborted = await Promise.race([
      holdAborted?.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 1_000)),
    ]);
    expect(aborted).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers 429 over_request_rate_limit past the token limit, until the window ends', async () => {
    const supabase = supabaseClient(stack.url, stack.anonKey);
    const email = uniqueEmail('limited');
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { error } = await supabase.auth.signInWithPassword({ email, password: 'whatever-pw' });
      statuses.push(error?.status);
      if (i === 3) {
        expect(error?.code).toBe('over_request_rate_limit');
        expect(error?.message).toBe('Request rate limit reached');
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    skewMs += 5 * 60 * 1000;
    const { error } = await supabase.auth.signInWithPassword({ email, password: 'whatever-pw' });
    expect(error?.status).toBe(400);
  });

  it('limits sign-ups and verifications separately', async () => {
    skewMs += 5 * 60 * 1000;
    const supabase = supabaseClient(stack.url, stack.anonKey);
    const first = await supabase.auth.signUp({ email: uniqueEmail('s'), password: 'signup-pw' });
    const second = await supabase.auth.signUp({ email: uniqueEmail('s'), password: 'signup-pw' });
    const third = await supabase.auth.signUp({ email: uniqueEmail('s'), password: 'signup-pw' });
    expect([first.error, second.error]).toEqual([null, null]);
    expect(third.error?.status).toBe(429);
    const verifies = [];
    for (let i = 0; i < 3; i += 1) {
      verifies.push(
        (await rawAuth(stack.url, stack.anonKey, '/verify', { body: { type: 'signup', token_hash: 'x' } }))
          .status,
      );
    }
    expect(verifies).toEqual([403, 403, 429]);
  });
});

describe('auth-js AuthClient, as the CLI and the functions use it', () => {
  it('signs up, reads the user and signs out locally', async () => {
    const auth = authClient(stack.url, stack.anonKey);
    const email = uniqueEmail('authjs');
    skewMs += 5 * 60 * 1000;
    const { data, error } = await auth.signUp({ email, password: 'auth-js-password' });
    expect(error).toBeNull();
    const accessToken = data.session?.access_token ?? '';
    expect((await auth.getUser(accessToken)).data.user?.email).toBe(email);
    expect((await auth.signOut({ scope: 'local' })).error).toBeNull();
    // auth-js turns the server's session_not_found into its AuthSessionMissingError.
    const after = await auth.getUser(accessToken);
    expect(after.data.user).toBeNull();
    expect(after.error?.name).toBe('AuthSessionMissingError');
  });
});

describe('the rest of the stack', () => {
  it('serves the outbox (empty in autoconfirm mode) and clears it, with the service key only', async () => {
    const service = { authorization: `Bearer ${stack.serviceRoleKey}` };
    expect(await readJson(await fetch(`${stack.url}/_emulator/outbox`, { headers: service }))).toEqual([]);
    expect(
      (await fetch(`${stack.url}/_emulator/outbox`, { method: 'DELETE', headers: service })).status,
    ).toBe(204);
    expect(
      (await fetch(`${stack.url}/_emulator/outbox`, { headers: { apikey: stack.serviceRoleKey } })).status,
    ).toBe(200);
    const wrong: Record<string, string>[] = [
      {},
      { apikey: stack.anonKey },
      { authorization: `Bearer ${stack.anonKey}` },
    ];
    for (const headers of wrong) {
      const refused = await fetch(`${stack.url}/_emulator/outbox`, { headers });
      expect(refused.status).toBe(401);
      expect(await readJson(refused)).toEqual({
        code: 401,
        error_code: 'no_authorization',
        msg: 'The outbox requires the service_role key',
      });
      expect((await fetch(`${stack.url}/_emulator/outbox`, { method: 'DELETE', headers })).status).toBe(401);
    }
  });

  it('refuses a Host that is not loopback or configured (DNS rebinding), on every route', async () => {
    const port = new URL(stack.url).port;
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::1]',
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      '[::1]:9',
    ]) {
      expect((await rawGet('/auth/v1/health', host)).status, host).toBe(200);
    }
    for (const host of [
      `attacker.example:${port}`,
      'evil.test',
      '127.0.0.1.nip.io',
      'localhost.',
      'a@localhost',
      '',
    ]) {
      for (const path of [
        '/_emulator/outbox',
        '/auth/v1/health',
        '/auth/v1/verify?type=signup&token=x',
        '/',
      ]) {
        const refused = await rawGet(path, host);
        expect(refused.status, `${host} ${path}`).toBe(421);
        expect(JSON.parse(refused.body)).toEqual({
          code: 421,
          error_code: 'host_not_allowed',
          msg: 'This local stack only answers requests for its own host names',
        });
        expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
  });

  it('answers unknown paths with 404 and describes itself at /', async () => {
    const missing = await fetch(`${stack.url}/rest/v1/things`);
    expect(missing.status).toBe(404);
    const root = await readJson(await fetch(`${stack.url}/`));
    expect(root.auth).toBe(`${stack.url}/auth/v1`);
    const unknownAuth = await rawAuth(stack.url, stack.anonKey, '/nothing-here');
    expect(unknownAuth.status).toBe(404);
    const wrongMethod = await rawAuth(stack.url, stack.anonKey, '/signup');
    expect(wrongMethod.status).toBe(405);
  });

  it('answers bad JSON with 400 bad_json', async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe('bad_json');
  });
});
