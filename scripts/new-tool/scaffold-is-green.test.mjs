// `pnpm new-tool demo-tool` as a user runs it, in a copy of the checkout (the real one would show every other test
// an extra tool): what it writes must pass the type-check and its own unit tests before anyone edits it.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const packages = ['api-docs-script', 'bench', 'cli', 'core', 'e2e', 'emulator', 'supabase', 'web'];
/** The projects the scaffold writes into (core's sources and tests, the page, the command, the spec and walk). */
const projects = [
  'core/tsconfig.json',
  'core/tsconfig.test.json',
  'web/tsconfig.json',
  'cli/tsconfig.json',
  'e2e/tsconfig.json',
];
const generatedTests = [
  'core/src/tools/demo-tool/demo-tool.test.ts',
  'web/src/tools/demo-tool/demo-tool-page.test.tsx',
  'cli/src/commands/demo-tool.test.ts',
];
/** Caches stay in the copy: tsc -b writes core's declarations under node_modules/.cache, vitest its bundles. */
const caches = new Set(['.cache', '.vite', '.vite-temp']);

/**
 * The checkout's files (tracked, and new ones not ignored, as the working tree has them) in a temporary folder.
 * Its node_modules: the root's entries linked, each package's folder of links copied as links, so workspace links
 * such as web/node_modules/@toolbox/core -> ../../../core resolve inside the copy.
 */
function copyCheckout() {
  const copy = mkdtempSync(join(tmpdir(), 'new-tool-green-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file), { verbatimSymlinks: true });
  }
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (!caches.has(entry)) symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  for (const pkg of packages) {
    cpSync(join(root, pkg, 'node_modules'), join(copy, pkg, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !caches.has(source.split('/').at(-1) ?? ''),
    });
  }
  return copy;
}

/** A command's exit code and output, run in `cwd` without the outer vitest's worker variables. */
function run(cwd, args) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('pnpm new-tool demo-tool, as generated', () => {
  let copy = '';
  let written = [];
  let typecheck;
  let unit;

  beforeAll(async () => {
    copy = copyCheckout();
    const scaffold = await run(copy, ['scripts/new-tool.mjs', 'demo-tool']);
    expect(scaffold.code, scaffold.output).toBe(0);
    written = [...scaffold.output.matchAll(/^(?:created|updated) +(\S+)$/gm)].map((match) => match[1]);
    // One after the other: the machine's two cores are shared with the rest of the run.
    typecheck = await run(copy, ['node_modules/typescript-7/bin/tsc', '-b', ...projects]);
    unit = await run(copy, [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...['core', 'web', 'cli-src'].flatMap((project) => ['--project', project]),
      '--reporter=json',
      '--outputFile=unit.json',
      ...generatedTests,
    ]);
  }, 600_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  }, 120_000);

  it('writes the files and registrations the checks below read', () => {
    expect(written).toEqual(
      expect.arrayContaining([...generatedTests, 'e2e/tests/demo-tool.spec.ts', 'web/src/tools/pages.ts']),
    );
  });

  // Errors elsewhere are another change's, in progress in this checkout, and the repository's own type-check step's.
  it('type-checks: no error in a file it wrote or registered in, nor naming the tool', () => {
    const errors = typecheck.output
      .split('\n')
      .filter((line) => /error TS\d+/.test(line))
      .filter((line) => written.some((file) => line.startsWith(`${file}(`)) || /demo-?tool/i.test(line));
    expect(errors).toEqual([]);
  });

  it('passes its own unit tests (core, page, command)', () => {
    const report = JSON.parse(readFileSync(join(copy, 'unit.json'), 'utf8'));
    const failed = report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status !== 'passed')
        .map(
          (test) =>
            `${file.name.slice(copy.length + 1)}: ${test.fullName}: ${test.failureMessages.join(' ')}`,
        ),
    );
    expect(failed).toEqual([]);
    expect(report.testResults.map((file) => file.name.slice(copy.length + 1)).sort()).toEqual(
      [...generatedTests].sort(),
    );
    expect(report.numPassedTests).toBeGreaterThanOrEqual(8);
    expect(unit.code, unit.output).toBe(0);
  });

  it('its e2e spec runs axe on the result in both themes', () => {
    const spec = readFileSync(join(copy, 'e2e/tests/demo-tool.spec.ts'), 'utf8');
    expect(spec).toContain('expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);');
  });
});
