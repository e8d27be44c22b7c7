// `toolbox share` (issue 80 item 2), the built CLI against a real local stack, every request to it passing through
// a recording proxy: a secret shared by the CLI opens in "the web" (core's envelope and client with the browser's
// AES-GCM, as the /s/ page runs them) and the other way round; neither the database rows, the stack's logs nor any
// request's path, query, headers or body carry the plaintext or the key. Burned, expired, revoked and tampered
// links fail in one line with a non-zero exit; another user cannot list or revoke.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShareClient, type ShareClient, toBase64Url } from '@toolbox/core/account';
import type { AesGcm } from '@toolbox/core/ports';
import { openShare, parseShareLink, sealShare, shareLink } from '@toolbox/core/share';
import { defaultFunctions, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltAsync } from './run-built';
import { type StackUser, signUpOnStack } from './support/stack-user';

let emu: RunningEmulator;
let proxy: Server;
let proxyUrl: string;
/** Every request the CLI and "the web" sent: method, path and query, headers, body. */
const sent: string[] = [];
/** Everything the stack's process wrote to stdout and stderr while the tests ran. */
const logged: string[] = [];
let ada: StackUser;
let bob: StackUser;

const browserAesGcm: AesGcm = {
  async seal(key, iv, plaintext, additionalData) {
    const k = await crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, ['encrypt']);
    const params = {
      name: 'AES-GCM',
      iv: new Uint8Array(iv),
      additionalData: new Uint8Array(additionalData),
    };
    return new Uint8Array(await crypto.subtle.encrypt(params, k, new Uint8Array(plaintext)));
  },
  async open(key, iv, sealed, additionalData) {
    const k = await crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, ['decrypt']);
    const params = {
      name: 'AES-GCM',
      iv: new Uint8Array(iv),
      additionalData: new Uint8Array(additionalData),
    };
    return new Uint8Array(await crypto.subtle.decrypt(params, k, new Uint8Array(sealed)));
  },
};
const random = { bytes: (n: number) => crypto.getRandomValues(new Uint8Array(n)) };

function env(user: StackUser | null): Record<string, string> {
  return {
    HOME: mkdtempSync(join(tmpdir(), 'toolbox-home-')),
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-config-')),
    TOOLBOX_API_URL: proxyUrl,
    TOOLBOX_ANON_KEY: emu.anonKey,
    ...(user && { TOOLBOX_TOKEN: user.token }),
  };
}
/** "The web": the share client the page uses, on the user's session. */
const shares = (user: StackUser): ShareClient =>
  createShareClient({
    baseUrl: proxyUrl,
    anonKey: emu.anonKey,
    getToken: () => user.session,
    fetch: (url, init) => fetch(url, init),
  });
const folder = () => mkdtempSync(join(tmpdir(), 'toolbox-share-'));
const toolbox = (user: StackUser | null, cwd: string, ...args: string[]) =>
  runBuiltAsync(args, env(user), { cwd });

/** A pass-through to the stack that writes down each request as it went. */
function recordingProxy(target: string): Promise<Server> {
  const to = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      sent.push(`${req.method} ${req.url}\n${JSON.stringify(req.headers)}\n${body.toString('utf8')}`);
      const out = request(
        { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const SECRET_ENV = `DATABASE_URL=postgres://app:Tr0ub4dor-and-3@db.internal:5432/prod
STRIPE_KEY=sk_live_51HxQ2kLmN0pQrStUvWxYz
`;

beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      logged.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    functions: defaultFunctions,
    initialData: await migratedStackImage(),
  });
  proxy = await recordingProxy(emu.url);
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const stamp = Date.now();
  ada = await signUpOnStack({ ...emu, url: proxyUrl }, `ada-${stamp}@example.dev`, 'CI');
  bob = await signUpOnStack({ ...emu, url: proxyUrl }, `bob-${stamp}@example.dev`, 'CI');
}, 180_000);
afterAll(async () => {
  proxy?.close();
  await emu?.close();
});

/** What the stack stores and said, and what went over the wire, must not hold `needles`. */
async function expectNowhere(needles: string[]) {
  const rows = await emu.db.query<{ row: string }>(
    `select row_to_json(s)::text || encode(s.ciphertext, 'escape') as row from public.encrypted_shares s`,
  );
  const everything = [...sent, ...logged, ...rows.rows.map((r) => r.row)].join('\n');
  for (const needle of needles) expect(everything.includes(needle), needle.slice(0, 16)).toBe(false);
}

describe('toolbox share: the CLI and the web page on one stack', () => {
  it('CLI -> web: `toolbox share .env` prints a link whose key never reaches the server; the web opens it', async () => {
    const dir = folder();
    writeFileSync(join(dir, '.env'), SECRET_ENV);
    const made = await toolbox(ada, dir, 'share', '.env', '--expires', '2h');
    expect(made.code, made.stderr).toBe(0);
    const link = made.stdout.trim();
    expect(made.stderr).toMatch(/^Expires \d{4}-.*Revoke with: toolbox share revoke [0-9a-f-]{36}\n$/);
    const { secret, key } = parseShareLink(link);
    expect(link).toMatch(new RegExp(`/s/${secret}#k=${key}$`));
    const stored = await emu.db.query<{ lasts: number }>(
      `select extract(epoch from expires_at - created_at)::int as lasts from public.encrypted_shares`,
    );
    expect(stored.rows).toEqual([{ lasts: 7200 }]);

    const shared = await shares(ada).openShare(secret);
    const opened = await openShare(Buffer.from(shared.ciphertext, 'base64url'), key, browserAesGcm);
    expect(opened).toEqual({
      name: '.env',
      type: 'text/plain',
      content: new TextEncoder().encode(SECRET_ENV),
    });
    await expectNowhere([
      key,
      Buffer.from(key, 'base64url').toString('hex'),
      'Tr0ub4dor-and-3',
      'sk_live_51Hx',
    ]);
  });

  it('web -> CLI: a link made in the page opens signed out, to stdout, to a file, and as --json', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjaS1ib3QifQ.c2lnbmF0dXJlLW9mLXRoZS1ib3Q';
    const sealed = await sealShare(
      { name: '', type: 'text/plain', content: new TextEncoder().encode(jwt) },
      { cipher: browserAesGcm, random },
    );
    const created = await shares(ada).createShare({
      ciphertext: toBase64Url(sealed.envelope),
      expires_in: 3600,
      burn_after_reading: false,
    });
    const link = shareLink(created.url, sealed.key);
    const dir = folder();
    expect(await toolbox(null, dir, 'share', 'open', link)).toEqual({
      code: 0,
      stdout: `${jwt}\n`,
      stderr: '',
    });
    const written = await toolbox(null, dir, 'share', 'open', link, '-o', 'token.txt');
    expect(written.code, written.stderr).toBe(0);
    expect(readFileSync(join(dir, 'token.txt'), 'utf8')).toBe(jwt);
    const json = await toolbox(bob, dir, '--json', 'share', 'open', link);
    expect(JSON.parse(json.stdout)).toEqual({
      name: '',
      type: 'text/plain',
      bytes: jwt.length,
      text: jwt,
      burn_after_reading: false,
      expires_at: created.share.expires_at,
    });
    await expectNowhere([sealed.key, jwt.split('.')[2] ?? jwt]);
  });

  it('burn after reading: the first open prints it, the second fails in one line with exit 1', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'empty.txt'), '');
    const made = await toolbox(ada, dir, '--json', 'share', 'empty.txt', '--burn');
    expect(made.code).toBe(1);
    expect(made.stderr).toMatch(/^toolbox: There is nothing to share: the content is empty\.\n/);
    writeFileSync(
      join(dir, 'key.pem'),
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----\n',
    );
    const burned = await toolbox(ada, dir, '--json', 'share', 'key.pem', '--burn', '--expires', '1d');
    const { link, burn_after_reading: burn } = JSON.parse(burned.stdout);
    expect(burn).toBe(true);
    const first = await toolbox(null, dir, 'share', 'open', link);
    expect(first.stdout).toContain('BEGIN PRIVATE KEY');
    expect(first.stderr).toBe('This link was burn-after-reading: it no longer opens.\n');
    const second = await toolbox(null, dir, 'share', 'open', link);
    expect(second).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'toolbox: This link does not open: it expired, was already read (burn after reading), was revoked, or never existed.\n',
    });
  });

  it('expired, revoked and tampered links each fail in one line; another user cannot list or revoke', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'secret.json'), '{"api_key":"k-4c1d-9e7f"}\n');
    const make = async () =>
      JSON.parse((await toolbox(ada, dir, '--json', 'share', 'secret.json')).stdout) as {
        link: string;
        id: string;
      };
    const [expired, revoked, tampered] = [await make(), await make(), await make()];

    await emu.db.query(
      `update public.encrypted_shares set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
        where id = $1`,
      [expired.id],
    );
    const bobsList = await toolbox(bob, dir, '--json', 'share', 'list');
    expect(JSON.parse(bobsList.stdout)).toEqual({ shares: [], links: [] });
    const bobsRevoke = await toolbox(bob, dir, 'share', 'revoke', revoked.id);
    expect(bobsRevoke).toMatchObject({ code: 1, stderr: 'toolbox: No such share of yours.\n' });
    const adaList = await toolbox(ada, dir, 'share', 'list');
    expect(adaList.stdout).toContain(revoked.id);
    expect(await toolbox(ada, dir, 'share', 'revoke', revoked.id)).toMatchObject({
      code: 0,
      stderr: `Revoked ${revoked.id}: the link no longer opens.\n`,
    });
    // One byte of the stored ciphertext changed, as a compromised database could: GCM refuses it.
    await emu.db.query(
      `update public.encrypted_shares set ciphertext = set_byte(ciphertext, 20, get_byte(ciphertext, 20) # 1)
        where id = $1`,
      [tampered.id],
    );
    const gone = await Promise.all(
      [expired, revoked].map((share) => toolbox(null, dir, 'share', 'open', share.link)),
    );
    for (const answer of gone)
      expect(answer).toMatchObject({ code: 1, stderr: /^toolbox: This link does not open/ });
    const changed = await toolbox(null, dir, 'share', 'open', tampered.link);
    expect(changed).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'toolbox: The shared content does not decrypt: the link’s key is wrong or the stored content was changed.\n',
    });
    const noKey = await toolbox(null, dir, 'share', 'open', tampered.link.replace(/#.*/, ''));
    expect(noKey).toMatchObject({ code: 1, stderr: /^toolbox: The link’s key is missing or malformed/ });
    expect(await toolbox(null, dir, 'share', 'list')).toMatchObject({ code: 3, stderr: /not signed in/ });
    expect(await toolbox(ada, dir, 'share', 'secret.json', '--expires', '31d')).toMatchObject({
      code: 2,
      stderr: /--expires: "31d" is not an expiry/,
    });
  });

  it('share list and share revoke manage the read-only links the web makes too (--json); another user cannot', async () => {
    const dir = folder();
    const made = await shares(ada).createLink({
      kind: 'snapshot',
      tool_id: 'changelog',
      title: 'Release notes 1.0',
      snapshot: { markdown: '## 1.0.0\n- first release' },
      expires_in: null,
    });
    const listed = JSON.parse((await toolbox(ada, dir, '--json', 'share', 'list')).stdout);
    expect(listed.links).toContainEqual(
      expect.objectContaining({
        id: made.link.id,
        kind: 'snapshot',
        title: 'Release notes 1.0',
        revoked_at: null,
      }),
    );
    await shares(bob).openLink(made.secret);
    const text = (await toolbox(ada, dir, 'share', 'list')).stdout;
    const row = text.split('\n').find((line) => line.startsWith(made.link.id));
    expect(row?.split('\t')).toEqual([
      made.link.id,
      'snapshot',
      'Release notes 1.0',
      made.link.created_at,
      'never',
      expect.stringMatching(/^\d{4}-/),
      'live',
    ]);
    expect(JSON.parse((await toolbox(bob, dir, '--json', 'share', 'list')).stdout).links).toEqual([]);
    expect(await toolbox(bob, dir, 'share', 'revoke', made.link.id)).toMatchObject({
      code: 1,
      stderr: 'toolbox: No such share of yours.\n',
    });
    expect(await toolbox(ada, dir, '--json', 'share', 'revoke', made.link.id)).toMatchObject({
      code: 0,
      stdout: `${JSON.stringify({ revoked: made.link.id }, null, 2)}\n`,
    });
    await expect(shares(bob).openLink(made.secret)).rejects.toThrow('This link was revoked.');
    const after = JSON.parse((await toolbox(ada, dir, '--json', 'share', 'list')).stdout).links;
    expect(after.find((link: { id: string }) => link.id === made.link.id).revoked_at).not.toBeNull();
  });
});
