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
import { migratedStackImage } from '@toolbox/emulator/stack-image';
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
    for (const webhookProvider of ['stripe', 'github'] as const)
      files.push(
        write(`webhook-${webhookProvider}`, {
          template: 'webhook',
          webhookProvider,
          webhookSecret: 'HOOK_KEY',
        }),
      );
    const stderr = await denoCheck(files);
    expect(stderr).not.toMatch(/error/i);
    expect(files).toHaveLength(26);
  }, 180_000);
});

describe('served by Deno', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await startEmulator({
      port: 0,
      dataDir: ':memory:',
      initialData: await migratedStackImage(),
      functions: defaultFunctions,
    });
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

  // Signed exactly as https://docs.stripe.com/webhooks#verify-manually describes: t=<unix>,v1=<hex HMAC-SHA256 of
  // "<t>.<raw body>"> keyed with the endpoint secret, several v1 entries while a secret is rolled.
  it('webhook (Stripe): verifies Stripe-Signature as Stripe signs, with the one secret the user named', async () => {
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const fn = generateEdgeFunction({ ...EDGE_DEFAULTS, name: 'stripe-hook', template: 'webhook' });
    expect(fn.env).toEqual(['STRIPE_WEBHOOK_SECRET']);
    const base = await serve(write('serve-stripe', { template: 'webhook' }), {
      STRIPE_WEBHOOK_SECRET: secret,
    });
    const body = JSON.stringify(
      { id: 'evt_1', object: 'event', type: 'invoice.paid', data: { note: 'Café ✓' } },
      null,
      2,
    );
    const now = Math.floor(Date.now() / 1000);
    const v1 = (t: number, text: string, key = secret) =>
      createHmac('sha256', key).update(`${t}.${text}`, 'utf8').digest('hex');
    const post = (headers: Record<string, string>, text = body) =>
      fetch(`${base}/`, {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'application/json', ...headers },
      });

    const ok = await post({ 'Stripe-Signature': `t=${now},v1=${v1(now, body)},v0=${'0'.repeat(64)}` });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true, type: 'invoice.paid' });
    // Rolled secret: the old one first, the matching one second.
    const rolled = await post({
      'Stripe-Signature': `t=${now},v1=${v1(now, body, 'whsec_old')},v1=${v1(now, body)}`,
    });
    expect(rolled.status).toBe(200);

    const tampered = await post(
      { 'Stripe-Signature': `t=${now},v1=${v1(now, body)}` },
      body.replace('invoice.paid', 'refund.paid'),
    );
    expect(tampered.status).toBe(400);
    const stale = now - 301;
    const old = await post({ 'Stripe-Signature': `t=${stale},v1=${v1(stale, body)}` });
    expect([old.status, await old.json()]).toEqual([400, { error: 'Timestamp outside the tolerance zone' }]);
    const missing = await post({});
    expect([missing.status, await missing.json()]).toEqual([
      400,
      { error: 'Missing Stripe-Signature header' },
    ]);
    const wrongKey = await post({ 'Stripe-Signature': `t=${now},v1=${v1(now, body, 'whsec_other')}` });
    expect(wrongKey.status).toBe(400);
    const noV1 = await post({ 'Stripe-Signature': `t=${now}` });
    expect(noV1.status).toBe(400);
    expect((await fetch(`${base}/`)).status).toBe(405);
  }, 60_000);

  // Signed as https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries describes:
  // X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body> keyed with the webhook's secret.
  it('webhook (GitHub): verifies X-Hub-Signature-256 with the secret variable the user named', async () => {
    const secret = "It's a Secret to Everybody";
    // GitHub's own example: this payload and secret give this signature.
    expect(createHmac('sha256', secret).update('Hello, World!').digest('hex')).toBe(
      '757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
    );
    const base = await serve(
      write('serve-github', {
        template: 'webhook',
        webhookProvider: 'github',
        webhookSecret: 'GH_HOOK_SECRET',
      }),
      { GH_HOOK_SECRET: secret },
    );
    const body = JSON.stringify({ action: 'opened', number: 7, repository: { full_name: 'octo/repo' } });
    const sign = (text: string) => `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
    const post = (headers: Record<string, string>, text = body) =>
      fetch(`${base}/`, {
        method: 'POST',
        body: text,
        headers: { 'X-GitHub-Event': 'pull_request', 'X-GitHub-Delivery': 'd-1', ...headers },
      });
    const ok = await post({ 'X-Hub-Signature-256': sign(body) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      received: true,
      event: 'pull_request',
      delivery: 'd-1',
      action: 'opened',
    });
    const tampered = await post({ 'X-Hub-Signature-256': sign(body) }, body.replace('opened', 'closed'));
    expect(tampered.status).toBe(401);
    const missing = await post({});
    expect([missing.status, await missing.json()]).toEqual([
      401,
      { error: 'Missing X-Hub-Signature-256 header' },
    ]);
    const sha1 = await post({
      'X-Hub-Signature-256': `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`,
    });
    expect(sha1.status).toBe(401);
  }, 60_000);

  it('webhook: stops at start without its secret', async () => {
    await expect(serve(write('serve-nosecret', { template: 'webhook' }), {})).rejects.toThrow(
      'Missing environment variable STRIPE_WEBHOOK_SECRET',
    );
  }, 60_000);

  it('stops at start when a listed environment variable is missing', async () => {
    await expect(
      serve(write('serve-env', { requireAuth: false, envVars: 'STRIPE_KEY' }), {}),
    ).rejects.toThrow('Missing environment variable STRIPE_KEY');
  }, 60_000);
});
