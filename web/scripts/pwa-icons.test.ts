import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { iconPath, manifestIcons, PWA_ICONS, readFavicon, renderIcon } from './pwa-icons';

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.width, data: context.getImageData(0, 0, image.width, image.height).data };
}

const white = (data: Uint8ClampedArray, at: number) =>
  data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200;

describe('the PWA icons in web/public', () => {
  it.each(PWA_ICONS)('$file is favicon.svg drawn at $size px ($shape)', async (icon) => {
    const committed = await pixels(readFileSync(iconPath(icon)));
    const drawn = await pixels(await renderIcon(readFavicon(), icon));
    expect(committed.width).toBe(icon.size);
    let differing = 0;
    for (let at = 0; at < drawn.data.length; at += 1) {
      if (Math.abs(drawn.data[at]! - committed.data[at]!) > 8) differing += 1;
    }
    expect(differing, 'run `npx tsx web/scripts/pwa-icons.ts`').toBe(0);
  });

  it('full and maskable icons have no transparent corner; the maskable glyph is inside the safe zone', async () => {
    for (const icon of PWA_ICONS.filter((entry) => entry.shape !== 'any')) {
      const { width, data } = await pixels(readFileSync(iconPath(icon)));
      expect(data[3], icon.file).toBe(255);
      if (icon.shape !== 'maskable') continue;
      let glyph = 0;
      for (let y = 0; y < width; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if (!white(data, (y * width + x) * 4)) continue;
          glyph += 1;
          expect(Math.hypot(x + 0.5 - width / 2, y + 0.5 - width / 2)).toBeLessThan(width * 0.4);
        }
      }
      expect(glyph).toBeGreaterThan(1000);
    }
  });

  it('the manifest lists the SVG, both PNG sizes and the maskable icon', () => {
    expect(manifestIcons().map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      '/favicon.svg any any',
      '/pwa-192.png 192x192 any',
      '/pwa-512.png 512x512 any',
      '/pwa-maskable-512.png 512x512 maskable',
    ]);
  });
});
