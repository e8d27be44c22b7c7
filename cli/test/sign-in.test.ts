// The built `toolbox` binary signing in against a real local stack: login as a subprocess (code read from its
// output, approved over HTTP as the web page would), whoami, TOOLBOX_TOKEN, revocation, Ctrl+C.

import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultFunctions,
  deviceAuthFunctionPolledEvery,
  type RunningEmulator,
  startEmulator,
} from '@toolbox/emulator';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolboxJs } from './run-built';

let emu: RunningEmulator;
let accessToken: string;
const email = `bin-${Date.now()}@example.dev`;

function baseEnv(extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: mkdtempSync(join(tmpdir(), 'toolbox-home-')),
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-config-')),
    TOOLBOX_API_URL: emu.url,
    TOOLBOX_ANON_KEY: emu.anonKey,
    ...extra,
  };
}

/** Async on purpose: the local stack runs in this process, so a blocking spawnSync would starve it. */
function toolbox(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [toolboxJs, ...args], { env, timeout: 20_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      if (error && code === null) reject(error);
      else resolve({ code, stdout, stderr });
    });
  });
}

async function fn(method: string, path: string, body?: unknown) {
  const res = await fetch(`${emu.url}/functions/v1/device-auth${path}`, {
    method,
    headers: {
      apikey: emu.anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Starts `toolbox login --no-browser` and resolves with the code it printed. */
function startLogin(env: Record<string, string>) {
  const child = spawn(process.execPath, [toolboxJs, 'login', '--no-browser'], {
    env,
  }) as ChildProcessWithoutNullStreams;
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const code = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      stdout += d;
      // Wait for the URL line too: the two lines may arrive in separate chunks.
      const found = /one-time code: ([A-Z]{4}-[A-Z]{4})[\s\S]*\/device\?code=/.exec(stdout)?.[1];
      if (found) resolve(found);
    });
    child.on('exit', () => reject(new Error(`login exited early: ${stdout}${stderr}`)));
  });
  return { child, code, exited, output: () => ({ stdout, stderr }) };
}

beforeAll(async () => {
  // Polled every second, not every 5: each of the four sign-ins here waits one interval after its approval.
  const functions = { ...defaultFunctions, 'device-auth': deviceAuthFunctionPolledEvery(1) };
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    functions,
    initialData: await migratedStackImage(),
  });
  const res = await fetch(`${emu.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse 1' }),
  });
  accessToken = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => emu?.close());

describe('toolbox login / whoami / logout (built binary)', () => {
  it('signs in with the device flow, stores credentials 0600, and whoami prints the e-mail', async () => {
    const env = baseEnv();
    const login = startLogin(env);
    const code = await login.code;
    expect(login.output().stdout).toContain(`/device?code=${code}`);
    expect((await fn('POST', '/device/approve', { user_code: code, approve: true })).status).toBe(200);
    expect(await login.exited).toBe(0);
    expect(login.output().stdout).toContain(`Signed in as ${email}`);
    const file = join(env.XDG_CONFIG_HOME, 'toolbox', 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(env.XDG_CONFIG_HOME, 'toolbox')).mode & 0o777).toBe(0o700);

    const who = await toolbox(['whoami'], env);
    expect(who).toMatchObject({ code: 0, stdout: `Signed in as ${email}\n` });
    const out = await toolbox(['logout'], env);
    expect(out.code).toBe(0);
    expect(await toolbox(['whoami'], env)).toMatchObject({
      code: 3,
      stderr: 'toolbox: not signed in: set TOOLBOX_TOKEN\n',
    });
  }, 60_000);

  it('whoami asks the server every time: a token revoked on the profile page shows at once', async () => {
    const env = baseEnv();
    const login = startLogin(env);
    expect((await fn('POST', '/device/approve', { user_code: await login.code, approve: true })).status).toBe(
      200,
    );
    expect(await login.exited).toBe(0);
    const file = join(env.XDG_CONFIG_HOME, 'toolbox', 'credentials.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')).hosts[emu.url];
    expect(await toolbox(['whoami'], env)).toMatchObject({ code: 0, stdout: `Signed in as ${email}\n` });
    // Revoked as the profile page does (the newest token is this login's), minutes after the last confirmation.
    const tokens: { id: string; created_at: string }[] = (await fn('GET', '/tokens')).body;
    const newest = tokens.sort((a, b) => a.created_at.localeCompare(b.created_at)).at(-1);
    expect((await fn('DELETE', `/tokens/${newest?.id}`)).status).toBe(204);
    const revoked = await toolbox(['whoami'], env);
    expect(revoked.code).toBe(3);
    expect(revoked.stdout).toBe('');
    expect(revoked.stderr).toContain('your sign-in was revoked or has expired');

    // Out of reach: the last confirmation answers, and says it could not be confirmed now.
    const offlineUrl = 'http://127.0.0.1:9';
    const offline = baseEnv({ TOOLBOX_API_URL: offlineUrl });
    mkdirSync(join(offline.XDG_CONFIG_HOME, 'toolbox'), { mode: 0o700 });
    const confirmedAt = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    writeFileSync(
      join(offline.XDG_CONFIG_HOME, 'toolbox', 'credentials.json'),
      JSON.stringify({ version: 1, hosts: { [offlineUrl]: { ...stored, confirmed_at: confirmedAt } } }),
      { mode: 0o600 },
    );
    const cached = await toolbox(['whoami'], offline);
    expect(cached).toMatchObject({ code: 0, stdout: `Signed in as ${email}\n` });
    expect(cached.stderr).toContain(`confirmed ${confirmedAt}`);
    expect(cached.stderr).toContain('Could not confirm this with the server now');
    const json = JSON.parse((await toolbox(['--json', 'whoami'], offline)).stdout);
    expect(json).toMatchObject({ confirmed_at: confirmedAt, confirmed_now: false });
  }, 60_000);

  it('exits 130 on Ctrl+C while waiting', async () => {
    const login = startLogin(baseEnv());
    await login.code;
    login.child.kill('SIGINT');
    expect(await login.exited).toBe(130);
    expect(login.output().stderr).toContain('Sign-in cancelled.');
  });

  it('takes TOOLBOX_TOKEN from CI and refuses it once revoked', async () => {
    const created = (await fn('POST', '/tokens', { name: 'CI' })).body as { id: string; token: string };
    const env = baseEnv({ TOOLBOX_TOKEN: created.token });
    expect(await toolbox(['whoami'], env)).toMatchObject({ code: 0, stdout: `Signed in as ${email}\n` });
    expect((await fn('DELETE', `/tokens/${created.id}`)).status).toBe(204);
    // A fresh cache (another CI job) confirms at once and is refused.
    const fresh = await toolbox(['whoami'], {
      ...env,
      XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-config-')),
    });
    expect(fresh.code).toBe(3);
    expect(fresh.stderr).toMatch(/TOOLBOX_TOKEN was rejected/);
  });

  it('says how to sign in when there is no credential and no server', async () => {
    const env = baseEnv({ TOOLBOX_API_URL: 'http://127.0.0.1:9' });
    expect(await toolbox(['whoami'], env)).toMatchObject({
      code: 3,
      stderr: 'toolbox: not signed in: set TOOLBOX_TOKEN\n',
    });
    const withToken = await toolbox(['whoami'], { ...env, TOOLBOX_TOKEN: `tbx_${'d'.repeat(43)}` });
    expect(withToken.code).toBe(4);
  });
});
