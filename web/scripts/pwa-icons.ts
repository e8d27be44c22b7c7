// The installed app's PNG icons, drawn from public/favicon.svg: Android and desktop want 192 and 512 px PNGs
// (and a maskable one they can crop to a circle or a squircle), iOS an apple-touch-icon; none of them uses the SVG.
// Run `npx tsx web/scripts/pwa-icons.ts` after changing favicon.svg; pwa-icons.test.ts fails while they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** any: the favicon as drawn; full: its background fills the square (iOS and maskable crop it themselves). */
type IconShape = 'any' | 'full' | 'maskable';

export interface PwaIcon {
  file: string;
  size: number;
  shape: IconShape;
}

export const PWA_ICONS: readonly PwaIcon[] = [
  { file: 'pwa-192.png', size: 192, shape: 'any' },
  { file: 'pwa-512.png', size: 512, shape: 'any' },
  { file: 'pwa-maskable-512.png', size: 512, shape: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full' },
];

/** The web manifest's `icons`: the SVG for any size, then the PNGs (the apple-touch-icon is linked from index.html). */
export const manifestIcons = () => [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ...PWA_ICONS.filter((icon) => icon.shape !== 'full').map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.shape,
  })),
];

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
export const iconPath = (icon: PwaIcon) => join(publicDir, icon.file);

/**
 * favicon.svg reshaped: `full` drops the rounded corners; `maskable` also shrinks the glyph to 80% so it stays
 * inside the safe zone (a centred circle of 40% radius) whatever mask the launcher applies.
 */
function iconSvg(favicon: string, shape: IconShape): string {
  if (shape === 'any') return favicon;
  const square = favicon.replace(/ rx="[^"]*"/, '');
  if (shape === 'full') return square;
  return square.replace(
    /(<rect[^>]*\/>)(.*)<\/svg>/,
    '$1<g transform="translate(3.2 3.2) scale(0.8)">$2</g></svg>',
  );
}

export async function renderIcon(favicon: string, icon: PwaIcon): Promise<Buffer> {
  const svg = iconSvg(favicon, icon.shape).replace(
    '<svg ',
    `<svg width="${icon.size}" height="${icon.size}" `,
  );
  const image = await loadImage(Buffer.from(svg));
  const canvas = createCanvas(icon.size, icon.size);
  canvas.getContext('2d').drawImage(image, 0, 0, icon.size, icon.size);
  return canvas.toBuffer('image/png');
}

export const readFavicon = () => readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const favicon = readFavicon();
  for (const icon of PWA_ICONS) {
    writeFileSync(iconPath(icon), await renderIcon(favicon, icon));
    console.log(`wrote web/public/${icon.file}`);
  }
}
