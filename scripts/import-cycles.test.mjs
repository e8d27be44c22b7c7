import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph, WORKSPACE_FOLDERS } from './import-cycles.mjs';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const scratch = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A small workspace: `files` maps paths to contents. */
function workspace(files) {
  const root = mkdtempSync(join(scratch, 'ws-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import cycles', () => {
  it('there are none in any package of this repository', () => {
    const graph = importGraph(repo, WORKSPACE_FOLDERS);
    expect(graph.size).toBeGreaterThan(500);
    expect(findCycles(graph)).toEqual([]);
    // Reads every source file of the repository: seconds on a loaded machine.
  }, 30_000);

  it('finds a cycle closed by a type-only import, through a dynamic import', () => {
    const root = workspace({
      'cli/src/context.ts': "export interface Ctx {}\nexport const gate = () => import('./gate');\n",
      'cli/src/gate.ts': "import { check } from './platform/sign-in';\nexport const run = check;\n",
      'cli/src/platform/sign-in.ts':
        "import type { Ctx } from '../context';\nexport const check = (c: Ctx) => c;\n",
      'cli/src/main.ts': "import { gate } from './context.js';\n",
    });
    expect(findCycles(importGraph(root, ['cli']))).toEqual([
      ['cli/src/context.ts', 'cli/src/gate.ts', 'cli/src/platform/sign-in.ts', 'cli/src/context.ts'],
    ]);
  });

  it('follows workspace packages through their exports and a folder through its package.json imports', () => {
    const root = workspace({
      'core/package.json': JSON.stringify({
        name: '@x/core',
        exports: { './tools/*': './src/tools/*/index.ts' },
      }),
      'core/src/tools/a/index.ts': "export { b } from '@x/cli/b';\n",
      'cli/package.json': JSON.stringify({ name: '@x/cli', exports: { './b': './src/b.ts' } }),
      'cli/src/b.ts': "import './fn/d';\nexport const b = 1;\n",
      'cli/src/fn/package.json': JSON.stringify({ imports: { '#fn/*': './*.ts' } }),
      'cli/src/fn/d.ts': "import '#fn/c';\n",
      'cli/src/fn/c.ts': "export * from '@x/core/tools/a';\n",
    });
    expect(findCycles(importGraph(root, ['core', 'cli']))).toEqual([
      ['cli/src/b.ts', 'cli/src/fn/d.ts', 'cli/src/fn/c.ts', 'core/src/tools/a/index.ts', 'cli/src/b.ts'],
    ]);
  });

  it('leaves npm packages and one-way imports alone', () => {
    const root = workspace({
      'web/src/a.ts': "import React from 'react';\nimport { b } from './b';\n",
      'web/src/b.ts': 'export const b = 1;\n',
    });
    expect(findCycles(importGraph(root, ['web']))).toEqual([]);
  });
});
