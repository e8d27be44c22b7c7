// Sign-in against a real local stack (the emulator in this process): the gate, `toolbox login`'s device flow,
// whoami and logout, driven through main() like the binary but with a test context.

import { mkdtempSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import { defaultFunctions, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandModule } from '../command-module';
import { deviceLogin } from '../commands/account/device-login';
import { commandModules } from '../commands/index';
import type { CliContext } from '../context';
import { AuthError, NetworkError } from '../errors';
import { main } from '../main';
import { type TestContext, testContext } from '../test-context';
import { credentialsPath, readCredential, saveCredential } from './credentials';
import { ASK_AGAIN_OFFLINE_MS, CONFIRM_EVERY_MS, confirmCredential, OFFLINE_GRACE_MS } from './sign-in';

let emu: RunningEmulator;
let session: { accessToken: string; email: string };
const DEAD_API = 'http://127.0.0.1:9'; // discard port: connection refused

async function fn(method: string, path: string, init: { bearer?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { apikey: emu.anonKey };
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${emu.url}/functions/v1/device-auth${path}`, {
    method,
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function newToken(name = 'CI'): Promise<{ id: string; token: string }> {
  return (await fn('POST', '/tokens', { bearer: session.accessToken, body: { name } })).body;
}

function ctxWith(overrides: Partial<CliContext> & { env?: Record<string, string> } = {}): TestContext {
  const clock = fixedClock(new Date().toISOString());
  const ctx = testContext({
    apiUrl: emu.url,
    anonKey: emu.anonKey,
    clock,
    ...overrides,
    env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-signin-')), ...overrides.env },
  });
  ctx.requireCredential = function (this: CliContext) {
    return confirmCredential(this).then(() => {});
  };
  return ctx;
}

const gated: CommandModule = {
  examples: [{ command: 'toolbox gated' }],
  configure() {},
  async run(_options, ctx) {
    ctx.print('ran');
  },
};
// `uuid` stands in for any tool command: gated by default.
const commands = { ...commandModules, uuid: async () => gated };

beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    functions: defaultFunctions,
    initialData: await migratedStackImage(),
  });
  const email = `cli-${Date.now()}@example.dev`;
  const res = await fetch(`${emu.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse 1' }),
  });
  session = { accessToken: ((await res.json()) as { access_token: string }).access_token, email };
});
afterAll(() => emu?.close());

describe('the sign-in gate', () => {
  it('refuses without a credential: `toolbox login` in a terminal, TOOLBOX_TOKEN otherwise', async () => {
    await expect(confirmCredential(ctxWith({ stdinIsTTY: true }))).rejects.toThrow(
      'not signed in: run `toolbox login`',
    );
    await expect(confirmCredential(ctxWith({ stdinIsTTY: false }))).rejects.toThrow(
      'not signed in: set TOOLBOX_TOKEN',
    );
  });

  it('accepts TOOLBOX_TOKEN, then skips the network for an hour', async () => {
    const { token } = await newToken();
    const ctx = ctxWith({ env: { TOOLBOX_TOKEN: token } });
    const first = await confirmCredential(ctx);
    expect(first).toMatchObject({
      source: 'TOOLBOX_TOKEN',
      checkedNow: true,
      user: { email: session.email },
    });
    const cached = await confirmCredential({ ...ctx, apiUrl: emu.url });
    expect(cached.checkedNow).toBe(false);
  });

  it('refuses a revoked token at the next confirmation (exit 3)', async () => {
    const created = await newToken();
    const clock = fixedClock(new Date().toISOString());
    const ctx = ctxWith({ env: { TOOLBOX_TOKEN: created.token }, clock });
    await confirmCredential(ctx);
    await fn('DELETE', `/tokens/${created.id}`, { bearer: session.accessToken });
    expect((await confirmCredential(ctx)).checkedNow).toBe(false); // within the hour: not asked
    clock.advance(CONFIRM_EVERY_MS);
    const error = await confirmCredential(ctx).catch((e) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toMatch(/TOOLBOX_TOKEN was rejected/);
  });

  it('works offline for 7 days after the last confirmation, then exits 4', async () => {
    const clock = fixedClock(new Date().toISOString());
    const ctx = ctxWith({ apiUrl: DEAD_API, clock });
    const confirmedAt = new Date(clock.now().getTime() - 2 * 24 * 3600 * 1000).toISOString();
    saveCredential(
      ctx.env,
      DEAD_API,
      { token: `tbx_${'c'.repeat(43)}`, user: { id: 'u', email: 'off@x.dev' }, confirmed_at: confirmedAt },
      () => {},
    );
    expect((await confirmCredential(ctx)).user.email).toBe('off@x.dev');
    clock.advance(OFFLINE_GRACE_MS);
    await expect(confirmCredential(ctx)).rejects.toBeInstanceOf(NetworkError);
  });

  // Offline, each command would otherwise wait on the network first (up to the 5 s timeout where packets are dropped).
  it.each([
    [
      'closes the connection (out of reach)',
      (_req: IncomingMessage, res: ServerResponse) => res.socket?.destroy(),
    ],
    ['answers 503 (an outage)', (_req: IncomingMessage, res: ServerResponse) => res.writeHead(503).end()],
  ])(
    'when the server %s, asks again only after ASK_AGAIN_OFFLINE_MS, within the grace',
    async (_what, answer) => {
      let asked = 0;
      const server = createServer((req, res) => {
        asked += 1;
        answer(req, res);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const clock = fixedClock(new Date().toISOString());
        const ctx = ctxWith({ apiUrl, clock });
        const confirmedAt = new Date(clock.now().getTime() - 2 * 24 * 3600 * 1000).toISOString();
        const token = `tbx_${'d'.repeat(43)}`;
        saveCredential(
          ctx.env,
          apiUrl,
          { token, user: { id: 'u', email: 'off@x.dev' }, confirmed_at: confirmedAt },
          () => {},
        );
        expect((await confirmCredential(ctx)).user.email).toBe('off@x.dev');
        expect(asked).toBe(1);
        expect(readCredential(ctx.env, apiUrl, () => {})?.unreachable_at).toBe(clock.now().toISOString());
        clock.advance(ASK_AGAIN_OFFLINE_MS - 1);
        expect((await confirmCredential(ctx)).checkedNow).toBe(false);
        expect(asked).toBe(1);
        clock.advance(1);
        expect((await confirmCredential(ctx)).user.email).toBe('off@x.dev');
        expect(asked).toBe(2);
        // --force (toolbox whoami) always asks.
        await confirmCredential(ctx, { force: true });
        expect(asked).toBe(3);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('gates commands through main(): exit 3 without a credential, 0 with one', async () => {
    const none = ctxWith();
    expect(await main(['uuid'], none, commands)).toBe(3);
    expect(none.captured.stderr.trim()).toBe('toolbox: not signed in: set TOOLBOX_TOKEN');
    expect(none.captured.stdout).toBe('');
    const { token } = await newToken();
    const signed = ctxWith({ env: { TOOLBOX_TOKEN: token } });
    expect(await main(['uuid'], signed, commands)).toBe(0);
    expect(signed.captured.stdout).toBe('ran\n');
  });

  it('never gates the exempt commands', async () => {
    const ctx = ctxWith();
    expect(await main(['list'], ctx, commands)).toBe(0);
  });
});

/** A sleep that moves the server's idea of the last poll back instead of waiting, and records the waits. */
function timeTravel(waits: number[], onWait?: (n: number) => Promise<void>) {
  return async (ms: number, signal?: AbortSignal) => {
    if (signal?.aborted) return false;
    waits.push(ms);
    await emu.db.query(
      'update public.device_authorizations set last_polled_at = last_polled_at - make_interval(secs => $1)',
      [ms / 1000],
    );
    await onWait?.(waits.length);
    return !signal?.aborted;
  };
}

async function approveShownCode(ctx: TestContext, approve: boolean) {
  const code = /one-time code: ([A-Z]{4}-[A-Z]{4})/.exec(ctx.captured.stdout)?.[1];
  expect(code).toBeDefined();
  return fn('POST', '/device/approve', { bearer: session.accessToken, body: { user_code: code, approve } });
}

describe('toolbox login (device flow)', () => {
  it('prints the code and link, waits for approval, stores the token 0600 and says who signed in', async () => {
    const ctx = ctxWith();
    const waits: number[] = [];
    const outcome = await deviceLogin(ctx, {
      clientName: 'toolbox on test',
      sleep: timeTravel(waits, async (n) => {
        if (n === 2) expect((await approveShownCode(ctx, true)).status).toBe(200);
      }),
    });
    expect(outcome).toBe('signed-in');
    expect(ctx.captured.stdout).toMatch(
      /Then open http:\/\/localhost:5173\/device\?code=[A-Z]{4}-[A-Z]{4} and approve it\./,
    );
    expect(ctx.captured.stdout).toContain(`Signed in as ${session.email}`);
    expect(waits).toEqual([5000, 5000]);
    expect(statSync(credentialsPath(ctx.env)).mode & 0o777).toBe(0o600);
    const stored = readCredential(ctx.env, emu.url, () => {});
    expect(stored?.token).toMatch(/^tbx_/);
    expect((await confirmCredential(ctx, { force: true })).tokenInfo?.name).toBe('toolbox on test');
  });

  it('honours slow_down by waiting longer', async () => {
    const ctx = ctxWith();
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      // The second wait is cut short, so the server sees a poll too soon; the others really pass.
      if (waits.length !== 2) {
        await emu.db.query(
          'update public.device_authorizations set last_polled_at = last_polled_at - make_interval(secs => $1)',
          [ms / 1000],
        );
      }
      if (waits.length === 3) await approveShownCode(ctx, true);
      return true;
    };
    const outcome = await deviceLogin(ctx, { clientName: 'slow', sleep });
    expect(outcome).toBe('signed-in');
    // Poll 1 pending, poll 2 too soon: slow_down, so the CLI waits 10 s before poll 3.
    expect(waits.slice(0, 3)).toEqual([5000, 5000, 10000]);
  });

  it('stops when the user denies', async () => {
    const ctx = ctxWith();
    const error = await deviceLogin(ctx, {
      clientName: 'deny',
      sleep: timeTravel([], async (n) => {
        if (n === 1) await approveShownCode(ctx, false);
      }),
    }).catch((e) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe('the sign-in request was denied in the browser');
    expect(readCredential(ctx.env, emu.url, () => {})).toBeUndefined();
  });

  it('times out with a clear message when the code expires', async () => {
    const clock = fixedClock(new Date().toISOString());
    const ctx = ctxWith({ clock });
    const error = await deviceLogin(ctx, {
      clientName: 'late',
      sleep: async () => {
        clock.advance(900_000);
        return true;
      },
    }).catch((e) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toMatch(/code expired before it was approved/);
  });

  it('cancels cleanly (Ctrl+C)', async () => {
    const ctx = ctxWith();
    const controller = new AbortController();
    const outcome = await deviceLogin(ctx, {
      clientName: 'cancel',
      signal: controller.signal,
      sleep: async () => {
        controller.abort();
        return false;
      },
    });
    expect(outcome).toBe('cancelled');
    expect(readCredential(ctx.env, emu.url, () => {})).toBeUndefined();
  });
});

describe('toolbox whoami and logout', () => {
  it('whoami prints the e-mail (and JSON), logout revokes the token and deletes the file', async () => {
    const ctx = ctxWith();
    await deviceLogin(ctx, {
      clientName: 'toolbox on whoami',
      sleep: timeTravel([], async (n) => {
        if (n === 1) await approveShownCode(ctx, true);
      }),
    });
    const stored = readCredential(ctx.env, emu.url, () => {});
    const who = ctxWith({ env: ctx.env as Record<string, string> });
    expect(await main(['whoami'], who, commands)).toBe(0);
    expect(who.captured.stdout).toBe(`Signed in as ${session.email}\n`);
    const json = ctxWith({ env: ctx.env as Record<string, string> });
    expect(await main(['whoami', '--json'], json, commands)).toBe(0);
    expect(JSON.parse(json.captured.stdout)).toMatchObject({
      user: { email: session.email },
      source: 'credentials file',
    });

    const out = ctxWith({ env: ctx.env as Record<string, string> });
    expect(await main(['logout'], out, commands)).toBe(0);
    expect(out.captured.stdout).toMatch(/Signed out of .* the token is revoked\./);
    expect(() => statSync(credentialsPath(ctx.env))).toThrow();
    expect((await fn('GET', '/whoami', { bearer: stored?.token })).status).toBe(401);

    const after = ctxWith({ env: ctx.env as Record<string, string>, stdinIsTTY: true });
    expect(await main(['whoami'], after, commands)).toBe(3);
    expect(after.captured.stderr.trim()).toBe('toolbox: not signed in: run `toolbox login`');
  });
});
