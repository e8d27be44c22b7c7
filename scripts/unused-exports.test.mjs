// Every exported name has an importer outside its own file: a name nobody imports is not exported, so the surface a
// reader has to learn is what is used. knip reads the workspaces, their entry points and their tests' imports
// (knip.json); `@public` in a name's doc comment marks the few used where knip cannot see (a dynamic import's module
// object, code the CLI's build writes).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const knip = join(repo, 'node_modules', '.bin', 'knip');
const scratch = mkdtempSync(join(tmpdir(), 'unused-exports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * `file: name, name` for each exported value or type nobody imports; with `entries`, an entry file's own exports
 * too (knip leaves them alone otherwise: a package's entry points are its surface).
 */
function unusedExports(cwd, { entries = false } = {}) {
  const flags = [
    '--include',
    'exports,types,nsExports,nsTypes',
    '--reporter',
    'json',
    '--no-exit-code',
    '--no-progress',
  ];
  const run = spawnSync(knip, entries ? [...flags, '--include-entry-exports'] : flags, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`knip failed: ${run.stderr}`);
  const { issues } = JSON.parse(run.stdout);
  return issues
    .map((issue) => {
      const names = [...Object.values(issue.exports ?? {}), ...Object.values(issue.types ?? {})]
        .flat()
        .map((entry) => entry.name);
      return names.length > 0 ? `${issue.file}: ${names.join(', ')}` : undefined;
    })
    .filter(Boolean)
    .sort();
}

/**
 * Core's entry files other than the tools' (`./tools/*` and a tool's parts): the shared modules the front ends
 * import (README, "Core's entry points"), which offer nothing nobody imports (issue 77 item 4).
 */
function coreSharedEntries() {
  const { exports } = JSON.parse(readFileSync(join(repo, 'core', 'package.json'), 'utf8'));
  return new Set(
    Object.entries(exports)
      .filter(
        ([key, target]) => !key.startsWith('./tools/') && !key.includes('*') && typeof target === 'string',
      )
      .map(([, target]) => join('core', target)),
  );
}

describe('exports nobody imports', () => {
  it('there are none in this repository', () => {
    expect(unusedExports(repo)).toEqual([]);
  }, 120_000);

  it("core's shared entry points offer none", () => {
    const shared = coreSharedEntries();
    expect(shared.size).toBeGreaterThan(30);
    const unused = unusedExports(repo, { entries: true }).filter((line) => shared.has(line.split(':')[0]));
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
