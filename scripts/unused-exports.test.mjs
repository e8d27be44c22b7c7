// Every exported name has an importer outside its own file: a name nobody imports is not exported, so the surface a
// reader has to learn is what is used. knip reads the workspaces, their entry points and their tests' imports
// (knip.json); `@public` in a name's doc comment marks the few used where knip cannot see (a dynamic import's module
// object, code the CLI's build writes).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const knip = join(repo, 'node_modules', '.bin', 'knip');
const scratch = mkdtempSync(join(tmpdir(), 'unused-exports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/**
 * knip's cache of each file's imports and exports, for this run only: the second run over the repository (entry
 * files' exports too) reads what the first parsed (6.8 CPU-s a cold run, 1.2 a warm one) and reports the same.
 */
const cache = ['--cache', '--cache-location', join(scratch, 'knip-cache')];

/**
 * Each file with exported values or types nobody imports; with `entries`, an entry file's own exports too (knip
 * leaves them alone otherwise: a package's entry points are its surface).
 */
function unusedByFile(cwd, { entries = false } = {}) {
  const flags = [
    '--include',
    'exports,types,nsExports,nsTypes',
    '--reporter',
    'json',
    '--no-exit-code',
    '--no-progress',
    ...cache,
  ];
  const run = spawnSync(knip, entries ? [...flags, '--include-entry-exports'] : flags, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`knip failed: ${run.stderr}`);
  const names = (found) =>
    Object.values(found ?? {})
      .flat()
      .map((entry) => entry.name);
  return JSON.parse(run.stdout).issues.map((issue) => ({
    file: issue.file,
    values: names(issue.exports),
    types: names(issue.types),
  }));
}

/** `file: name, name` for each exported value or type nobody imports. */
function unusedExports(cwd, options) {
  return unusedByFile(cwd, options)
    .map(({ file, values, types }) =>
      values.length + types.length > 0 ? `${file}: ${[...values, ...types].join(', ')}` : undefined,
    )
    .filter(Boolean)
    .sort();
}

/**
 * Core's entry files (core/package.json's exports), each `shared` (the modules the front ends import) or `tool` (a
 * tool's front door, `./tools/*`, or a part of a tool loaded on its own).
 */
function coreEntries() {
  const { exports } = JSON.parse(readFileSync(join(repo, 'core', 'package.json'), 'utf8'));
  const entries = new Map();
  for (const [key, target] of Object.entries(exports)) {
    if (typeof target !== 'string') continue;
    const kind = key.startsWith('./tools/') ? 'tool' : 'shared';
    if (!target.includes('*')) entries.set(join('core', target), kind);
    else
      for (const id of readdirSync(join(repo, 'core', 'src', 'tools')))
        if (existsSync(join(repo, 'core', target.replace('*', id))))
          entries.set(join('core', target.replace('*', id)), kind);
  }
  return entries;
}

/** Values a tool's door offers that no package imports, on purpose, each with why. */
const TOOL_DOOR_VALUES = {
  meta: "every front door's registry entry (README, Adding a tool)",
  runUnpackedIconCatalogue:
    'called by the code cli/build.mjs writes into the bundle, which knip does not read',
};

describe('exports nobody imports', () => {
  it('there are none in this repository', () => {
    expect(unusedExports(repo)).toEqual([]);
  }, 120_000);

  it("core's entry points offer none: no value or type nobody imports (a tool's meta apart)", () => {
    const entries = coreEntries();
    expect([...entries.values()].filter((kind) => kind === 'shared').length).toBeGreaterThan(30);
    expect([...entries.values()].filter((kind) => kind === 'tool').length).toBeGreaterThan(30);
    const unused = unusedByFile(repo, { entries: true }).flatMap(({ file, values, types }) => {
      const kind = entries.get(file);
      const names =
        kind === 'shared'
          ? [...values, ...types]
          : kind === 'tool'
            ? [...values.filter((name) => !Object.hasOwn(TOOL_DOOR_VALUES, name)), ...types]
            : [];
      return names.length > 0 ? [`${file}: ${names.join(', ')}`] : [];
    });
    expect(unused).toEqual([]);
  }, 120_000);

  it('names an export nobody imports (the check can fail)', () => {
    const root = mkdtempSync(join(scratch, 'ws-'));
    const files = {
      'package.json': JSON.stringify({ name: 'demo', type: 'module', exports: { '.': './src/index.ts' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'nodenext', strict: true } }),
      'src/index.ts': "import { used } from './rules';\nexport const run = () => used;\n",
      'src/rules.ts': 'export const used = 1;\nexport const forgotten = 2;\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    expect(unusedExports(root)).toEqual(['src/rules.ts: forgotten']);
    // An entry point's own export nobody imports, named when entry files are read too.
    expect(unusedExports(root, { entries: true })).toEqual(['src/index.ts: run', 'src/rules.ts: forgotten']);
  }, 60_000);
});
