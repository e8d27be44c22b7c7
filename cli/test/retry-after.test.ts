// The built toolbox against a server that says "come back later" (429 / 503 with Retry-After, RFC 9110 10.2.3): a
// short wait is sat through and the request sent again; a long one, or one past the command's time limit, ends in
// one line naming it and exit 4; a hostile value (negative, words, 400 digits) never holds the CLI.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBuiltAsync } from './run-built';

interface Answer {
  status: number;
  retryAfter?: string;
  body?: unknown;
}
/** The answers still to give, by path (the function's route, e.g. '/data/projects'); then the normal one. */
const queued = new Map<string, Answer[]>();
const seen: string[] = [];
let server: Server;
let apiUrl = '';

const normal: Record<string, unknown> = {
  '/data/projects': { projects: [] },
  '/device-auth/device/code': {
    device_code: 'd',
    user_code: 'ABCD-EFGH',
    verification_uri: 'http://localhost/device',
    verification_uri_complete: 'http://localhost/device?code=ABCD-EFGH',
    expires_in: 60,
    interval: 1,
  },
  '/device-auth/device/token': {
    access_token: 'tbx_new_token',
    token_type: 'bearer',
    user: { id: 'u1', email: 'dev@example.com' },
  },
  '/device-auth/whoami': {
    user: { id: 'u1', email: 'dev@example.com' },
    token: { id: 't1', name: 'laptop', created_at: '2026-01-01T00:00:00.000Z' },
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/functions\/v1/, '');
    seen.push(`${req.method} ${path}`);
    const answer = queued.get(path)?.shift() ?? { status: 200, body: normal[path] ?? {} };
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.retryAfter !== undefined && { 'retry-after': answer.retryAfter }),
    });
    res.end(JSON.stringify(answer.body ?? { msg: 'slow down', error_code: 'over_request_rate_limit' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());
beforeEach(() => {
  queued.clear();
  seen.length = 0;
});

/** The built toolbox signed in to the server, its sign-in confirmed a minute ago (so no /whoami first). */
function toolbox(args: string[], env: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'toolbox-retry-'));
  mkdirSync(join(home, 'toolbox'), { mode: 0o700 });
  const credential = {
    token: 'tbx_retry_token',
    user: { id: 'u1', email: 'dev@example.com' },
    confirmed_at: new Date(Date.now() - 60_000).toISOString(),
  };
  writeFileSync(
    join(home, 'toolbox', 'credentials.json'),
    JSON.stringify({ version: 1, hosts: { [apiUrl]: credential } }),
    { mode: 0o600 },
  );
  return runBuiltAsync(
    ['--api-url', apiUrl, '--anon-key', 'anon', ...args],
    { HOME: home, XDG_CONFIG_HOME: home, ...env },
    { timeout: 60_000 },
  );
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { ...result, ms: Date.now() - started };
};

describe('the data API asking to come back later', () => {
  it('a 429 with Retry-After: 1 is waited out and sent again: exit 0, the wait said on stderr', async () => {
    queued.set('/data/projects', [{ status: 429, retryAfter: '1' }]);
    const run = await timed(() => toolbox(['projects', 'list', '--json']));
    expect(run.stderr).toContain('The data API asked to wait 1 s');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ projects: [] });
    expect(seen).toEqual(['GET /data/projects', 'GET /data/projects']);
    expect(run.ms).toBeGreaterThanOrEqual(1_000);
  });

  it('a 503 with an HTTP-date two seconds ahead is waited out too', async () => {
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2_000).toUTCString();
    queued.set('/data/projects', [{ status: 503, retryAfter: at }]);
    const run = await toolbox(['projects', 'list', '--json']);
    expect(run.code).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it('a wait of an hour (or more than a day) is not sat through: one line naming it, exit 4, at once', async () => {
    for (const [retryAfter, said] of [
      ['3600', '3600 s'],
      ['9'.repeat(400), 'more than a day'],
    ]) {
      queued.set('/data/projects', [{ status: 429, retryAfter }]);
      seen.length = 0;
      const run = await timed(() => toolbox(['projects', 'list']));
      expect(run.code).toBe(4);
      expect(run.stderr).toBe(
        `toolbox: the data API at ${apiUrl} answered 429 and asked to retry after ${said}\n`,
      );
      expect(seen).toHaveLength(1);
      expect(run.ms).toBeLessThan(5_000);
    }
  });

  it('a negative or unreadable Retry-After asks for nothing: the 429 is reported as before, at once', async () => {
    for (const retryAfter of ['-30', 'soon', '1.5']) {
      queued.set('/data/projects', [{ status: 429, retryAfter }]);
      seen.length = 0;
      const run = await timed(() => toolbox(['projects', 'list']));
      expect(run.code).toBe(4);
      expect(run.stderr).toMatch(/^toolbox: the data API answered 429: slow down\n/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(seen).toHaveLength(1);
      expect(run.ms).toBeLessThan(5_000);
    }
  });

  it('a server that keeps answering "Retry-After: 0" is asked at most four times', async () => {
    queued.set('/data/projects', Array(20).fill({ status: 503, retryAfter: '0' }));
    const run = await toolbox(['projects', 'list']);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('answered 503 and asked to retry after 0 s');
    expect(seen).toHaveLength(4);
  });
});

describe('the device-auth function asking to come back later', () => {
  it('toolbox login waits out a short Retry-After on the code and while polling, and signs in', async () => {
    queued.set('/device-auth/device/code', [{ status: 429, retryAfter: '1' }]);
    queued.set('/device-auth/device/token', [{ status: 503, retryAfter: '1' }]);
    const run = await toolbox(['login', '--no-browser']);
    expect(run.stderr).toContain('The server asked to wait 1 s');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Signed in as dev@example.com');
    expect(seen).toEqual([
      'POST /device-auth/device/code',
      'POST /device-auth/device/code',
      'POST /device-auth/device/token',
      'POST /device-auth/device/token',
    ]);
  });

  it('toolbox login stops at once on a long wait, asking for the code or while polling: one line, exit 4', async () => {
    for (const path of ['/device-auth/device/code', '/device-auth/device/token']) {
      queued.clear();
      queued.set(path, [{ status: 429, retryAfter: '600' }]);
      seen.length = 0;
      const run = await timed(() => toolbox(['login', '--no-browser']));
      expect(run.code).toBe(4);
      expect(run.stderr).toMatch(
        new RegExp(
          `^toolbox: ${apiUrl} answered 429 and asked to retry after 600 s \\(POST ${path.slice(12)}\\)\n$`,
          'm',
        ),
      );
      expect(seen.filter((line) => line.endsWith(path))).toHaveLength(1);
      expect(run.ms).toBeLessThan(5_000);
    }
  });

  it('whoami waits out a Retry-After within its 5 s limit, and names one past it at once', async () => {
    const env = { TOOLBOX_TOKEN: 'tbx_retry_token' };
    queued.set('/device-auth/whoami', [{ status: 503, retryAfter: '1' }]);
    const short = await toolbox(['whoami'], env);
    expect(short.code).toBe(0);
    expect(short.stdout).toBe('Signed in as dev@example.com\n');
    queued.set('/device-auth/whoami', [{ status: 429, retryAfter: '30' }]);
    const long = await timed(() => toolbox(['whoami'], env));
    expect(long.code).toBe(4);
    expect(long.stderr).toContain('answered 429 and asked to retry after 30 s (GET /whoami)');
    expect(long.ms).toBeLessThan(5_000);
  });
});
