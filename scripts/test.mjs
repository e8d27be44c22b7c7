// `npm test`: install what is missing, then lint, type-check, unit tests, build, and the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstall } from './ensure-install.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureInstall();

const pnpm = (...args) => ['npx', '--yes', 'pnpm@10', ...args];
const steps = [
  { name: 'lint', cmd: pnpm('exec', 'biome', 'check', '.') },
  { name: 'typecheck', cmd: pnpm('-r', '--if-present', 'typecheck') },
  { name: 'unit tests', cmd: pnpm('exec', 'vitest', 'run') },
  { name: 'build', cmd: pnpm('-r', '--if-present', 'build') },
  { name: 'end-to-end tests', cmd: pnpm('--filter', '@toolbox/e2e', 'test'), before: () => ensureChromium() },
];

const only = process.argv.slice(2);
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

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
