// Every operation of every `toolbox mcp` tool on a real input, against what the CLI prints for the same input
// (issue 78): the same text, the same JSON (as structuredContent), the same files, the same PNG pixels. Each case is
// written once, as the CLI's command line; the tool call's arguments are made from it by the command's own
// commander declaration (what a person types and what an agent sends are one input). The account's operations run
// against a real stack in mcp-account.test.ts.
import { execFile } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { decodePng } from '@toolbox/core/image/png-decode';
import { SUPABASE_PROJECT_SQL } from '@toolbox/core/sql/supabase-project';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandModule } from '../src/command-module';
import { commandModules } from '../src/commands/index';
import { presetFlags } from '../src/flag-table';
import type { CatalogTool, Operation } from '../src/mcp/catalog';
import { systemClock } from '../src/platform/clock';
import { cachedPGlite } from '../src/platform/pglite-supabase';
import { systemRandom } from '../src/platform/random';
import { toolboxInProcess } from './in-process';
import { catalog, type Served, serve, textOf } from './mcp-client';
import { type Result, toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { sharedCacheHome } from './support/pglite-cache';

interface Case {
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
const ACCOUNT_OPERATIONS = [
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

const cases: Record<string, Case> = {
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
function workFolder(): string {
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

/**
 * The new-project database image from the tests' shared cache, made here first unless another file made it: the
 * Postgres cases' six processes (CLI and server for check rls, check pr and schema diff, all at once) would each make
 * it otherwise (initdb: +5-7 CPU-s a process). every-command.test.ts runs the first run that makes it.
 */
const cacheHome = sharedCacheHome;
beforeAll(async () => {
  const db = await cachedPGlite(
    { XDG_CACHE_HOME: cacheHome },
    ['pgcrypto', 'uuid-ossp'],
    SUPABASE_PROJECT_SQL,
  );
  await db.close();
}, 120_000);
const configHome = signedInConfigHome();
/** Fixed commit dates and identity, so both folders' repositories have the same hashes. */
const gitEnv = {
  GIT_AUTHOR_NAME: 'Ada',
  GIT_AUTHOR_EMAIL: 'ada@example.com',
  GIT_COMMITTER_NAME: 'Ada',
  GIT_COMMITTER_EMAIL: 'ada@example.com',
  GIT_AUTHOR_DATE: '2026-01-15T12:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-15T12:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
};
const envFor = (dir: string) => ({
  HOME: dir,
  XDG_CONFIG_HOME: configHome,
  XDG_CACHE_HOME: cacheHome,
  ...gitEnv,
});

function git(dir: string, ...args: string[]) {
  return new Promise<void>((resolve, reject) =>
    execFile(
      'git',
      ['-c', 'commit.gpgsign=false', ...args],
      { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: dir, ...gitEnv } },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
}

async function prepare(dir: string, kind: Case['git']) {
  if (kind === undefined) return;
  if (kind === 'package')
    writeFileSync(join(dir, 'package.json'), '{ "name": "rocket", "version": "0.1.0" }\n');
  // Ignored: what the runs write (the compile cache lives elsewhere) must not make the tree unclean.
  writeFileSync(join(dir, '.gitignore'), 'out/\n');
  await git(dir, 'init', '-q', '-b', 'main');
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'feat: first');
  if (kind === 'commits') {
    writeFileSync(join(dir, 'migrations', '2_names.sql'), 'alter table public.t add column name text;\n');
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'feat: names');
  }
}

/**
 * The CLI's run of a case: main() in this process (test/in-process.ts) on the wall clock and crypto randomness, as
 * the binary has them (a subprocess a case loaded the modules and compiled PGlite's WASM again). The server is the
 * built binary; each command's own built run is in every-command.test.ts. `jq` runs the built binary: its thread
 * loads dist/jq-worker.mjs, which the source has only as TypeScript.
 */
function runCli(dir: string, argv: string[], input?: string): Promise<Result> {
  const env = { PATH: process.env.PATH ?? '', ...envFor(dir) };
  if (argv[0] === 'jq') return runBuiltCli(dir, argv, env, input);
  return toolboxInProcess(dir, ['--json', ...argv], { input, env, clock: systemClock, random: systemRandom });
}

function runBuiltCli(dir: string, argv: string[], env: Record<string, string>, input = ''): Promise<Result> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [toolboxJs, '--json', ...argv],
      { cwd: dir, env, timeout: 280_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
    child.stdin?.on('error', () => {});
    child.stdin?.end(input);
  });
}

async function moduleFor(path: readonly string[]): Promise<CommandModule> {
  let module = await (commandModules as Record<string, () => Promise<CommandModule>>)[path[0]!]!();
  for (const name of path.slice(1)) module = module.subcommands![name]!;
  return module;
}

/**
 * The tool call's arguments for a CLI command line: commander parses it with the command's own configure(), and
 * each value the line gave becomes the schema property the catalog maps to that flag or argument.
 */
async function argumentsFor(tool: CatalogTool, operation: Operation, testCase: Case) {
  const module = await moduleFor(operation.path);
  const cmd = new Command(operation.path.join(' ')).exitOverride().action(() => {});
  module.configure(cmd);
  if (operation.toolId !== undefined && !cmd.options.some((option) => option.long === '--preset'))
    presetFlags.configure(cmd);
  cmd.parse(testCase.argv.slice(operation.path.length), { from: 'user' });
  const values: Record<string, unknown> = {};
  for (const param of operation.params) {
    if (param.kind === 'argument') {
      const value = cmd.processedArgs[param.index];
      if (value !== undefined && !(Array.isArray(value) && value.length === 0))
        values[param.property] = value;
    } else if (cmd.getOptionValueSource(param.attribute) === 'cli') {
      const value = cmd.getOptionValue(param.attribute);
      values[param.property] = param.value === 'number' ? Number(value) : value;
    }
  }
  if (testCase.input !== undefined) values.stdin = testCase.input;
  return tool.operations.length === 1 ? values : { operation: operation.path.join(' '), options: values };
}

/** Every file under `dir` by its path there. */
function filesIn(dir: string, under = dir): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(under, { withFileTypes: true })) {
    const path = join(under, entry.name);
    if (entry.name === '.git') continue;
    if (entry.isDirectory()) for (const [name, data] of filesIn(dir, path)) files.set(name, data);
    else if (entry.isFile()) files.set(relative(dir, path), readFileSync(path));
  }
  return files;
}

/** The JSON's shape: its keys and value types, for runs whose values differ (a UUID, a password, a signature). */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

/** What the server makes of the CLI's --json output (server.ts, resultOf). */
function structuredOf(stdout: string): Record<string, unknown> {
  try {
    const parsed: unknown = stdout.trim() === '' ? undefined : JSON.parse(stdout);
    if (Array.isArray(parsed)) return { items: parsed };
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
    return parsed === undefined ? {} : { text: stdout };
  } catch {
    return { text: stdout };
  }
}

/** A written file as compared: a PNG by its pixels, a PDF without its creation time and ID, else its bytes. */
function comparable(name: string, data: Buffer): unknown {
  if (name.endsWith('.png')) {
    const png = decodePng(new Uint8Array(data));
    return { width: png.width, height: png.height, pixels: Buffer.from(png.rgba).toString('base64') };
  }
  if (name.endsWith('.pdf')) return data.toString('latin1').replace(/\(D:\d{14}Z\)|\/ID \[[^\]]*\]/g, '');
  return data.toString('base64');
}

const toolOf = (path: string) =>
  catalog.find((tool) => tool.operations.some((operation) => operation.path.join(' ') === path))!;

/**
 * One server for the file, as an agent's client keeps one open: each call gets its case's folder as the client's
 * root (the roots change, the server asks for them again). Only the hand-over is one at a time: a call's root is
 * set, announced, and kept until the server has asked for it; the calls themselves run side by side.
 */
const serverHome = realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-mcp-eq-server-')));
let server: Promise<Served> | undefined;
let root = serverHome;
let rootAsked = () => {};
let handover = Promise.resolve();
afterAll(async () => {
  await (await server)?.close().catch(() => {});
});

function callIn(dir: string, name: string, args: Record<string, unknown>, timeout: number) {
  server ??= serve(envFor(serverHome), { cwd: serverHome, roots: [serverHome] }).then((served) => {
    served.client.setRequestHandler(ListRootsRequestSchema, async () => {
      const given = root;
      rootAsked();
      return { roots: [{ uri: `file://${given}`, name: given }] };
    });
    return served;
  });
  const turn = handover.then(async () => {
    const { client } = await server!;
    root = dir;
    const asked = new Promise<void>((resolve) => {
      rootAsked = resolve;
    });
    await client.sendRootsListChanged();
    const result = client.callTool({ name, arguments: args }, undefined, { timeout });
    // A call refused before it looks at its roots (its arguments) never asks.
    await Promise.race([asked, result.catch(() => {})]);
    return { result };
  });
  handover = turn.then(
    () => {},
    () => {},
  );
  return turn.then(({ result }) => result);
}

it('every operation of every tool has a case here or in mcp-account.test.ts', () => {
  const operations = catalog.flatMap((tool) => tool.operations.map((operation) => operation.path.join(' ')));
  expect([...Object.keys(cases), ...ACCOUNT_OPERATIONS].sort()).toEqual([...operations].sort());
});

describe('each tool answers what the CLI prints', () => {
  // `check` and `schema diff` start Postgres (PGlite) for each side: minutes on a loaded machine.
  it.concurrent.each(Object.keys(cases))('%s', { timeout: 300_000 }, async (path) => {
    const testCase = cases[path]!;
    const tool = toolOf(path);
    const operation = tool.operations.find((each) => each.path.join(' ') === path)!;
    const [cliDir, mcpDir] = [workFolder(), workFolder()];
    await Promise.all([prepare(cliDir, testCase.git), prepare(mcpDir, testCase.git)]);
    const before = new Set(filesIn(mcpDir).keys());
    const cli = await runCli(cliDir, testCase.argv, testCase.input);
    const result = await callIn(mcpDir, tool.name, await argumentsFor(tool, operation, testCase), 280_000);
    // The folders differ, and so does the time of a run (a workspace's createdAt).
    const normal = (text: string, dir: string) =>
      text.replaceAll(dir, '<root>').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<now>');
    const failedWithoutOutput = cli.code !== 0 && cli.stdout === '';
    expect(cli.code === 0 || cli.code === 1, `CLI: ${cli.stderr}`).toBe(true);
    if (failedWithoutOutput) {
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe(cli.stderr.trim().split('\n').join(' '));
      return;
    }
    expect(result.isError ?? false, textOf(result)).toBe(false);
    // Nothing printed, files written: the server lists them (and returns them as content).
    const expected =
      cli.stdout === '' ? { files: expect.any(Array) } : structuredOf(normal(cli.stdout, cliDir));
    const actual = JSON.parse(normal(JSON.stringify(result.structuredContent), mcpDir)) as unknown;
    if (testCase.varies) expect(shape(actual)).toEqual(shape(expected));
    else {
      expect(actual).toEqual(expected);
      if (cli.stdout !== '') expect(normal(textOf(result), mcpDir)).toBe(normal(cli.stdout, cliDir));
    }
    // The files: the same names, bytes and pixels in the tool's root as in the CLI's folder.
    const written = (dir: string, skip: Set<string>) =>
      new Map(
        [...filesIn(dir)].filter(([name]) => !skip.has(name) && !statSync(join(dir, name)).isDirectory()),
      );
    const cliFiles = written(cliDir, before);
    const mcpFiles = written(mcpDir, before);
    expect([...mcpFiles.keys()].sort()).toEqual([...cliFiles.keys()].sort());
    for (const [name, data] of cliFiles)
      expect(comparable(name, mcpFiles.get(name)!), name).toEqual(comparable(name, data));
  });
});

describe('images come back as image content with the pixels the CLI writes', () => {
  const images: Record<string, { cli: string[]; call: Record<string, unknown>; tool: string }> = {
    og: { tool: 'og', cli: ['og', '--title', 'Hi', '-o', 'out'], call: { title: 'Hi' } },
    favicon: { tool: 'favicon', cli: ['favicon', '--text', 'DT', '-o', 'out'], call: { text: 'DT' } },
    mockup: {
      tool: 'mockup',
      cli: ['mockup', 'shot.png', '--device', 'iphone-14-pro', '-o', 'out'],
      call: { image: ['shot.png'], device: ['iphone-14-pro'] },
    },
    qr: { tool: 'qr', cli: ['qr', 'hello', '-o', 'out/qr.png'], call: { text: 'hello', format: 'png' } },
    diagram: {
      tool: 'schema',
      cli: ['schema', '--sample', '--format', 'png', '-o', 'out/schema.png'],
      call: { operation: 'schema', options: { sample: true, format: 'png' } },
    },
  };
  it.concurrent.each(Object.keys(images))('%s', { timeout: 120_000 }, async (name) => {
    const image = images[name]!;
    const [cliDir, mcpDir] = [workFolder(), workFolder()];
    const cli = await runCli(cliDir, image.cli);
    expect(cli.code, cli.stderr).toBe(0);
    const result = await callIn(mcpDir, image.tool, image.call, 110_000);
    expect(result.isError ?? false, textOf(result)).toBe(false);
    // Nothing was written: the images came back in the result.
    expect(readdirSync(mcpDir).sort()).toEqual(readdirSync(workFolder()).sort());
    const content = result.content as { type: string; data?: string; mimeType?: string }[];
    const returned = content
      .filter((block) => block.type === 'image' && block.mimeType === 'image/png')
      .map((block) => JSON.stringify(comparable('x.png', Buffer.from(block.data!, 'base64'))))
      .sort();
    const pngs = [...filesIn(join(cliDir, 'out')).entries()]
      .filter(([file]) => file.endsWith('.png'))
      .map(([file, data]) => JSON.stringify(comparable(file, data)))
      .sort();
    expect(pngs.length).toBeGreaterThan(0);
    expect(returned).toEqual(pngs);
  });
});
