// Every operation of every `toolbox mcp` tool on a real input, against what the CLI prints for the same input
// (issue 78): the same text, the same JSON (as structuredContent), the same files, the same PNG pixels. Each case is
// written once, as the CLI's command line; the tool call's arguments are made from it by the command's own
// commander declaration (what a person types and what an agent sends are one input). The account's operations run
// against a real stack in mcp-account.test.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
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
import { ACCOUNT_OPERATIONS, type Case, cases, workFolder } from './mcp-equivalence-cases';
import { type Result, toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { sharedCacheHome } from './support/pglite-cache';

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
