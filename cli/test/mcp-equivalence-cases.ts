// The cases of mcp-equivalence.test.ts: each written once, as the CLI's command line, and the folder every case
// starts in.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Case {
  /** The CLI's arguments after `toolbox` (the tool call gets the same, and the CLI runs them with --json). */
  argv: string[];
  /** Standard input: the CLI's, and the call's `stdin`. */
  input?: string;
  /** Runs of it differ (random or now-dependent): the JSON's shape is compared, not its values. */
  varies?: boolean;
  /** A git repository to run in. */
  git?: 'commits' | 'package';
}

const OPENAPI = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.0.0' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { 200: { description: 'ok' } } } } },
});
const OPENAPI_NEXT = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '2.0.0' },
  paths: { '/dogs': { get: { summary: 'List dogs', responses: { 200: { description: 'ok' } } } } },
});
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInJvbGUiOiJhbm9uIn0.c2ln';
const PEM = readFileSync(
  new URL('../../core/src/tools/certificates/fixtures/ISRG_Root_X2.pem', import.meta.url),
  'utf8',
);
const RFC7520_EC_KEY = readFileSync(
  new URL('../../core/src/tools/keys/corpus/rfc7520-3_2.ec_private_key.json', import.meta.url),
  'utf8',
);
const MIGRATION =
  'create table public.t (id int primary key);\nalter table public.t enable row level security;\n';
const MIGRATION_NEXT = `${MIGRATION}alter table public.t add column name text not null;\ndrop table if exists public.old;\n`;

/** The operations of the account's tools, driven against a real stack in mcp-account.test.ts. */
export const ACCOUNT_OPERATIONS = [
  'projects list',
  'projects show',
  'projects pull',
  'projects push',
  'projects rm',
  'projects move',
  'projects add-card',
  'projects move-card',
  'projects tick',
  'preset list',
  'preset show',
  'preset save',
  'preset rm',
  'preset move',
  'share',
  'share open',
  'share list',
  'share revoke',
  'team list',
  'team create',
  'team members',
  'team invite',
  'team join',
  'team role',
  'team remove',
  'team leave',
  'team transfer',
];

export const cases: Record<string, Case> = {
  og: { argv: ['og', '--title', 'Hi', '--size', '1200x630', '-o', 'og'] },
  favicon: { argv: ['favicon', '--text', 'DT', '-o', 'fav'] },
  'api-docs': { argv: ['api-docs', 'openapi.json', '--format', 'md', '-o', 'api.md'] },
  'api-docs diff': { argv: ['api-docs', 'diff', 'openapi.json', 'openapi-next.json'] },
  pdf: { argv: ['pdf', 'notes.md', '-o', 'notes.pdf'] },
  blog: { argv: ['blog', 'notes.md', '-o', 'site'] },
  mockup: { argv: ['mockup', 'shot.png', '--device', 'iphone-14-pro', '-o', 'img'] },
  palette: {
    argv: [
      'palette',
      '#3b82f6',
      '--type',
      'triadic',
      '--lock',
      'primary=#ffff00',
      '--lock',
      'dark:text=#eee',
    ],
  },
  regex: { argv: ['regex', '--preset', 'email', '--text', 'mail ada@example.com'] },
  'regex explain': { argv: ['regex', 'explain', '(?<year>\\d{4})-\\d+$', '--flags', 'gm'] },
  json: { argv: ['json', 'format', '-'], input: '{"b":1,"a":[1,2]}' },
  readme: { argv: ['readme', '--name', 'Rocket'] },
  meta: { argv: ['meta', '--title', 'T', '--description', 'D'] },
  uuid: { argv: ['uuid', '--v7'], varies: true },
  slug: { argv: ['slug', 'Hello, World!'] },
  password: { argv: ['password', '--length', '20'], varies: true },
  hash: { argv: ['hash', 'notes.md', '--algorithm', 'sha512'] },
  bcrypt: {
    argv: ['bcrypt', 'compare', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'],
    input: 'U*U\n',
  },
  base64: { argv: ['base64', 'encode', 'héllo'] },
  email: { argv: ['email', 'ada@example.com', 'not-an-address'] },
  contrast: { argv: ['contrast', '#000000', '#ffffff'] },
  structure: { argv: ['structure', 'shop', '--modules', 'auth'] },
  'commit lint': { argv: ['commit', 'lint', '-'], input: 'feat(api): add login\n' },
  commit: { argv: ['commit', '-t', 'feat', '-m', 'add login'] },
  changelog: { argv: ['changelog', '--entry', 'Added dark mode'] },
  release: { argv: ['release', '--dry-run'], git: 'package' },
  workspace: { argv: ['workspace', 'plan.md'] },
  'check rls': { argv: ['check', 'rls', 'migrations'] },
  'check pr': {
    argv: [
      'check',
      'pr',
      '--base',
      'HEAD~1',
      '--head',
      'HEAD',
      '--title',
      'feat: names',
      '--migrations',
      'migrations',
    ],
    git: 'commits',
  },
  component: { argv: ['component', 'Button'] },
  'tailwind optimize': { argv: ['tailwind', 'optimize', 'p-2 p-4'] },
  'tailwind responsive': { argv: ['tailwind', 'responsive', 'p-2', 'text-sm', '--at', 'md,lg'] },
  'tailwind extract': { argv: ['tailwind', 'extract', 'tailwind.config.js'] },
  'tailwind config': { argv: ['tailwind', 'config', '--color', '#10b981', '--format', 'v4'] },
  icons: { argv: ['icons', 'arrow'] },
  base: { argv: ['base', '0x1F'] },
  chmod: { argv: ['chmod', '4755'] },
  case: { argv: ['case', '-', '--to', 'camel'], input: 'user_id\ncreated_at\n' },
  count: { argv: ['count', 'notes.md'] },
  ulid: { argv: ['ulid'], varies: true },
  totp: { argv: ['totp', '-', '--at', '2026-01-15T12:00:00Z'], input: 'JBSWY3DPEHPK3PXP\n' },
  'basic-auth': { argv: ['basic-auth', '-'], input: 'Aladdin:open sesame' },
  'basic-auth decode': { argv: ['basic-auth', 'decode', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='] },
  'data-uri': { argv: ['data-uri', 'shot.png'] },
  'xml format': { argv: ['xml', 'format', '-', '--indent', '4'], input: '<a><b>1</b></a>' },
  'xml minify': { argv: ['xml', 'minify', '-'], input: '<a>\n  <b/>\n</a>' },
  'xml validate': { argv: ['xml', 'validate', '-'], input: '<a>\n<b></a>' },
  'xml to-json': { argv: ['xml', 'to-json', '-'], input: '<a x="1"><b>2</b><b/></a>' },
  'xml from-json': { argv: ['xml', 'from-json', '-'], input: '{"a": {"@x": 1, "b": [2, null]}}' },
  'xml xpath': { argv: ['xml', 'xpath', 'count(//b)', '-'], input: '<a><b/><b/></a>' },
  'data-uri decode': { argv: ['data-uri', 'decode', '-'], input: 'data:text/plain;base64,aGk=' },
  cidr: { argv: ['cidr', '-'], input: '10.0.0.0/22\n2001:db8::/32\n' },
  'cidr split': { argv: ['cidr', 'split', '10.0.0.0/22', '--prefix', '24'] },
  'cidr summarize': { argv: ['cidr', 'summarize', '-'], input: '10.0.0.0/24\n10.0.1.0 - 10.0.1.255\n' },
  'cidr contains': { argv: ['cidr', 'contains', '10.0.0.0/22', '-'], input: '10.0.3.7\n10.0.4.1\n' },
  'http-status': { argv: ['http-status', '-'], input: '422\n429\n' },
  mime: { argv: ['mime', '-'], input: 'report.pdf\napplication/json\n' },
  compose: {
    argv: ['compose', '-'],
    input:
      'docker run -d --name db -e POSTGRES_PASSWORD=secret postgres:16\ndocker run --link db -p 8080:80 --rm web\n',
  },
  ua: {
    argv: ['ua', '-'],
    input: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0\ncurl/8.5.0\n',
  },
  escape: { argv: ['escape', '-', '--as', 'js', '--quote', 'single'], input: "it's\n" },
  unescape: { argv: ['unescape', '-', '--as', 'shell'], input: "'it'\\''s'\n" },
  lines: { argv: ['lines', '-', '--sort', 'natural', '--join', ', '], input: 'file10\nfile2\nfile1\n' },
  lorem: { argv: ['lorem', '2', '--unit', 'sentences', '--seed', '7'] },
  jq: { argv: ['jq', '.items[] | .n', '-'], input: '{"items": [{"n": "x"}, {"n": 2}]}' },
  jsonpath: { argv: ['jsonpath', '$..n', '-'], input: '{"items": [{"n": "x"}, {"n": 2}]}' },
  keys: { argv: ['keys', 'convert', '-', '--to', 'traditional'], input: RFC7520_EC_KEY },
  schema: { argv: ['schema', '--sample', '--format', 'png', '-o', 'schema.png'] },
  'schema diff': { argv: ['schema', 'diff', 'migrations/1_init.sql', 'next.sql'] },
  rls: { argv: ['rls', '--table', 'todos'] },
  'edge-function': { argv: ['edge-function', 'hello-world'] },
  realtime: { argv: ['realtime', '--table', 'messages'] },
  'jwt decode': { argv: ['jwt', 'decode', TOKEN] },
  'jwt verify': { argv: ['jwt', 'verify', TOKEN, '--secret', 'wrong'] },
  'jwt sign': { argv: ['jwt', 'sign', '--secret', 's3cret', '--claims', '{"sub":"42"}'], varies: true },
  time: { argv: ['time', '1700000000', '--tz', 'Asia/Tokyo'] },
  cron: {
    argv: ['cron', '30 9 * * 1-5', '--next', '2', '--from', '2026-01-15T12:00:00Z', '--tz', 'Europe/Paris'],
  },
  'url encode': { argv: ['url', 'encode', 'a b&c', '--component'] },
  'url decode': { argv: ['url', 'decode', 'a%20b%26c'] },
  'url parse': { argv: ['url', 'parse', 'https://ada.dev:8080/a/b?x=1&y=2#top'] },
  convert: { argv: ['convert', '-', '--to', 'json'], input: 'base: &b {x: 1}\nuse: *b\n' },
  types: { argv: ['types', '-', '--lang', 'zod', '--name', 'user'], input: '{"id": 1}' },
  diff: { argv: ['diff', '-', 'notes.md'], input: '# Hello\n\nText!\n' },
  'sql format': { argv: ['sql', 'format', '-', '--keyword-case', 'lower'], input: 'SELECT id FROM todos' },
  cert: { argv: ['cert', 'isrg.pem'] },
  qr: { argv: ['qr', '-', '--level', 'H', '-o', 'qr.png'], input: 'hello\n' },
  whoami: { argv: ['whoami'] },
};

/** The files every case's folder starts with. */
export function workFolder(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-mcp-eq-')));
  writeFileSync(join(dir, 'openapi.json'), OPENAPI);
  writeFileSync(join(dir, 'openapi-next.json'), OPENAPI_NEXT);
  writeFileSync(join(dir, 'notes.md'), '# Hello\n\nText.\n');
  mkdirSync(join(dir, 'migrations'));
  writeFileSync(join(dir, 'migrations', '1_init.sql'), MIGRATION);
  writeFileSync(join(dir, 'next.sql'), MIGRATION_NEXT);
  writeFileSync(join(dir, 'plan.md'), '# Plan\n- [ ] task one\n- [x] task two\n');
  writeFileSync(join(dir, 'shot.png'), Buffer.from(ONE_PIXEL_PNG, 'base64'));
  writeFileSync(join(dir, 'isrg.pem'), PEM);
  writeFileSync(
    join(dir, 'tailwind.config.js'),
    "module.exports = { theme: { extend: { colors: { brand: '#10b981' } } } };\n",
  );
  return dir;
}
