// `npm test`: install what is missing, then lint, type-check, unit tests, build, and the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { ensureShells } from './ensure-shells.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureInstall();

const pnpm = (...args) => ['npx', '--yes', 'pnpm@10', ...args];
const unitReport = join(root, 'node_modules', '.cache', 'unit-results.json');
const e2eReport = join(root, 'e2e', 'reports', 'results.json');
const steps = [
  { name: 'lint', cmd: pnpm('exec', 'biome', 'check', '.') },
  { name: 'typecheck', cmd: pnpm('-r', '--if-present', 'typecheck') },
  {
    name: 'unit tests',
    cmd: pnpm(
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ),
    before: () => ensureShells(),
  },
  { name: 'build', cmd: pnpm('-r', '--if-present', 'build') },
  { name: 'end-to-end tests', cmd: pnpm('--filter', '@toolbox/e2e', 'test'), before: () => ensureChromium() },
];

const only = process.argv.slice(2);
for (const report of [unitReport, e2eReport]) rmSync(report, { force: true });
const results = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.startsWith(word))) continue;
  console.log(`\n▶ ${step.name}: ${step.cmd.slice(3).join(' ')}`);
  const chromium = step.before?.();
  const started = performance.now();
  const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push({ name: step.name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

/** Test counts from the runners' JSON reports: vitest (`numPassedTests`) and Playwright (`stats`). */
function countTests() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(unitReport)) {
    const unit = JSON.parse(readFileSync(unitReport, 'utf8'));
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
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

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const stepsFailed = results.filter((r) => !r.ok).length;
const tests = countTests();
console.log(`${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
process.exit(stepsFailed === 0 && tests.failed === 0 ? 0 : 1);
