// Child process of images.bench.mjs: renders in one warm process and prints medians as JSON on stdout.
// Run with tsx: it imports core and the CLI's platform adapters from source.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { runFavicons } from '@toolbox/core/tools/favicon-maker';
import { runMockup } from '@toolbox/core/tools/mockup-generator';
import satori from 'satori';
import { nodeRenderAssets } from '../cli/src/platform/assets';
import { napiGraphics } from '../cli/src/platform/napi-graphics';
// The one-size draw and render are private to the tool: timed from its file.
import { drawOgImage, renderOgImage } from '../core/src/tools/og-generator/og-generator';

const runs = Number(process.argv[2] ?? 30);
const card = {
  title: 'Build Amazing Web Apps',
  description: 'Create stunning applications with modern tools and frameworks. Ship faster with less code.',
  emoji: '🚀',
  template: 'blog' as const,
  theme: 'gradient' as const,
};
const size = { width: 1200, height: 630 };
const assets = nodeRenderAssets();
const graphics = napiGraphics();
const skia = napiGraphics({ pngEncoder: 'skia' });

async function time(
  fn: () => Promise<unknown>,
  n = runs,
): Promise<{ median: number; min: number; max: number }> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, min: samples[0]!, max: samples.at(-1)! };
}

const bytes = async (mime: 'image/png' | 'image/jpeg', g = graphics) =>
  ((await renderOgImage(card, size, { graphics: g, assets }, mime)).file.data as Uint8Array).length;

// satori + resvg-js: the same card (gradient, emoji, 3-line title, 2-line description) as JSX-like objects.
const require = createRequire(join(import.meta.dirname, '..', 'cli', 'package.json'));
const fontDir = join(dirname(require.resolve('@fontsource/inter')), 'files');
const emojiDir = dirname(require.resolve('@twemoji/svg/package.json'));
const fonts = [
  { name: 'Inter', weight: 400 as const, data: readFileSync(join(fontDir, 'inter-latin-400-normal.woff')) },
  { name: 'Inter', weight: 800 as const, data: readFileSync(join(fontDir, 'inter-latin-800-normal.woff')) },
];
const rocket = `data:image/svg+xml;base64,${readFileSync(join(emojiDir, '1f680.svg')).toString('base64')}`;
const h = (type: string, style: Record<string, unknown>, children?: unknown) => ({
  type,
  props: { style, children },
});
const element = h(
  'div',
  {
    width: 1200,
    height: 630,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    padding: 80,
    boxSizing: 'border-box',
    backgroundImage: 'linear-gradient(135deg, #4f46e5 0%, #7c3aed 55%, #db2777 100%)',
    color: '#fff',
    fontFamily: 'Inter',
  },
  [
    h('div', { fontSize: 80, display: 'flex' }, card.emoji),
    h('div', { width: 88, height: 8, borderRadius: 4, background: '#fff', margin: '32px 0' }),
    h('div', { fontSize: 68, fontWeight: 800, lineHeight: 1.12, display: 'block', lineClamp: 3 }, card.title),
    h(
      'div',
      { fontSize: 30, lineHeight: 1.45, marginTop: 26, opacity: 0.84, display: 'block', lineClamp: 2 },
      card.description,
    ),
  ],
);
const satoriSvg = () =>
  satori(element as never, { width: 1200, height: 630, fonts, graphemeImages: { '🚀': rocket } });

const screenshot = {
  bytes: new Uint8Array((await renderOgImage(card, size, { graphics, assets })).file.data as Uint8Array),
  mime: 'image/png',
};

const result = {
  ogDraw: await time(async () => drawOgImage(card, size, { graphics, assets })),
  ogPng: await time(() => renderOgImage(card, size, { graphics, assets }, 'image/png')),
  ogPngSkia: await time(
    () => renderOgImage(card, size, { graphics: skia, assets }, 'image/png'),
    Math.min(runs, 10),
  ),
  ogJpeg: await time(() => renderOgImage(card, size, { graphics, assets }, 'image/jpeg')),
  ogWebp: await time(() => renderOgImage(card, size, { graphics, assets }, 'image/webp'), Math.min(runs, 10)),
  faviconSet: await time(() => runFavicons({ text: 'CB' }, { graphics, assets }), Math.min(runs, 15)),
  mockup: await time(
    () => runMockup({ image: screenshot, device: 'macbook-pro', shadow: true }, { graphics }),
    Math.min(runs, 10),
  ),
  satoriSvg: await time(satoriSvg, Math.min(runs, 15)),
  satoriResvgPng: await time(async () => new Resvg(await satoriSvg()).render().asPng(), Math.min(runs, 15)),
  bytes: {
    ogPng: await bytes('image/png'),
    ogPngSkia: await bytes('image/png', skia),
    ogJpeg: await bytes('image/jpeg'),
    satoriPng: new Resvg(await satoriSvg()).render().asPng().length,
  },
};
process.stdout.write(`${JSON.stringify(result)}\n`);
