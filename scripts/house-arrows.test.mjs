// No arrow runs back up the house (issue 77): scripts/ is the runner nothing imports, support/ is the library the
// packages' tests, e2e and bench import and imports no package itself, shipped code never loads support/, and an
// Edge Function reaches another only through supabase/functions/_shared/. Imports as scripts/import-cycles.mjs
// reads them: static, dynamic and type-only, through the packages' exports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importGraph, WORKSPACE_FOLDERS } from './import-cycles.mjs';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const scratch = mkdtempSync(join(tmpdir(), 'house-arrows-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const TEST_CODE = /(\.test\.[mc]?[jt]sx?$)|(^|\/)(test|tests|testing)\//;
/** What ships: the packages' source, the Edge Functions and the local stack. */
const SHIPPED = /^(?:core|cli|web|api-docs-script|emulator)\/src\/|^supabase\/functions\//;

/** Why an import from `from` to `to` (repository paths) runs back up, or null. */
function upward(from, to) {
  const [fromTop] = from.split('/');
  const [toTop] = to.split('/');
  if (toTop === 'scripts' && fromTop !== 'scripts')
    return 'imports the runner (scripts/), which nothing imports';
  if (fromTop === 'support' && toTop !== 'support') return 'support/ imports a package';
  if (toTop === 'support' && SHIPPED.test(from) && !TEST_CODE.test(from))
    return 'shipped code imports support/';
  const fn = /^supabase\/functions\/([^/]+)\//;
  const [fromFn, toFn] = [fn.exec(from)?.[1], fn.exec(to)?.[1]];
  if (fromFn && toFn && toFn !== fromFn && toFn !== '_shared') {
    return `the ${fromFn} function imports the ${toFn} function's own code (shared code goes in _shared/)`;
  }
  return null;
}

/** "<from> -> <to>: <why>" for each import in the graph that runs back up. */
function upwardArrows(graph) {
  return [...graph].flatMap(([from, targets]) =>
    targets.flatMap((to) => {
      const why = upward(from, to);
      return why ? [`${from} -> ${to}: ${why}`] : [];
    }),
  );
}

describe('no arrow runs back up the house', () => {
  it.each([
    ['core/src/tools/x/x.test.ts', 'scripts/import-cycles.mjs', true],
    ['web/src/tools/x/x-page.tsx', 'scripts/new-tool.mjs', true],
    ['support/processes.mjs', 'core/src/registry.ts', true],
    ['cli/src/platform/browser.ts', 'support/ensure-chromium.mjs', true],
    ['supabase/functions/data/handler.ts', 'supabase/functions/device-auth/tokens.ts', true],
    // What stays allowed.
    ['scripts/test.mjs', 'support/test-programs.mjs', false],
    ['scripts/test-layout.test.mjs', 'core/src/registry.ts', false],
    ['core/src/tools/x/x.test.ts', 'support/postgres-server.mjs', false],
    ['e2e/stack.ts', 'support/ensure-chromium.mjs', false],
    ['support/web-build.mjs', 'support/processes.mjs', false],
    ['supabase/functions/data/handler.ts', 'supabase/functions/_shared/http.ts', false],
    ['supabase/functions/data/handler.ts', 'supabase/functions/data/rows.ts', false],
    ['web/scripts/bundle-budget.ts', 'web/src/app/routes.tsx', false],
  ])('%s importing %s runs back up: %s', (from, to, breaks) => {
    expect(upward(from, to) !== null).toBe(breaks);
  });

  it('finds an import of the runner through a relative path', () => {
    const root = mkdtempSync(join(scratch, 'ws-'));
    const files = {
      'scripts/check.mjs': 'export const check = 1;\n',
      'core/src/rule.ts': "import { check } from '../../scripts/check.mjs';\nexport const rule = check;\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    expect(upwardArrows(importGraph(root, ['core', 'scripts']))).toEqual([
      'core/src/rule.ts -> scripts/check.mjs: imports the runner (scripts/), which nothing imports',
    ]);
  });

  it('in this repository', () => {
    const graph = importGraph(repo, WORKSPACE_FOLDERS);
    expect(graph.size).toBeGreaterThan(500);
    expect(upwardArrows(graph)).toEqual([]);
  }, 30_000);
});
