// Issue 40's budget: `toolbox api-docs diff` of GitHub's full REST description (13 MB) against its previous
// version under 2 s. The previous version is @octokit/openapi 22.0.0's (bench/fixtures, Brotli), the current one
// the 23.x bench installs: about 2,000 changes between them. Also the same document against itself (no changes).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(join(benchDir, 'package.json'));

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
  return [
    {
      metric: 'api-docs diff: GitHub REST 22.0.0 → 23 (CLI wall)',
      value: changed.median,
      unit: 'ms',
      budget: 2000,
      note: `${changed.runs} runs, ${changed.min.toFixed(0)}-${changed.max.toFixed(0)} ms; two 13 MB documents read, about 2,000 changes`,
    },
    { metric: 'api-docs diff: GitHub REST against itself (CLI wall)', value: identical.median, unit: 'ms' },
    ...(rss === null ? [] : [{ metric: 'api-docs diff: GitHub REST peak RSS', value: rss, unit: 'MiB' }]),
  ];
}
