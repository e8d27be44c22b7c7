// favicon.svg as `toolbox favicon` writes it: glyph outlines, no font, small, and it draws what the PNGs draw.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { diffPixels } from '@toolbox/core/image/pixel-diff';
import { decodePng } from '@toolbox/core/image/png-decode';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

/** favicon.svg rasterised at 512 px, without any font registered. */
async function rasterise(svg: Buffer) {
  const canvas = createCanvas(512, 512);
  canvas.getContext('2d').drawImage(await loadImage(svg), 0, 0, 512, 512);
  const { data } = canvas.getContext('2d').getImageData(0, 0, 512, 512);
  return { width: 512, height: 512, rgba: data };
}

describe('favicon.svg (built binary)', () => {
  it.each([
    ['DT', 'rounded'],
    ['W&g', 'circle'],
    ['Łód', 'square'],
  ])('%s on a %s shape: outlines under 8 KB that rasterise like the 512 PNG', async (text, shape) => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-svg-'));
    const result = toolboxIn(dir, ['favicon', '--text', text, '--background', '#2563eb', '--shape', shape]);
    expect(result.code, result.stderr).toBe(0);
    const svg = readFileSync(join(dir, 'favicon.svg'));
    expect(svg.length).toBeLessThan(8 * 1024);
    const source = svg.toString('utf8');
    expect(source).not.toMatch(/<text|@font-face|font-family|base64/);
    expect(source).toMatch(/<path fill="#ffffff" d="M/);

    const png = decodePng(new Uint8Array(readFileSync(join(dir, 'android-chrome-512x512.png'))));
    const diff = diffPixels(await rasterise(svg), png);
    // Only the glyphs' one-pixel anti-aliased edges differ (canvas text snaps to the pixel grid; the outline
    // does not): about 0.7% of the pixels. A missing letter or one moved by a few pixels is several times that.
    expect(diff.ratio, JSON.stringify(diff)).toBeLessThan(0.012);
    expect(diff.meanAbs).toBeLessThan(0.5);
  });
});
