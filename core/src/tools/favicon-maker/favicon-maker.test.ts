import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { readIcoDirectory } from '../../image/ico';
import { decodePng } from '../../image/png-decode';
import type { RenderAssets } from '../../ports';
import { recordingGraphics, svgBytes } from '../../testing';
import { drawFavicon, faviconSnippet, runFaviconPreview, runFavicons } from './favicon-maker';
import {
  cutFaviconText,
  FAVICON_DOWNLOAD_SPACING_MS,
  FAVICON_FILES,
  FAVICON_SHAPES,
  FAVICON_SNIPPET_FILE,
  normalizeFaviconInput,
} from './options';

const assets: RenderAssets = {
  font: async (file) => Uint8Array.from(`font:${file}`, (c) => c.charCodeAt(0)),
  emoji: async (code) => (code === '1f680' ? svgBytes(36, 36) : null),
};

async function set(input = {}) {
  const graphics = recordingGraphics();
  return { graphics, result: await runFavicons(input, { graphics, assets }) };
}

describe('runFavicons', () => {
  it('produces every size, the SVG, the ICO and the manifest', async () => {
    const { result } = await set();
    expect(result.files.map((f) => [f.name, f.mime])).toEqual([
      ['favicon-16x16.png', 'image/png'],
      ['favicon-32x32.png', 'image/png'],
      ['favicon-48x48.png', 'image/png'],
      ['favicon-96x96.png', 'image/png'],
      ['apple-touch-icon.png', 'image/png'],
      ['android-chrome-192x192.png', 'image/png'],
      ['android-chrome-512x512.png', 'image/png'],
      ['maskable-icon-192x192.png', 'image/png'],
      ['maskable-icon-512x512.png', 'image/png'],
      ['favicon.svg', 'image/svg+xml'],
      ['favicon.ico', 'image/x-icon'],
      ['site.webmanifest', 'application/manifest+json'],
    ]);
    const sizes = result.files
      .filter((f) => f.mime === 'image/png')
      .map((f) => decodePng(f.data as Uint8Array))
      .map((p) => `${p.width}x${p.height}`);
    expect(result.files.map((f) => f.name)).toEqual(FAVICON_FILES);
    expect(sizes).toEqual([
      '16x16',
      '32x32',
      '48x48',
      '96x96',
      '180x180',
      '192x192',
      '512x512',
      '192x192',
      '512x512',
    ]);
  });

  it('writes favicon.ico with 48, 32 and 16 PNG entries, the same bytes as the PNG files', async () => {
    const { result } = await set();
    const ico = result.files.find((f) => f.name === 'favicon.ico')!.data as Uint8Array;
    const dir = readIcoDirectory(ico);
    expect(dir.map((d) => [d.width, d.height, d.bitCount])).toEqual([
      [48, 48, 32],
      [32, 32, 32],
      [16, 16, 32],
    ]);
    for (const entry of dir) {
      const png = ico.subarray(entry.offset, entry.offset + entry.bytes);
      const file = result.files.find((f) => f.name === `favicon-${entry.width}x${entry.width}.png`)!;
      expect(png).toEqual(file.data);
    }
  });

  it('writes a manifest naming the 192 and 512 icons, each also as a maskable icon', async () => {
    const { result } = await set({ text: 'Dev', backgroundColor: '#111827', name: 'Dev Toolbox' });
    const file = result.files.find((f) => f.name === 'site.webmanifest')!;
    expect(JSON.parse(file.data as string)).toEqual({
      name: 'Dev Toolbox',
      short_name: 'Dev Toolbox',
      icons: [
        { src: '/android-chrome-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/maskable-icon-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/android-chrome-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      theme_color: '#111827',
      background_color: '#111827',
      display: 'standalone',
    });
    expect(result.manifest.name).toBe('Dev Toolbox');
  });

  it('names the app after the text when no name is given', async () => {
    const { result } = await set({ text: 'XYZW' });
    expect(result.manifest.short_name).toBe('XYZ');
  });

  it('gives the HTML snippet for every file it links, titled with the app name (escaped)', async () => {
    const { result } = await set({ name: 'Tom & "Jerry"' });
    expect(result.snippet).toBe(faviconSnippet({ text: 'CB', name: 'Tom & "Jerry"' }));
    expect(result.snippet).toContain(
      '<meta name="apple-mobile-web-app-title" content="Tom &amp; &quot;Jerry&quot;">',
    );
    expect(result.snippet).toContain(
      '<link rel="icon" href="/favicon-96x96.png" type="image/png" sizes="96x96">',
    );
    expect(faviconSnippet({ text: 'CB' })).toContain('content="CB"');
    const names = result.files.map((f) => `/${f.name}`);
    for (const href of result.snippet.matchAll(/href="([^"]+)"/g)) expect(names).toContain(href[1]);
  });

  it('downloads (web "Download all") the set the CLI writes plus the snippet the CLI prints', async () => {
    const { result } = await set({ name: 'Dev Toolbox' });
    const files = result.downloads;
    expect(files.map((f) => f.name)).toEqual([...FAVICON_FILES, FAVICON_SNIPPET_FILE]);
    expect(files.slice(0, -1)).toEqual(result.files);
    expect(files.at(-1)).toEqual({
      name: 'favicon-head.html',
      mime: 'text/html',
      data: `${result.snippet}\n`,
    });
  });

  it('falls back to SVG text in the system fonts when the render font cannot be read', async () => {
    const { result } = await set({ text: 'A&B', shape: 'circle' });
    const svg = result.files.find((f) => f.name === 'favicon.svg')!.data as string;
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512" viewBox="0 0 512 512">/,
    );
    expect(svg).toContain('<circle cx="256" cy="256" r="256" fill="#3b82f6"/>');
    expect(svg).toContain('>A&amp;B</text>');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).not.toContain('@font-face');
  });

  it('draws the maskable icons full-bleed with the text inside the safe zone', async () => {
    const { graphics } = await set({ text: 'WWW', shape: 'circle' });
    const maskable = graphics.surfaces.filter((s) => s.width === 512).at(-1)!;
    const fill = maskable.ctx.calls.find((c) => ['rect', 'roundRect', 'arc'].includes(c.op))!;
    expect({ op: fill.op, args: fill.args }).toEqual({ op: 'rect', args: [0, 0, 512, 512] });
    const [text] = maskable.ctx.texts();
    // The recording font measures 0.55 em a character: three of them fill at most 72% of the 80% safe circle.
    const px = Number(/(\d+(\.\d+)?)px/.exec(text!.font)![1]);
    expect(px * 0.55 * 3).toBeLessThanOrEqual(512 * 0.8 * 0.72 + 0.01);
    expect(text).toMatchObject({ x: 256, text: 'WWW' });
  });

  it('fills the whole square of apple-touch-icon.png (iOS rounds it and shows transparency as black)', async () => {
    const { graphics } = await set({ text: 'DT', shape: 'circle' });
    const fills = (width: number) => {
      const surface = graphics.surfaces.find((s) => s.width === width)!;
      const path = surface.ctx.calls.find((c) => ['rect', 'roundRect', 'arc'].includes(c.op))!;
      return { op: path.op, args: path.args };
    };
    expect(fills(180)).toEqual({ op: 'rect', args: [0, 0, 180, 180] });
    expect(fills(96)).toEqual({ op: 'arc', args: [48, 48, 48, 0, Math.PI * 2] });
  });

  it('puts an emoji-only icon in the SVG as the Twemoji image', async () => {
    const { result, graphics } = await set({ text: '🚀' });
    const svg = result.files.find((f) => f.name === 'favicon.svg')!.data as string;
    expect(svg).toContain(
      '<image x="87.04" y="87.04" width="337.92" height="337.92" href="data:image/svg+xml;base64,',
    );
    expect(svg).not.toContain('<text');
    expect(graphics.surfaces.every((s) => s.ctx.images().length === 1)).toBe(true);
  });
});

describe('runFaviconPreview', () => {
  it('draws the large preview and the browser tab sizes', async () => {
    const { large, small } = await runFaviconPreview(
      { text: 'CB' },
      { graphics: recordingGraphics(), assets },
    );
    expect([large, ...small].map((surface) => [surface.width, surface.height])).toEqual([
      [256, 256],
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
  });
});

describe('drawFavicon', () => {
  const shapes: Record<string, { op: string; args: unknown[] }> = {
    square: { op: 'rect', args: [0, 0, 180, 180] },
    rounded: { op: 'roundRect', args: [0, 0, 180, 180, 18] },
    circle: { op: 'arc', args: [90, 90, 90, 0, Math.PI * 2] },
  };
  it.each(FAVICON_SHAPES)('fills the %s shape and centres the text', async (shape) => {
    const graphics = recordingGraphics();
    const { surface } = await drawFavicon({ shape, text: 'CB', textColor: '#fff' }, 180, {
      graphics,
      assets,
    });
    const ctx = (surface as (typeof graphics.surfaces)[number]).ctx;
    const path = ctx.calls.find((c) => ['rect', 'roundRect', 'arc'].includes(c.op))!;
    expect({ op: path.op, args: path.args }).toEqual(shapes[shape]);
    expect(ctx.calls.find((c) => c.op === 'fill')!.fillStyle).toBe('#3b82f6');
    const [text] = ctx.texts();
    expect(text).toMatchObject({ text: 'CB', x: 90, fillStyle: '#ffffff', align: 'center' });
    // The recording font's caps are 0.72 em tall: the baseline sits half of that below the centre.
    const px = Number(/(\d+(\.\d+)?)px/.exec(text!.font)![1]);
    expect(text!.y).toBeCloseTo(90 + (px * 0.72) / 2);
  });

  it('shrinks three wide characters to fit', async () => {
    const graphics = recordingGraphics();
    const { surface } = await drawFavicon({ text: 'WWW' }, 100, { graphics, assets });
    const ctx = (surface as (typeof graphics.surfaces)[number]).ctx;
    const text = ctx.texts()[0]!;
    const px = Number(/(\d+(\.\d+)?)px/.exec(text.font)![1]);
    expect(px * 0.55 * 3).toBeLessThanOrEqual(80.0001);
  });

  it('draws only the shape for empty text', async () => {
    const graphics = recordingGraphics();
    const { surface } = await drawFavicon({ text: '  ' }, 32, { graphics, assets });
    expect((surface as (typeof graphics.surfaces)[number]).ctx.texts()).toEqual([]);
  });
});

describe('options', () => {
  it.each([
    ['CB', 'CB'],
    ['ABCD', 'ABC'],
    ['  xy  ', 'xy'],
    ['👨‍👩‍👧‍👦AB C', '👨‍👩‍👧‍👦AB'],
  ])('cuts %j to %j', (text, expected) => {
    expect(cutFaviconText(text)).toBe(expected);
  });

  it.each([
    [{ backgroundColor: 'blue' }, 'Background colour "blue" is not a hex colour like #3b82f6.'],
    [{ textColor: '#12' }, 'Text colour "#12" is not a hex colour like #ffffff.'],
    [{ shape: 'hexagon' }, 'Unknown shape "hexagon". Choose one of: square, rounded, circle.'],
  ])('rejects %o', (input, message) => {
    expect(() => normalizeFaviconInput(input as never)).toThrow(new ToolInputError(message));
  });

  it('normalises colours', () => {
    expect(normalizeFaviconInput({ backgroundColor: 'ABC', textColor: '#FFF' })).toMatchObject({
      backgroundColor: '#aabbcc',
      textColor: '#ffffff',
    });
  });
});

describe('download-all spacing (spec §9)', () => {
  it('waits 300 ms between favicons', () => {
    expect(FAVICON_DOWNLOAD_SPACING_MS).toBe(300);
  });
});
