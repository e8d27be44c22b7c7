// Issue 23 item 7: the offline grace cannot be extended (a confirmation dated in the future counts as expired) and
// does not survive revocation (a 401 clears the stored confirmation at once). The built toolbox against a tiny
// server that answers /whoami with 401, then against an address where nothing listens (offline).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolboxJs } from './run-built';

let server: Server;
let revokedUrl: string;
let offlineUrl: string;
const whoamiCalls: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    whoamiCalls.push(req.url ?? '');
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'invalid_token', error_description: 'Token revoked' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  revokedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just free: nothing listens there, as when the laptop is offline.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  offlineUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => {
  if (server?.listening) server.close();
});

/** A config home holding one credential for `apiUrl`, confirmed at `confirmedAt`. */
function configHome(apiUrl: string, confirmedAt: Date) {
  const home = mkdtempSync(join(tmpdir(), 'toolbox-grace-'));
  mkdirSync(join(home, 'toolbox'), { mode: 0o700 });
  const credential = {
    token: 'tbx_test',
    user: { id: 'u1', email: 'dev@example.com' },
    confirmed_at: confirmedAt.toISOString(),
  };
  const file = join(home, 'toolbox', 'credentials.json');
  writeFileSync(file, JSON.stringify({ version: 1, hosts: { [apiUrl]: credential } }), { mode: 0o600 });
  return { home, file };
}

/** Async: the 401 server runs in this process, so a blocking spawnSync would starve it. */
function uuid(home: string, apiUrl: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [toolboxJs, '--api-url', apiUrl, '--anon-key', 'anon', 'uuid'],
      { env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: home }, timeout: 20_000 },
      (error, _stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        if (error && code === null) reject(error);
        else resolve({ code, stderr });
      },
    );
  });
}

const hours = (n: number) => n * 3600 * 1000;

describe('offline grace (built binary)', () => {
  it('a 401 clears the confirmation at once: the next offline run is not let through', async () => {
    const { home, file } = configHome(revokedUrl, new Date(Date.now() - hours(2)));
    const revoked = await uuid(home, revokedUrl);
    expect(revoked.code).toBe(3);
    expect(revoked.stderr).toContain('your sign-in was revoked or has expired');
    expect(whoamiCalls.at(-1)).toBe('/functions/v1/device-auth/whoami');
    const stored = JSON.parse(readFileSync(file, 'utf8')).hosts[revokedUrl];
    expect(new Date(stored.confirmed_at).getTime()).toBe(0);
    expect(stored.token).toBe('tbx_test');

    // The server goes out of reach (the laptop is offline) before the next command.
    await new Promise((resolve) => server.close(resolve));
    const later = await uuid(home, revokedUrl);
    expect(later.code).toBe(4);
    expect(later.stderr).toContain('cannot confirm your sign-in');
  });

  it('a confirmation dated in the future counts as expired, offline', async () => {
    const { home } = configHome(offlineUrl, new Date(Date.now() + hours(24 * 30)));
    const result = await uuid(home, offlineUrl);
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('cannot confirm your sign-in');
    expect(result.stderr).toContain('dated in the future');
  });

  it('a recent real confirmation still works offline (the grace itself holds)', async () => {
    const { home } = configHome(offlineUrl, new Date(Date.now() - hours(2)));
    expect((await uuid(home, offlineUrl)).code).toBe(0);
  });
});
