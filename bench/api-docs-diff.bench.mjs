// Issue 40's budget: `toolbox api-docs diff` of GitHub's full REST description (13 MB) against its previous
// version under 2 s. The previous version is @octokit/openapi 22.0.0's (bench/fixtures, Brotli), the current one
// the 23.x bench installs: about 2,000 changes between them. Also the same document against itself (no changes).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(join(benchDir, 'package.json'));

/** CPU time (user + system) of one run of a Node command, in ms: on a busy shared machine, beside its wall time. */
function cpuMs(args, options) {
  const report =
    "process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\n__cpu__'+(u.userCPUTime+u.systemCPUTime))})";
  const result = spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(report)}`, ...args],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      ...options,
    },
  );
  const match = /__cpu__(\d+)/.exec(result.stderr);
  return match ? Number(match[1]) / 1000 : null;
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'api-docs diff: GitHub REST', skipped: missing }];
  const current = join(
    require.resolve('@octokit/openapi/package.json'),
    '..',
    'generated',
    'api.github.com.json',
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-diff-'));
  const previous = join(dir, 'api.github.com-22.0.0.json');
  writeFileSync(
    previous,
    brotliDecompressSync(readFileSync(join(benchDir, 'fixtures', 'api.github.com-22.0.0.json.br'))),
  );
  const env = { ...process.env, XDG_CONFIG_HOME: signedInConfigHome() };
  const diff = { command: process.execPath, args: [toolbox, 'api-docs', 'diff', previous, current] };
  const same = { command: process.execPath, args: [toolbox, 'api-docs', 'diff', current, current] };
  const [changed, identical] = measure.timeCommands([diff, same], { runs: 3, warmup: 1, cwd: dir, env });
  const rss = measure.peakRss(diff.command, [...diff.args, '--json'], { runs: 1, cwd: dir, env });
  const cpu = measure.median([0, 1, 2].map(() => cpuMs(diff.args, { cwd: dir, env }) ?? Number.NaN));
  return [
    {
      metric: 'api-docs diff: GitHub REST 22.0.0 → 23 (CLI wall)',
      value: changed.median,
      unit: 'ms',
      budget: 2000,
      note: `${changed.runs} runs, ${changed.min.toFixed(0)}-${changed.max.toFixed(0)} ms; two 13 MB documents read, about 2,000 changes`,
    },
    {
      metric: 'api-docs diff: GitHub REST 22.0.0 → 23 (CPU, user + system)',
      value: cpu,
      unit: 'ms',
      budget: 2000,
      note: `the wall time on an idle core; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores in this run`,
    },
    { metric: 'api-docs diff: GitHub REST against itself (CLI wall)', value: identical.median, unit: 'ms' },
    ...(rss === null ? [] : [{ metric: 'api-docs diff: GitHub REST peak RSS', value: rss, unit: 'MiB' }]),
  ];
}
