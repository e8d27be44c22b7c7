// CONTRACTS.md budgets: an OG card 1200x630 PNG in the CLI under 30 ms warm and 300 ms as a cold process.
// Alongside: JPEG/WebP, Skia's own PNG encoder (what core's encoder replaces), the favicon set, one mockup,
// and satori + @resvg/resvg-js rendering the equivalent card, as peers measured in the same run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const benchDir = fileURLToPath(new URL('.', import.meta.url));

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'images: og 1200x630 PNG', skipped: missing }];

  const warm = spawnSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(benchDir, 'images-warm.ts'), '30'],
    {
      cwd: benchDir,
      encoding: 'utf8',
      timeout: 900_000,
    },
  );
  if (warm.status !== 0) throw new Error(`images-warm.ts failed: ${warm.stderr.trim().split('\n').at(-1)}`);
  const w = JSON.parse(warm.stdout.trim().split('\n').at(-1));

  const out = mkdtempSync(join(tmpdir(), 'bench-og-'));
  const env = { PATH: process.env.PATH ?? '', HOME: out, XDG_CONFIG_HOME: signedInConfigHome() };
  const node = process.execPath;
  const og = (...extra) => ({
    command: node,
    args: [toolbox, 'og', '--size', '1200x630', '--out', out, '--force', ...extra],
  });
  const [floor, coldPng, coldJpeg, coldFavicon] = measure.timeCommands(
    [
      { command: node, args: ['-e', '0'] },
      og(),
      og('--format', 'jpeg'),
      { command: node, args: [toolbox, 'favicon', '--out', out, '--force'] },
    ],
    { runs: 10, env, cwd: out },
  );

  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  const spread = (s) => `${s.min.toFixed(0)}-${s.max.toFixed(0)} ms`;
  return [
    {
      metric: 'images: og 1200x630 draw only (warm)',
      value: w.ogDraw.median,
      unit: 'ms',
      note: spread(w.ogDraw),
    },
    {
      metric: 'images: og 1200x630 PNG (warm)',
      value: w.ogPng.median,
      unit: 'ms',
      budget: 30,
      note: `core encoder + node:zlib, ${kb(w.bytes.ogPng)}, ${spread(w.ogPng)}`,
    },
    {
      metric: 'images: og 1200x630 PNG, Skia encoder (warm)',
      value: w.ogPngSkia.median,
      unit: 'ms',
      note: `what core's encoder replaces, ${kb(w.bytes.ogPngSkia)}`,
    },
    {
      metric: 'images: og 1200x630 JPEG q92 (warm)',
      value: w.ogJpeg.median,
      unit: 'ms',
      note: kb(w.bytes.ogJpeg),
    },
    { metric: 'images: og 1200x630 WebP q92 (warm)', value: w.ogWebp.median, unit: 'ms' },
    {
      metric: 'images: og PNG cold process',
      value: coldPng.median,
      unit: 'ms',
      budget: 300,
      note: `node -e 0 = ${floor.median.toFixed(0)} ms, ${spread(coldPng)}`,
    },
    { metric: 'images: og JPEG cold process', value: coldJpeg.median, unit: 'ms', note: spread(coldJpeg) },
    {
      metric: 'images: favicon set (warm, 6 PNG + SVG + ICO + manifest)',
      value: w.faviconSet.median,
      unit: 'ms',
    },
    { metric: 'images: favicon set cold process', value: coldFavicon.median, unit: 'ms' },
    { metric: 'images: mockup MacBook Pro + shadow PNG (warm)', value: w.mockup.median, unit: 'ms' },
    {
      metric: 'images: peer satori + resvg-js, same card PNG (warm)',
      value: w.satoriResvgPng.median,
      unit: 'ms',
      note: `SVG ${w.satoriSvg.median.toFixed(0)} ms + raster; ${kb(w.bytes.satoriPng)}; ours is ${(w.satoriResvgPng.median / w.ogPng.median).toFixed(1)}x faster`,
    },
  ];
}
