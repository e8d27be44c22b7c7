// `node bench/api-docs-page.mjs [runs]`: only the page rows of api-docs.bench.mjs (GitHub's description uploaded
// to /api-docs on the e2e stack, first operation in the preview), without the CLI and Redoc's side, `runs` times
// on one stack (default 3), each figure and the median with the load average. Ports as in api-docs.bench.mjs;
// A build of unchanged sources for these ports is reused (see support/web-build.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurePage } from './lib/api-docs-browser.mjs';
import { startE2EStack } from './lib/e2e-stack.mjs';
import { median } from './lib/stats.mjs';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const root = join(benchDir, '..');
const require = createRequire(join(benchDir, 'package.json'));
const spec = join(require.resolve('@octokit/openapi/package.json'), '..', 'generated', 'api.github.com.json');
const runs = Number(process.argv[2] ?? 3);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const stack = await startE2EStack({
  root,
  apiPort: Number(process.env.E2E_API_PORT ?? 4255),
  webPort: Number(process.env.E2E_WEB_PORT ?? 4256),
});
try {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const page = await measurePage(root, stack, spec);
    if (page.skipped) throw new Error(page.skipped);
    results.push(page);
    console.log(
      `run ${i + 1}: upload → first op ${Math.round(page.firstOp)} ms (from Generate ${Math.round(page.fromGenerate)} ms), ` +
        `longest task ${Math.round(page.loadLongest)} ms, search ${Math.round(page.searchLongest)} ms, ` +
        `${page.operations} operations; load ${load()}`,
    );
  }
  const m = (key) => Math.round(median(results.map((r) => r[key])));
  console.log(
    `median of ${runs}: upload → first op ${m('firstOp')} ms (budget 2000), from Generate ${m('fromGenerate')} ms, ` +
      `longest task ${m('loadLongest')} ms, search ${m('searchLongest')} ms`,
  );
} finally {
  await stack.stop();
}
