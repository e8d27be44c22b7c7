// The Edge Function Scaffolder's index.ts under the real Deno binary (the `deno` npm package): `deno check` of
// every template x CORS x auth (npm:@supabase/supabase-js resolves from this package's node_modules, no network),
// then the functions served by Deno and called over HTTP: the CORS preflight, the 401 without a token, a real
// Supabase session admitted (the emulator's Auth), the admin check, the webhook signature and the env check.

import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  EDGE_DEFAULTS,
  EDGE_TEMPLATES,
  type EdgeFunctionForm,
  generateEdgeFunction,
} from '@toolbox/core/tools/edge-function-scaffolder';
import { defaultFunctions, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoCheck, here, serveWithDeno, stopDenoServers } from './deno-process';

const root = mkdtempSync(join(here, '.generated-edge-'));

function write(folder: string, form: Partial<EdgeFunctionForm>): string {
  const fn = generateEdgeFunction({ ...EDGE_DEFAULTS, ...form });
  const file = join(root, folder, 'index.ts');
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(file, fn.code.data);
  return relative(here, file);
}

function serve(file: string, env: Record<string, string>): Promise<string> {
  return serveWithDeno(
    [
      '--allow-net=127.0.0.1',
      '--allow-env',
      '--allow-read',
      '--no-prompt',
      'test/deno/serve-generated.ts',
      file,
    ],
    env,
  );
}

afterAll(() => {
  stopDenoServers();
  rmSync(root, { recursive: true, force: true });
});

describe('deno check', () => {
  it('type-checks every template with CORS and auth on and off, env vars and a description', async () => {
    const files: string[] = [];
    for (const template of EDGE_TEMPLATES)
      for (const enableCors of [true, false])
        for (const requireAuth of [true, false])
          files.push(
            write(`${template}-${enableCors}-${requireAuth}`, {
              name: `fn-${template}`,
              template,
              enableCors,
              requireAuth,
              envVars: 'STRIPE_KEY, resend_api_key\nSUPABASE_URL',
              description: 'Line one */ with a close\nand `backticks` $' + '{x}',
            }),
          );
    const stderr = await denoCheck(files);
    expect(stderr).not.toMatch(/error/i);
    expect(files).toHaveLength(24);
  }, 180_000);
});

describe('served by Deno', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ port: 0, dataDir: ':memory:', functions: defaultFunctions });
  }, 60_000);
  afterAll(() => emu?.close());

  it('basic with CORS: answers the preflight and greets', async () => {
    const base = await serve(write('serve-basic', { requireAuth: false }), {});
    const preflight = await fetch(`${base}/`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const hello = await fetch(`${base}/`, { method: 'POST', body: JSON.stringify({ name: 'Ada' }) });
    expect(hello.headers.get('content-type')).toBe('application/json');
    expect(await hello.json()).toEqual({ message: 'Hello Ada!' });
    const bad = await fetch(`${base}/`, { method: 'POST', body: '[1' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The body must be a JSON object' });
  }, 60_000);

  it('auth: 401 without a token, the user with a real session, 403 on /admin for a non-admin', async () => {
    const base = await serve(write('serve-auth', { template: 'auth' }), {
      SUPABASE_URL: emu.url,
      SUPABASE_ANON_KEY: emu.anonKey,
    });
    const missing = await fetch(`${base}/`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Missing Authorization header' });
    expect((await fetch(`${base}/`, { headers: { Authorization: 'Bearer not-a-jwt' } })).status).toBe(401);

    const email = `edge-${randomBytes(4).toString('hex')}@example.dev`;
    const signup = await fetch(`${emu.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse 1' }),
    });
    const { access_token } = (await signup.json()) as { access_token: string };
    const me = await fetch(`${base}/`, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, role: 'authenticated' });
    const admin = await fetch(`${base}/admin`, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(admin.status).toBe(403);
  }, 60_000);

  it('webhook: accepts the right HMAC-SHA256 signature and refuses a wrong one', async () => {
    const secret = 'whsec_test';
    const base = await serve(write('serve-webhook', { template: 'webhook' }), { WEBHOOK_SECRET: secret });
    const body = JSON.stringify({ type: 'invoice.paid' });
    const sign = (text: string) => `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
    const ok = await fetch(`${base}/`, {
      method: 'POST',
      body,
      headers: { 'x-webhook-signature': sign(body) },
    });
    expect(await ok.json()).toEqual({ received: true, type: 'invoice.paid' });
    const forged = await fetch(`${base}/`, {
      method: 'POST',
      body: JSON.stringify({ type: 'refund' }),
      headers: { 'x-webhook-signature': sign(body) },
    });
    expect(forged.status).toBe(401);
  }, 60_000);

  it('stops at start when a listed environment variable is missing', async () => {
    await expect(
      serve(write('serve-env', { requireAuth: false, envVars: 'STRIPE_KEY' }), {}),
    ).rejects.toThrow('Missing environment variable STRIPE_KEY');
  }, 60_000);
});
