// Issue budget: icon search under 16 ms a keystroke over the full Lucide set. Runs warm in one tsx process (core
// from source, lucide-static's index built once as the web build does): every prefix of a few typed queries
// (names, tags, typos, two words) searched as a user types them, median and worst keystroke reported.
// When the web build (web/dist) exists, also the icon page's JS before and after its data loads.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));

/** The page's path: the index the web build writes (from lucide-static's files), then a search per keystroke. */
const warm = (root) => `
import { readFileSync } from 'node:fs';
import { runIconIndex, runIconSearch } from '@toolbox/core/tools/icon-library';
const core = ${JSON.stringify(join(root, 'core'))};
const read = (file) => JSON.parse(readFileSync(core + file, 'utf8'));
(async () => {
const t0 = performance.now();
const index = runIconIndex({
  nodes: read('/node_modules/lucide-static/icon-nodes.json'),
  tags: read('/node_modules/lucide-static/tags.json'),
  aliases: read('/src/tools/icon-library/aliases.json'),
});
const icons = runIconSearch({ index, query: '' }).icons.length;
const load = performance.now() - t0;
const queries = ['calendar', 'calender', 'arrow down', 'shopping cart', 'residence', 'setings', 'user plus', 'zzzz'];
const times = [];
for (let round = 0; round < 6; round++)
  for (const query of queries)
    for (let i = 1; i <= query.length; i++) {
      const t = performance.now();
      runIconSearch({ index, query: query.slice(0, i) });
      if (round > 0) times.push(performance.now() - t);
    }
const filtered = performance.now();
runIconSearch({ index, query: '', category: 'time' });
const category = performance.now() - filtered;
times.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ icons, load, keystrokes: times.length,
  median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], max: times.at(-1), category }) + '\\n');
})();
`;

/** The web build to read: web/dist, else the newest e2e build (web/dist-e2e-<port>). */
function webAssets(root) {
  const web = join(root, 'web');
  const builds = readdirSync(web)
    .filter((name) => name === 'dist' || name.startsWith('dist-e2e-'))
    .map((name) => join(web, name, 'assets'))
    .filter((dir) => existsSync(dir))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return builds.find((dir) => dir.endsWith(join('dist', 'assets'))) ?? builds[0];
}

/** Total size (KiB) of the build's JS chunks whose file name passes `test`, or null without a build. */
function chunkKiB(assets, test) {
  if (!assets) return null;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js') && test(name))
    .reduce((sum, name) => sum + statSync(join(assets, name)).size / 1024, 0);
}

export async function run({ root }) {
  const child = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['-e', warm(root)], {
    cwd: benchDir,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (child.status !== 0) throw new Error(`icons bench failed: ${child.stderr.slice(0, 400)}`);
  const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
  const rows = [
    {
      metric: `icon search per keystroke, median (${r.icons} icons)`,
      value: r.median,
      unit: 'ms',
      budget: 16,
    },
    {
      metric: 'icon search per keystroke, p95',
      value: r.p95,
      unit: 'ms',
      budget: 16,
      note: `${r.keystrokes} keystrokes`,
    },
    { metric: 'icon search per keystroke, worst', value: r.max, unit: 'ms' },
    { metric: 'category filter, empty query', value: r.category, unit: 'ms' },
    { metric: 'icon data load + catalogue build (once)', value: r.load, unit: 'ms' },
  ];
  const assets = webAssets(root);
  const page = chunkKiB(assets, (name) => name.startsWith('icon-library-page'));
  const data = chunkKiB(assets, (name) => /^(icon-nodes|tags)/.test(name));
  if (page === null) rows.push({ metric: 'icon page JS before/after data', skipped: 'no web/dist build' });
  else {
    rows.push({ metric: 'icon page JS before its data loads', value: page, unit: 'KiB', note: assets });
    rows.push({ metric: 'icon page JS after its data loads', value: page + (data ?? 0), unit: 'KiB' });
  }
  return rows;
}
