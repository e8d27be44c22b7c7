// The built toolbox against a server that answers in bad faith (session 97): an answer that never ends, a redirect
// to another host. Each must end in one stderr line and exit 4 (network/server), in bounded time and memory, and
// the sign-in token and API key must never reach a host the user did not name.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltAsync } from './run-built';

type Mode = 'endless' | 'drip' | 'redirect' | 'share' | 401 | 400;
let mode: Mode = 'endless';
const servers: Server[] = [];
let hostileUrl = '';
let elsewhereUrl = '';
const elsewhereHeaders: IncomingHttpHeaders[] = [];
const MB = Buffer.alloc(1024 * 1024, 0x20);

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  elsewhereUrl = await listen(
    createServer((req, res) => {
      elsewhereHeaders.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    }),
  );
  hostileUrl = await listen(
    createServer((req, res) => {
      if (typeof mode === 'number') {
        // An error answer quoting the request back, the token in it, as a careless proxy or debug build does.
        res.writeHead(mode, { 'content-type': 'application/json' });
        const msg = `bad request from ${req.headers.authorization} (apikey ${req.headers.apikey})`;
        res.end(JSON.stringify({ msg, error_code: mode === 401 ? 'unauthorized' : 'invalid_input' }));
        return;
      }
      if (mode === 'drip') {
        // An answer that starts and never ends, one space a second: reached, but never complete.
        res.writeHead(200, { 'content-type': 'application/json' });
        const drip = setInterval(() => res.write(' '), 1_000);
        res.on('close', () => clearInterval(drip));
        return;
      }
      if (mode === 'share') {
        // A share whose ciphertext is not base64url at all.
        res.writeHead(200, { 'content-type': 'application/json' });
        const at = '2026-01-01T00:00:00.000Z';
        res.end(
          JSON.stringify({ ciphertext: '!!!', burn_after_reading: false, created_at: at, expires_at: at }),
        );
        return;
      }
      if (mode === 'redirect') {
        res.writeHead(307, { location: `${elsewhereUrl}${req.url}` });
        res.end();
        return;
      }
      // Spaces are valid JSON whitespace: an answer that is never done, sent as fast as it is read.
      res.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        while (!res.destroyed && res.write(MB)) {}
      };
      res.on('drain', pump);
      res.on('close', () => res.destroy());
      pump();
    }),
  );
});
afterAll(() => {
  for (const server of servers) server.closeAllConnections?.();
  for (const server of servers) server.close();
});

/**
 * The built toolbox signed in to the hostile server, its sign-in confirmed a minute ago: `whoami` asks the
 * device-auth function, the other commands go straight to the data API.
 */
function toolbox(...args: string[]) {
  const home = mkdtempSync(join(tmpdir(), 'toolbox-hostile-'));
  mkdirSync(join(home, 'toolbox'), { mode: 0o700 });
  const credential = {
    token: 'tbx_secret_token',
    user: { id: 'u1', email: 'dev@example.com' },
    confirmed_at: new Date(Date.now() - 60_000).toISOString(),
  };
  const hosts = { [hostileUrl]: credential };
  writeFileSync(join(home, 'toolbox', 'credentials.json'), JSON.stringify({ version: 1, hosts }), {
    mode: 0o600,
  });
  return runBuiltAsync(
    ['--api-url', hostileUrl, '--anon-key', 'anon-key-secret', ...args],
    {
      HOME: home,
      XDG_CONFIG_HOME: home,
      // whoami with the token in the environment: no stored confirmation, so no offline grace hides the failure.
      ...(args[0] === 'whoami' && { TOOLBOX_TOKEN: 'tbx_secret_token' }),
    },
    { timeout: 60_000 },
  );
}

describe('an answer that never ends', () => {
  // Before: the body was read whole until the time limit (5 s for whoami), holding 1.6 GB, and the time-out
  // escaped as an unexpected error (exit 1).
  for (const args of [['whoami'], ['projects', 'list']]) {
    it(`toolbox ${args.join(' ')} stops reading at a limit: exit 4, one line, well before the time limit`, async () => {
      mode = 'endless';
      const started = Date.now();
      const result = await toolbox(...args);
      expect(result.code).toBe(4);
      expect(result.stderr).toMatch(/(larger than|over the) \d+ MB/);
      expect(result.stderr).not.toMatch(/Unexpected error|\n\s+at /);
      expect(Date.now() - started).toBeLessThan(4_000);
    });
  }
});
describe('a redirect to another host', () => {
  for (const args of [['whoami'], ['projects', 'list']]) {
    it(`toolbox ${args.join(' ')} does not follow it: exit 4, and the other host hears nothing`, async () => {
      mode = 'redirect';
      elsewhereHeaders.length = 0;
      const result = await toolbox(...args);
      expect(elsewhereHeaders).toEqual([]);
      expect(result.code).toBe(4);
      expect(result.stderr).toMatch(/redirect/);
      expect(result.stdout).toBe('');
    });
  }
});

describe('an error answer that echoes the token back', () => {
  for (const status of [401, 400] as const) {
    it(`a ${status} quoting the request is reported without the token`, async () => {
      mode = status;
      const result = await toolbox('projects', 'list');
      expect(result.code).toBe(status === 401 ? 3 : 1);
      expect(result.stderr).toContain('bad request from Bearer');
      expect(result.stderr).not.toContain('tbx_secret_token');
    });
  }
});

describe('a share whose ciphertext is not base64url', () => {
  it('share open says the server answered wrong: one line, exit 4, not an unexpected error', async () => {
    mode = 'share';
    const key = Buffer.alloc(32, 7).toString('base64url');
    const result = await toolbox('share', 'open', `https://toolbox.dev/s/${'a'.repeat(43)}#k=${key}`);
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/^toolbox: .*ciphertext that is not base64url\n$/);
  });
});

describe('an answer that drips forever', () => {
  for (const [args, limit] of [
    [['whoami'], 5],
    [['projects', 'list'], 30],
  ] as const) {
    it(
      `toolbox ${args.join(' ')} gives up at its ${limit} s limit and says the answer never completed`,
      async () => {
        mode = 'drip';
        const started = Date.now();
        const result = await toolbox(...args);
        expect(result.code).toBe(4);
        expect(result.stderr).toMatch(new RegExp(`no complete answer .*within ${limit} s`));
        expect(result.stderr).not.toMatch(/could not reach/);
        expect(Date.now() - started).toBeLessThan((limit + 5) * 1_000);
      },
      (limit + 10) * 1_000,
    );
  }
});
