// `npm test`: install what is missing, then lint, type-check, unit tests, build, and the end-to-end tests in Chromium.
// Steps that do not depend on each other run at the same time, in three phases:
//   1. lint, and the CLI bundle (the CLI subprocess tests run it: built once here, their global setup finds it fresh);
//   2. the unit tests (output live), with the type-check and the web build for the end-to-end run beside them
//      (output kept, printed whole when the phase ends, so nothing interleaves);
//   3. the end-to-end tests on that build, even when a unit test failed, so one run names every failure.
// The unit and end-to-end tests each fill both cores by themselves (this 2-core machine, 2026-11-25: the unit tests
// alone 717 s and 1,376 CPU-s, the end-to-end tests alone 606 s and 1,187 CPU-s, from /proc/stat). Side by side they
// took longer than one after the other (1,425 s against ~1,360: two runs fighting for the cores spend ~300 CPU-s more),
// and at eight times their quiet speed, timed tests failed on load alone (CI's offline spec, twice in one run).
// `node scripts/test.mjs unit typecheck` runs only the steps whose names start with those words.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { ensureBrowsers } from '../support/ensure-chromium.mjs';
import { packageBin as bin, packageBinDir } from '../support/processes.mjs';
import { ensureInstall } from './ensure-install.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureInstall();

// Each step runs its package's binary directly: through `npx pnpm@10 exec` (or `--filter … test`) each paid ~2.5 s
// of npx and pnpm starting before its own, three of them in a row on the run's path (2026-11-26). What pnpm gave
// the step besides, its packages' binaries on PATH, `run` gives as well (`pathFor`).
const tsx = bin('.', 'tsx');
/**
 * `tsc -b` on the root tsconfig.json: every package's projects in one process, core's checked once (README), by
 * TypeScript 7, the native compiler (`typescript-7`; the tests' compiler API stays on `typescript`, 5.9).
 */
const tsc = join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');
const unitReport = join(root, 'node_modules', '.cache', 'unit-results.json');
const e2eReport = join(root, 'e2e', 'reports', 'results.json');

/**
 * A phase starts when the one before it has ended, and only if every step so far passed, unless it runs `evenAfter`
 * failures. In a step, `live`: its output goes straight to the terminal (one per phase); the others' is kept and
 * printed after. `after`: the name of a step this one needs, of this phase or an earlier one; it runs only when that
 * one passed. `cwd`: the package it runs in (its folder; default: the root).
 */
const phases = [
  {
    steps: [
      { name: 'lint', cmd: [bin('.', 'biome'), 'check', '.'], live: true },
      { name: 'build (cli)', cmd: [process.execPath, 'build.mjs'], cwd: 'cli' },
    ],
  },
  {
    steps: [
      // The oracles, PostgreSQL and Chromium from Debian, while the type-check and the web build use the cores.
      {
        name: 'install (Debian packages the tests use)',
        cmd: [process.execPath, 'support/test-programs.mjs'],
      },
      {
        name: 'unit tests',
        cmd: [
          bin('.', 'vitest'),
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${unitReport}`,
        ],
        after: 'install (Debian packages the tests use)',
        live: true,
      },
      { name: 'typecheck', cmd: [tsc, '-b', '--force'] },
      { name: 'build (web, for the e2e run)', cmd: [tsx, 'e2e/e2e-web.ts'] },
    ],
  },
  {
    evenAfter: true,
    steps: [
      {
        name: 'end-to-end tests',
        cmd: [bin('e2e', 'playwright'), 'test'],
        cwd: 'e2e',
        after: 'build (web, for the e2e run)',
        before: () => {
          ensureBrowsers();
        },
        live: true,
      },
    ],
  },
];

const shown = (cmd) =>
  cmd.map((part) => (part === process.execPath ? 'node' : part.replace(root, ''))).join(' ');

/**
 * A step's own TMPDIR, removed when the step ends, passed or failed. The tests make scratch repositories, config
 * homes and caches: a run left ~900 folders and ~240 MB in /tmp (7,600 folders after a day of runs here).
 * Others may pass through it (0711): the PostgreSQL server's folder inside belongs to the `postgres` user.
 */
function scratchFolder(step) {
  const folder = mkdtempSync(join(tmpdir(), `toolbox-${step.name.split(' ')[0]}-`));
  chmodSync(folder, 0o711);
  return folder;
}

/**
 * The steps' environment without NODE_EXTRA_CA_CERTS: Node 20 parses that bundle at every start, and the tests start
 * thousands of Node processes (this machine's bundle of 144 certificates: `node -e 0` in 133 ms with it, 86 without;
 * three CLI test files, 40 s to 38 and 37 to 35). What reaches the registry (`npx pnpm@10`, `npx node@22`) gets the
 * same file as npm's and pnpm's `cafile`, unless one is set.
 */
function withoutExtraCaCerts({ NODE_EXTRA_CA_CERTS: certs, ...env }) {
  return certs && !env.npm_config_cafile ? { ...env, npm_config_cafile: certs } : env;
}

/** PATH as `pnpm exec` in `pkg` sets it: the package's binaries, then the workspace root's, then the caller's. */
function pathFor(pkg) {
  return [...new Set([packageBinDir(pkg), packageBinDir('.')]), process.env.PATH ?? ''].join(delimiter);
}

/** Runs one step; resolves with its result (and its output when it was kept). */
function run(step, env) {
  const started = performance.now();
  const scratch = scratchFolder(step);
  return new Promise((resolve) => {
    const pkg = step.cwd ?? '.';
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: join(root, pkg),
      env: {
        ...withoutExtraCaCerts(process.env),
        PATH: pathFor(pkg),
        ...env,
        TMPDIR: scratch,
        ...(step.live ? {} : { FORCE_COLOR: '0' }),
      },
      stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const done = (ok) => {
      rmSync(scratch, { recursive: true, force: true });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ name: step.name, ok, seconds, output, step });
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.some((word) => step.name.startsWith(word));
for (const report of [unitReport, e2eReport]) rmSync(report, { force: true });
const started = performance.now();
const results = [];
for (const phase of phases) {
  const steps = phase.steps.filter(wanted);
  if (steps.length === 0) continue;
  if (results.some((result) => !result.ok) && !phase.evenAfter) break;
  for (const step of steps)
    console.log(`\n▶ ${step.name}: ${shown(step.cmd)}${step.live ? '' : ' (output below when it ends)'}`);
  const running = new Map(results.map((result) => [result.name, Promise.resolve(result)]));
  for (const step of steps) {
    const first = step.after && running.get(step.after);
    const start = () => run(step, step.before?.() ?? {});
    running.set(
      step.name,
      first
        ? first.then((before) =>
            before.ok
              ? start()
              : {
                  name: step.name,
                  ok: false,
                  seconds: '0.0',
                  output: `not run: ${step.after} failed\n`,
                  step,
                },
          )
        : start(),
    );
  }
  const finished = await Promise.all(steps.map((step) => running.get(step.name)));
  for (const result of finished) {
    if (!result.step.live) {
      console.log(`\n▶ ${result.name} (${result.ok ? 'ok' : 'FAILED'}, ${result.seconds} s)`);
      process.stdout.write(result.output);
    }
    results.push(result);
  }
}
const total = ((performance.now() - started) / 1000).toFixed(1);

/** Test counts from the runners' JSON reports: vitest (`numPassedTests`) and Playwright (`stats`). */
function countTests() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(unitReport)) {
    const unit = JSON.parse(readFileSync(unitReport, 'utf8'));
    passed += unit.numPassedTests;
    // A file that failed outside its tests (a beforeAll, an import) counts once, as the failure it is.
    failed += unit.numFailedTests + unit.testResults.filter(failedOutsideTests).length;
    skipped += unit.numPendingTests + unit.numTodoTests;
  }
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
  return { passed, failed, skipped };
}

/**
 * The failed tests by name with the first line of their error, from the same reports: CI keeps only the end of a
 * run's output, so the summary has to say which test failed and why.
 */
function failedTests() {
  const failed = [];
  if (existsSync(unitReport)) {
    for (const file of JSON.parse(readFileSync(unitReport, 'utf8')).testResults) {
      const where = file.name.replace(root, '');
      for (const test of file.assertionResults)
        if (test.status === 'failed') failed.push(`${where} > ${test.fullName}: ${unitError(test)}`);
      if (failedOutsideTests(file)) failed.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  if (existsSync(e2eReport)) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') {
            const error = test.results?.at(-1)?.error?.message;
            failed.push(`e2e/${spec.file ?? file} > ${spec.title}: ${firstLine(error)}`);
          }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of JSON.parse(readFileSync(e2eReport, 'utf8')).suites ?? []) walk(suite, suite.file);
  }
  return failed;
}

/** A vitest file that failed with none of its tests failed: its hooks or its import threw (its tests were skipped). */
function failedOutsideTests(file) {
  return file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed');
}

/** vitest's JSON report writes a test timeout as a bare "STACK_TRACE_ERROR": say what it is, with the time. */
function unitError(test) {
  const line = firstLine(test.failureMessages?.[0]);
  return line === 'Error: STACK_TRACE_ERROR'
    ? `timed out after ${Math.round(test.duration ?? 0)} ms (its timeout, or the file's testTimeout)`
    : line;
}

function firstLine(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colours a runner puts in its messages
  const colours = /\x1b\[[0-9;]*m/g;
  const line = String(text ?? '')
    .replace(colours, '')
    .trim()
    .split('\n')[0];
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

console.log('\nSummary (steps in one phase run at the same time)');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
console.log(`  total ${total} s`);
const stepsFailed = results.filter((r) => !r.ok).length;
const tests = countTests();
console.log(`${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
for (const failure of failedTests()) console.log(`  failed: ${failure}`);
process.exit(stepsFailed === 0 && tests.failed === 0 ? 0 : 1);
