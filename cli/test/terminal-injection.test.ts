// Issue 23 item 9: a hostile server cannot write escape sequences to the user's terminal. The built toolbox signs
// in, asks whoami and signs out against a server whose every string carries escape sequences and controls.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltAsync } from './run-built';

/** What no byte printed may contain: ESC, BEL, other C0 but tab/newline, DEL, C1, bidi overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none reaches the terminal
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

const EMAIL = 'ada\x1b]0;owned\x07@\x1b[2Jexample.dev\x9b31m';
const TOKEN_NAME = 'laptop\x1b]52;c;cm0gLXJmIH4=\x07\u202e';
let verification = 'http://127.0.0.1/device?code=\x1b[8mHIDDEN';
let server: Server;
let apiUrl: string;

function answer(path: string): [number, unknown] {
  if (path.endsWith('/device/code')) {
    return [
      200,
      {
        device_code: 'dc',
        user_code: '\x1b]8;;https://evil.example\x07WXYZ-ABCD\x1b]8;;\x07\x1b[1A\x1b[2K',
        verification_uri: 'http://127.0.0.1/device',
        verification_uri_complete: verification,
        expires_in: 600,
        interval: 0,
      },
    ];
  }
  if (path.endsWith('/device/token')) {
    return [200, { access_token: 'tbx_hostile', user: { id: 'u1', email: EMAIL } }];
  }
  if (path.endsWith('/whoami')) {
    return [
      200,
      { user: { id: 'u1', email: EMAIL }, token: { id: 't1', name: TOKEN_NAME, created_at: '2026-01-01' } },
    ];
  }
  return [204, null];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = answer(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === null ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

function toolbox(args: string[], home: string) {
  return runBuiltAsync(['--api-url', apiUrl, '--anon-key', 'anon', ...args], {
    HOME: home,
    XDG_CONFIG_HOME: home,
  });
}

describe('server text reaches the terminal without control characters (built binary)', () => {
  it('login, whoami (text and --json) and logout print the code, link, e-mail and token name cleanly', async () => {
    const home = mkdtempSync(join(tmpdir(), 'toolbox-inject-'));
    const login = await toolbox(['login', '--no-browser'], home);
    expect(login.code).toBe(0);
    expect(login.stdout).toContain('First copy your one-time code: WXYZ-ABCD\n');
    expect(login.stdout).toContain('Then open http://127.0.0.1/device?code=%1B[8mHIDDEN and approve it.');
    expect(login.stdout).toContain('Signed in as ada@example.dev\n');

    // Two hours later: whoami asks the server again, which names the token too.
    const file = join(home, 'toolbox', 'credentials.json');
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    stored.hosts[apiUrl].confirmed_at = new Date(Date.now() - 2 * 3600 * 1000).toISOString();
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    const whoami = await toolbox(['whoami'], home);
    expect(whoami.code).toBe(0);
    expect(whoami.stdout).toBe('Signed in as ada@example.dev\n');
    expect(whoami.stderr).toContain('token "laptop"');
    const json = await toolbox(['whoami', '--json'], home);
    expect(JSON.parse(json.stdout).user.email).toBe(EMAIL);
    expect(JSON.parse(json.stdout).token.name).toBe(TOKEN_NAME);

    const logout = await toolbox(['logout'], home);
    expect(logout.stdout).toContain('(ada@example.dev)');
    for (const result of [login, whoami, json, logout]) {
      expect(result.stdout).not.toMatch(CONTROL);
      expect(result.stderr).not.toMatch(CONTROL);
    }
  });

  it('a verification link that is not http(s) is refused, never printed or opened', async () => {
    verification = 'javascript:alert(1)//\x1b[2J';
    try {
      const home = mkdtempSync(join(tmpdir(), 'toolbox-inject-'));
      const login = await toolbox(['login', '--no-browser'], home);
      expect(login.code).toBe(4);
      expect(login.stdout).toBe('');
      expect(login.stderr.split('\n')[0]).toBe(
        `toolbox: ${apiUrl} sent a verification link that is not an http(s) URL`,
      );
    } finally {
      verification = 'http://127.0.0.1/device?code=\x1b[8mHIDDEN';
    }
  });

  it('an error line quoting a hostile name is printed without its escape sequences', async () => {
    const home = mkdtempSync(join(tmpdir(), 'toolbox-inject-'));
    const result = await toolbox(['json\x1b]0;owned\x07\x1b[2J'], home);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe("toolbox: unknown command 'json'");
    expect(result.stderr).not.toMatch(CONTROL);
  });
});
