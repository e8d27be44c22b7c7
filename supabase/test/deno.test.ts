// The device-auth function under the real Deno binary (the `deno` npm package), against the emulator's database
// and its Auth server: `deno check` of the Edge entry, then the whole flow over HTTP.

import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultFunctions, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { callFunction } from '@toolbox/emulator/call-function';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoCheck, serveWithDeno, stopDenoServers } from './deno-process';

let emu: RunningEmulator;
let bridge: Server;
let base: string;

function startBridge(secret: string): Promise<string> {
  bridge = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', async () => {
      if (req.headers['x-bridge-secret'] !== secret) {
        res.writeHead(403).end();
        return;
      }
      try {
        const { text: query, params } = JSON.parse(text) as { text: string; params: unknown[] };
        const { rows } = await emu.db.query(query, params);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rows }));
      } catch (error) {
        const { message, code } = error as { message: string; code?: string };
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message, code }));
      }
    });
  });
  return new Promise((resolve) => {
    bridge.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(bridge.address() as AddressInfo).port}/sql`),
    );
  });
}

function startDeno(env: Record<string, string>): Promise<string> {
  return serveWithDeno(
    ['--allow-net=127.0.0.1', '--allow-env', '--no-prompt', 'test/deno/serve-bridge.ts'],
    env,
    '/device-auth',
  );
}

function call(method: string, path: string, init: { bearer?: string; body?: unknown } = {}) {
  return callFunction(`${base}${path}`, emu.anonKey, method, init);
}

beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    functions: defaultFunctions,
  });
  const secret = randomBytes(16).toString('hex');
  const bridgeUrl = await startBridge(secret);
  base = await startDeno({
    SQL_BRIDGE_URL: bridgeUrl,
    SQL_BRIDGE_SECRET: secret,
    SUPABASE_URL: emu.url,
    SUPABASE_ANON_KEY: emu.anonKey,
    TOOLBOX_WEB_ORIGIN: 'https://toolbox.example',
  });
}, 120_000);

afterAll(async () => {
  stopDenoServers();
  bridge?.close();
  await emu?.close();
});

describe('device-auth under Deno', () => {
  it('type-checks the Edge entry (index.ts with npm:postgres) with Deno', async () => {
    const stderr = await denoCheck(['functions/device-auth/index.ts', 'test/deno/serve-bridge.ts']);
    expect(stderr).not.toMatch(/error/i);
  }, 120_000);

  it('signs a device in with a real Supabase session and issues a working token', async () => {
    const email = `deno-${randomBytes(4).toString('hex')}@example.dev`;
    const signup = await fetch(`${emu.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse 1' }),
    });
    const session = (await signup.json()) as { access_token: string };

    const start = await call('POST', '/device/code', { body: { client_name: 'toolbox on deno' } });
    expect(start.status).toBe(200);
    expect(start.headers.get('cache-control')).toBe('no-store');
    expect(start.body).toMatchObject({
      verification_uri: 'https://toolbox.example/device',
      expires_in: 900,
      interval: 5,
    });
    const poll = () => call('POST', '/device/token', { body: { device_code: start.body.device_code } });
    expect((await poll()).body.error).toBe('authorization_pending');
    expect((await poll()).body.error).toBe('slow_down');

    expect(
      (await call('GET', `/device?user_code=${start.body.user_code}`, { bearer: emu.anonKey })).status,
    ).toBe(401);
    const shown = await call('GET', `/device?user_code=${start.body.user_code}`, {
      bearer: session.access_token,
    });
    expect(shown.body).toMatchObject({ client_name: 'toolbox on deno', status: 'pending' });
    const approved = await call('POST', '/device/approve', {
      bearer: session.access_token,
      body: { user_code: start.body.user_code, approve: true },
    });
    expect(approved.body.status).toBe('approved');
    expect(
      (
        await call('POST', '/device/approve', {
          bearer: session.access_token,
          body: { user_code: start.body.user_code, approve: false },
        })
      ).status,
    ).toBe(409);

    await emu.db.query(
      `update public.device_authorizations set last_polled_at = now() - interval '1 minute'`,
    );
    const issued = await poll();
    expect(issued.status).toBe(200);
    expect(issued.body.user.email).toBe(email);
    expect((await call('GET', '/whoami', { bearer: issued.body.access_token })).body.user.email).toBe(email);

    const created = await call('POST', '/tokens', { bearer: session.access_token, body: { name: 'CI' } });
    expect(created.status).toBe(201);
    const list = await call('GET', '/tokens', { bearer: session.access_token });
    expect(list.body.map((t: { name: string }) => t.name).sort()).toEqual(['CI', 'toolbox on deno']);
    expect(
      (await call('DELETE', `/tokens/${created.body.id}`, { bearer: session.access_token })).status,
    ).toBe(204);
    expect((await call('GET', '/whoami', { bearer: created.body.token })).status).toBe(401);
    expect((await call('POST', '/logout', { bearer: issued.body.access_token })).status).toBe(204);
    expect((await call('GET', '/whoami', { bearer: issued.body.access_token })).status).toBe(401);
  });
});
