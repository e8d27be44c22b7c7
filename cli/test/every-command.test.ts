import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { type CommandName, commandModules } from '../src/commands/index';
import { type Result, reportMissingNode, toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

/** One representative run of a command: its arguments, stdin, and what shows it worked. */
interface Invocation {
  args: string[];
  input?: string;
  /** Exit code (default 0). */
  code?: number;
  stdout?: RegExp;
  stderr?: RegExp;
  /** A file the run writes, relative to its folder. */
  writes?: string;
}

const OPENAPI = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.0.0' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { 200: { description: 'ok' } } } } },
});
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** An address nothing listens on: the network commands show their "cannot reach" path. */
const NOWHERE = 'http://127.0.0.1:9';

// A Record over CommandName: a new command without a representative run does not compile.
const invocations: Record<CommandName, Invocation> = {
  list: { args: ['list', '--json'], stdout: /"id": "og-generator"/ },
  completion: { args: ['completion', 'bash'], stdout: /complete -o default -F _toolbox toolbox/ },
  mcp: { args: ['mcp', '--list'], stdout: /^\d+ tools\n/ },
  og: { args: ['og', '--title', 'Hi', '--out', 'og'], writes: 'og/og-image-1200x630.png' },
  favicon: { args: ['favicon', '--text', 'DT', '--out', 'fav'], writes: 'fav/favicon.ico' },
  'api-docs': { args: ['api-docs', 'openapi.json', '--format', 'md', '-o', '-'], stdout: /^# Pets/ },
  pdf: { args: ['pdf', '-', '-o', '-'], input: '# Hello\n\nText.\n', stdout: /^%PDF-/ },
  blog: { args: ['blog', 'notes.md', '-o', 'site'], writes: 'site/index.html' },
  mockup: {
    args: ['mockup', 'shot.png', '--device', 'iphone-14-pro', '--out', 'img'],
    writes: 'img/mockup-iphone-14-pro.png',
  },
  palette: { args: ['palette', '#3b82f6', '--json'], stdout: /"base": "#3b82f6"/ },
  regex: {
    args: ['regex', '--preset', 'email', '--text', 'mail ada@example.com', '--json'],
    stdout: /"pattern"/,
  },
  json: { args: ['json', 'format', '-'], input: '{"a":1}', stdout: /^\{\n {2}"a": 1\n\}/ },
  readme: { args: ['readme', '--name', 'Rocket'], stdout: /^# Rocket/ },
  meta: { args: ['meta', '--title', 'T', '--description', 'D'], stdout: /<title>T<\/title>/ },
  uuid: {
    args: ['uuid', '--v7'],
    stdout: /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n$/,
  },
  slug: { args: ['slug', 'Hello, World!'], stdout: /^hello-world\n$/ },
  password: { args: ['password', '--length', '20'], stdout: /^\S{20}\n$/ },
  hash: {
    args: ['hash', '--text', 'hello'],
    stdout: /^2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824\b/,
  },
  base64: { args: ['base64', 'encode', 'héllo'], stdout: /^aMOpbGxv\n$/ },
  email: { args: ['email', 'ada@example.com'], stdout: /Valid/ },
  contrast: { args: ['contrast', '#000000', '#ffffff'], stdout: /21\.00:1/ },
  structure: { args: ['structure', 'shop', '--modules', 'auth'], stdout: /^shop\// },
  commit: { args: ['commit', '-t', 'feat', '-m', 'add login'], stdout: /^feat: add login\n$/ },
  changelog: { args: ['changelog', '--entry', 'Added dark mode'], stdout: /dark mode/i },
  release: { args: ['release', '--dry-run'], stdout: /^rocket\t0\.1\.0\t0\.2\.0\tminor: 1 feat\n$/ },
  workspace: { args: ['workspace', 'plan.md'], stdout: /"title": "Plan"/ },
  hooks: { args: ['hooks', 'install'], stdout: /^Installed .*commit-msg\n$/ },
  check: { args: ['check', 'rls', 'migrations'], stdout: /1 migration checked: 0 errors/ },
  component: { args: ['component', 'Button'], stdout: /ButtonProps/ },
  tailwind: { args: ['tailwind', 'optimize', 'p-2 p-4'], stdout: /^p-4\n/ },
  icons: { args: ['icons', 'arrow'], stdout: /^arrow-/ },
  schema: { args: ['schema', '--sample', '--format', 'mermaid'], stdout: /^erDiagram/ },
  rls: { args: ['rls', '--table', 'todos'], stdout: /enable row level security/ },
  'edge-function': { args: ['edge-function', 'hello-world'], stdout: /Deno\.serve|supabase functions/ },
  realtime: { args: ['realtime', '--table', 'messages'], stdout: /MessagesRealtime/ },
  login: { args: ['--api-url', NOWHERE, 'login', '--no-browser'], code: 4, stderr: /could not reach/ },
  logout: { args: ['logout'], code: 4, stderr: /signed out locally/ },
  whoami: { args: ['whoami'], stdout: /^Signed in as dev@example\.com/ },
  // The account commands against a real stack: test/account-data.test.ts. Here: offline paths.
  projects: { args: ['--api-url', NOWHERE, 'projects', 'list'], code: 3, stderr: /not signed in/ },
  share: {
    args: ['share', 'open', 'https://toolbox.dev/s/not-a-share#k=x'],
    code: 1,
    stderr: /Not a share link/,
  },
  team: { args: ['team', 'join', 'not a code'], code: 2, stderr: /not an invitation code or link/ },
  preset: {
    args: ['preset', 'save', 'brand', 'og', '--theme', 'neon'],
    code: 2,
    stderr: /toolbox og: option '--theme <name>' argument 'neon' is invalid/,
  },
  jwt: {
    args: ['jwt', 'decode', '-'],
    input: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInJvbGUiOiJhbm9uIn0.c2ln\n',
    stdout: /role {2}"anon" {2}\(anon: not signed in/,
  },
  time: {
    args: ['time', '1700000000', '--tz', 'Asia/Tokyo'],
    stdout: /ISO 8601 {6}2023-11-14T22:13:20Z\n[\s\S]*Asia\/Tokyo +Wed 2023-11-15 07:13:20 \+09:00\n/,
  },
  cron: {
    args: ['cron', '30 9 * * 1-5', '--next', '2', '--from', '2026-01-15T12:00:00Z', '--tz', 'Europe/Paris'],
    stdout:
      /^At 09:30, on Monday through Friday\nNext 2 in Europe\/Paris:\n {2}Fri 2026-01-16 09:30:00 \+01:00\n/,
  },
  url: { args: ['url', 'encode', 'a b&c', '--component'], stdout: /^a%20b%26c\n$/ },
  convert: {
    args: ['convert', '-', '--to', 'json'],
    input: 'base: &b {x: 1}\nuse: *b\n',
    stdout: /^\{\n {2}"base": \{\n {4}"x": 1\n {2}\},\n {2}"use": \{\n {4}"x": 1\n/,
  },
  types: {
    args: ['types', '-', '--lang', 'zod', '--name', 'user'],
    input: '{"id": 1}',
    stdout:
      /^import \{ z \} from 'zod';\n\nexport const UserSchema = z\.object\(\{\n {2}id: z\.number\(\)\.int\(\),/,
  },
  diff: {
    args: ['diff', '-', 'notes.md'],
    input: '# Hello\n\nText!\n',
    stdout: /^--- -\n\+\+\+ notes\.md\n@@ -1,3 \+1,3 @@\n # Hello\n \n-Text!\n\+Text\.\n$/,
  },
  cert: {
    args: ['cert', '-'],
    input: readFileSync(
      new URL('../../core/src/tools/certificates/fixtures/ISRG_Root_X2.pem', import.meta.url),
      'utf8',
    ),
    stdout: /^Certificate\n {2}Subject +C=US, O=Internet Security Research Group, CN=ISRG Root X2\n/,
  },
  qr: { args: ['qr', '-', '--level', 'H', '-o', 'qr.png'], input: 'hello\n', writes: 'qr.png' },
  sql: {
    args: ['sql', 'format', '-', '--keyword-case', 'lower'],
    input: 'SELECT id FROM todos',
    stdout: /^select\n {2}id\nfrom\n {2}todos\n$/,
  },
  ulid: {
    args: ['ulid', 'decode', '-'],
    input: '01ARZ3NDEKTSV4RRFFQ69G5FAV\n',
    stdout: /^01ARZ3NDEKTSV4RRFFQ69G5FAV {2}2016-07-30T23:54:10\.259Z {2}1469922850259 /,
  },
  base: {
    args: ['base', '0x1F', '--to', '36'],
    stdout: /^binary: 11111\noctal: 37\ndecimal: 31\nhex: 1f\nbase 36: v\n/,
  },
  chmod: {
    args: ['chmod', 'u=rwx,g=rx', '--from', '777'],
    stdout: /^octal: 0757\nsymbolic: u=rwx,g=rx,o=rwx\n/,
  },
  case: {
    args: ['case', '-', '--to', 'camel'],
    input: 'user_id\ncreated_at\n',
    stdout: /^userId\ncreatedAt\n$/,
  },
  count: {
    args: ['count', '-'],
    input: 'e\u0301 ok\n',
    stdout: /^characters: 6\ngraphemes: 5\nwords: 2\nlines: 1 \(1 newlines\)\nbytes: 7\n$/,
  },
  totp: {
    args: ['totp', '-', '--digits', '8', '--at', '1970-01-01T00:00:59Z'],
    input: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ\n',
    stdout: /^94287082 {2}\(1 s left; next \d{8}\)\n$/,
  },
  'basic-auth': {
    args: ['basic-auth', '-'],
    input: 'Aladdin:open sesame',
    stdout: /^Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==\n$/,
  },
  'data-uri': {
    args: ['data-uri', '-', '--mime', 'text/plain'],
    input: 'hi',
    stdout: /^data:text\/plain;charset=utf-8;base64,aGk=\n$/,
  },
  escape: { args: ['escape', '-', '--as', 'sql'], input: "it's\n", stdout: /^'it''s'\n$/ },
  unescape: { args: ['unescape', '-', '--as', 'json'], input: '"a\\tb"\n', stdout: /^a\tb\n$/ },
  xml: { args: ['xml', 'format', '-'], input: '<a><b/></a>', stdout: /^<a>\n {2}<b\/>\n<\/a>\n$/ },
  lines: { args: ['lines', '-', '--sort', 'bytes', '--unique'], input: 'b\na\nb\n', stdout: /^a\nb\n$/ },
  lorem: { args: ['lorem', '5', '--unit', 'words'], stdout: /^lorem ipsum dolor sit amet\n$/ },
  bcrypt: {
    args: ['bcrypt', 'compare', '$2a$04$tecY.9ylRInW/rAAzXCXPOOlyYeCNzmNTzPDNSIFztFMKbvs/s5XG'],
    input: 'x\n',
    stdout: /^Password does not match\n$/,
    code: 1,
  },
  cidr: {
    args: ['cidr', '-'],
    input: '10.0.0.0/22\n',
    stdout: /^Network: {4}10\.0\.0\.0\/22\nNetmask: {4}255\.255\.252\.0 = 22\nWildcard: {3}0\.0\.3\.255\n/,
  },
  'http-status': {
    args: ['http-status', '422'],
    stdout: /^422 Unprocessable Content \(also "Unprocessable Entity"\) {2}\[RFC9110, Section 15\.5\.21\]\n$/,
  },
  mime: {
    args: ['mime', '-'],
    input: 'report.pdf\n',
    stdout: /^application\/pdf {2}\.pdf {2}iana {2}\[RFC8118\]\n$/,
  },
  compose: {
    args: ['compose', '-'],
    input: 'docker run -p 6379:6379 redis:7\n',
    stdout: /^services:\n {2}redis:\n {4}image: redis:7\n {4}ports:\n {6}- 6379:6379\n$/,
  },
  ua: {
    args: ['ua', '-'],
    input: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)\n',
    stdout: /browser: Googlebot 2\.1\n[\s\S]*bot: {5}yes/,
  },
  jq: { args: ['jq', '.a', '-'], input: '{"a":[1]}\n', stdout: /^\[1\]\n$/ },
  jsonpath: { args: ['jsonpath', '$.a[0]'], input: '{"a":[1]}\n', stdout: /^\$\['a'\]\[0\]\t1\n$/ },
  keys: {
    args: ['keys', 'generate', '--type', 'ec'],
    stdout: /^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/,
  },
};

/** A folder with the files the runs read, a git repository (for hooks), and a signed-in config home. */
function workFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-every-'));
  writeFileSync(join(dir, 'openapi.json'), OPENAPI);
  writeFileSync(join(dir, 'notes.md'), '# Hello\n\nText.\n');
  mkdirSync(join(dir, 'migrations'));
  writeFileSync(
    join(dir, 'migrations', '1_init.sql'),
    'create table public.t (id int primary key);\nalter table public.t enable row level security;\n',
  );
  writeFileSync(join(dir, 'plan.md'), '# Plan\n- [ ] task one\n- [x] task two\n');
  writeFileSync(join(dir, 'shot.png'), Buffer.from(ONE_PIXEL_PNG, 'base64'));
  return dir;
}

/**
 * One cache home for the file: the first Node's `check rls` makes the new-project cluster (initdb) and keeps it
 * there, as a user's first run does; the later Nodes' runs load it, as a user's later runs do.
 */
const cacheHome = mkdtempSync(join(tmpdir(), 'toolbox-every-cache-'));

function runIn(node: string, dir: string, args: string[], input = '') {
  return new Promise<Result>((resolve) => {
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      XDG_CONFIG_HOME: signedInConfigHome(),
      XDG_CACHE_HOME: cacheHome,
      GIT_CONFIG_NOSYSTEM: '1',
    };
    const child = execFile(
      node,
      [toolboxJs, ...args],
      // A command that hangs still ends; `check rls` starts Postgres (PGlite), which takes far longer on a loaded run.
      { cwd: dir, env, timeout: 90_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
    // A command that never reads its input (whoami) may exit before the write lands: the EPIPE that follows is
    // the pipe's, not the command's, and must not reach the run as an uncaught error.
    child.stdin?.on('error', () => {});
    child.stdin?.end(input);
  });
}

it('every command has a representative run', () => {
  expect(Object.keys(invocations).sort()).toEqual(Object.keys(commandModules).sort());
});

const nodes = inject('nodeBinaries');

describe.each(nodes)('every command on $label', ({ label, path, reason }) => {
  if (!path) return reportMissingNode({ label, path, reason });
  const node = path;
  const names = Object.keys(invocations) as CommandName[];

  // Each command's --help is checked in-process (src/main.test.ts): here the bundle loads and runs every command.
  it.concurrent.each(names)('%s runs', { timeout: 100_000 }, async (name) => {
    const { args, input, code = 0, stdout, stderr, writes } = invocations[name];
    const dir = workFolder();
    if (name === 'hooks') await gitInit(dir);
    if (name === 'release') await packageRepository(dir);
    const result = await runIn(node, dir, args, input);
    expect({ code: result.code, stderr: stderr ? result.stderr : '' }).toEqual({
      code,
      stderr: stderr ? expect.stringMatching(stderr) : '',
    });
    if (stdout) expect(result.stdout).toMatch(stdout);
    if (writes) expect(existsSync(join(dir, writes)), `${writes} written`).toBe(true);
  });
});

function gitInit(dir: string, ...more: string[][]) {
  return [['init', '-q'], ...more].reduce(
    (previous, args) =>
      previous.then(
        () =>
          new Promise<void>((resolve, reject) =>
            execFile('git', args, { cwd: dir }, (error) => (error ? reject(error) : resolve())),
          ),
      ),
    Promise.resolve(),
  );
}

/** A one-package repository with a feature since nothing was released: `release --dry-run` plans 0.2.0. */
function packageRepository(dir: string) {
  writeFileSync(join(dir, 'package.json'), '{ "name": "rocket", "version": "0.1.0" }\n');
  const identity = ['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', '-c', 'commit.gpgsign=false'];
  return gitInit(dir, ['add', '-A'], [...identity, 'commit', '-q', '-m', 'feat: first']);
}
