import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { encodePng } from '../../image/png-encode';
import { type RecordingSurface, recordingGraphics, svgBytes } from '../../testing';
import { runLogoFaviconPreview, runLogoFavicons } from './logo-favicons';
import { centreSquare, drawsNothing, inkBox, inkLuminance, placeLogo } from './logo-layout';
import {
  FAVICON_LOGO_DEFAULTS,
  jpegSize,
  normalizeFaviconLogoInput,
  runFaviconLogoCheck,
  sniffLogo,
} from './logo-options';
import { FAVICON_FILES } from './options';

/** An RGBA picture from rows of characters: '.' clear, 'w' white, 'k' black. */
function picture(rows: string[]) {
  const height = rows.length;
  const width = rows[0]!.length;
  const rgba = new Uint8Array(width * height * 4);
  const colours: Record<string, number[]> = { '.': [0, 0, 0, 0], w: [255, 255, 255, 255], k: [0, 0, 0, 255] };
  rows.forEach((row, y) => {
    [...row].forEach((c, x) => {
      rgba.set(colours[c]!, (y * width + x) * 4);
    });
  });
  return { rgba, width, height };
}

describe('inkBox', () => {
  it.each([
    ['transparent margins', ['....', '.kk.', '.k..', '....'], { x: 1, y: 1, w: 2, h: 2 }],
    ['a JPG-like white margin', ['wwwww', 'wwkww', 'wwkkw', 'wwwww'], { x: 2, y: 1, w: 2, h: 2 }],
    ['ink touching the edges', ['kk', 'kk'], null],
    ['corners that disagree', ['kww', 'www', 'wwk'], null],
    ['nothing drawn', ['...', '...'], null],
  ])('%s', (_, rows, box) => {
    const { rgba, width, height } = picture(rows);
    expect(inkBox(rgba, width, height)).toEqual(box);
  });
});

describe('drawsNothing', () => {
  it.each([
    ['a clear picture', ['...', '...'], true],
    ['one black pixel', ['...', '.k.'], false],
    ['white on white', ['ww', 'ww'], false],
  ])('%s', (_, rows, blank) => {
    expect(drawsNothing(picture(rows).rgba)).toBe(blank);
  });
});

describe('placeLogo', () => {
  it.each([
    ['a square, no padding', { w: 10, h: 10 }, 100, 0, 'square', { x: 0, y: 0, w: 100, h: 100 }],
    ['a square, 10% a side', { w: 10, h: 10 }, 100, 10, 'square', { x: 10, y: 10, w: 80, h: 80 }],
    ['a wide logo, letterboxed', { w: 20, h: 10 }, 100, 0, 'square', { x: 0, y: 25, w: 100, h: 50 }],
    ['a tall logo', { w: 10, h: 40 }, 160, 0, 'square', { x: 60, y: 0, w: 40, h: 160 }],
  ] as const)('%s', (_, logo, side, padding, area, box) => {
    expect(placeLogo(logo, side, padding, area)).toEqual(box);
  });
  it('keeps a maskable logo inside the safe circle (80% of the side)', () => {
    const box = placeLogo({ w: 1, h: 1 }, 100, 0, 'safe-circle');
    expect(Math.hypot(box.w, box.h)).toBeCloseTo(80);
    expect(box.x).toBeCloseTo(50 - box.w / 2);
  });
  it('cover cuts the middle square', () => {
    expect(centreSquare({ x: 0, y: 0, w: 40, h: 20 })).toEqual({ x: 10, y: 0, w: 20, h: 20 });
  });
});

describe('inkLuminance', () => {
  it.each([
    ['black ink', ['k.', '.k'], 0],
    ['white ink', ['w.', '..'], 1],
    ['nothing', ['..'], null],
  ])('%s', (_, rows, luminance) => {
    expect(inkLuminance(picture(rows).rgba)).toBe(luminance);
  });
});

/** A baseline JPEG's start: SOI, an APP0 segment, then a SOF0 frame of the given size. */
function jpegHeader(width: number, height: number) {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    4,
    0,
    0,
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
  ]);
}

describe('sniffLogo and the upload rules', () => {
  it('reads a JPEG frame header past other segments', () => {
    expect(jpegSize(jpegHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(jpegSize(Uint8Array.from([0xff, 0xd8, 0x00]))).toBeNull();
  });
  it.each([
    [
      'a PNG',
      encodePng(new Uint8Array(4 * 6 * 4), 4, 6),
      'image/png',
      { type: 'image/png', width: 4, height: 6 },
    ],
    ['a JPG named .png', jpegHeader(300, 200), 'image/png', { type: 'image/jpeg', width: 300, height: 200 }],
    ['an SVG', svgBytes(10, 10), 'image/svg+xml', { type: 'image/svg+xml' }],
  ])('takes the bytes for what they are: %s', (_, bytes, mime, expected) => {
    expect(sniffLogo({ bytes, mime })).toMatchObject(expected);
  });
  it.each([
    [
      jpegHeader(9000, 10),
      'The logo is 9000 × 10 pixels; the limit is 8192 pixels a side and 40 megapixels.',
    ],
    [
      jpegHeader(7000, 7000),
      'The logo is 7000 × 7000 pixels; the limit is 8192 pixels a side and 40 megapixels.',
    ],
    [jpegHeader(0, 10), 'The logo is not a readable JPG file.'],
    [Uint8Array.from('GIF89a', (c) => c.charCodeAt(0)), 'The logo is not a PNG, JPG or SVG file.'],
  ])('refuses before decoding: %#', (bytes, message) => {
    expect(() => sniffLogo({ bytes, mime: 'application/octet-stream' })).toThrow(new ToolInputError(message));
  });
  it('applies the spec rules with the spec words', () => {
    expect(runFaviconLogoCheck({ type: 'image/svg+xml', size: 100 }).problem).toBeNull();
    expect(runFaviconLogoCheck({ type: 'image/gif', size: 100 }).problem).toEqual({
      title: 'Invalid File Type',
      message: 'Please upload an image file (PNG, JPG, or SVG)',
    });
    expect(runFaviconLogoCheck({ type: 'image/png', size: 2 * 1024 * 1024 + 1 }).problem).toEqual({
      title: 'File Too Large',
      message: 'Please upload an image smaller than 2MB',
    });
  });
});

describe('normalizeFaviconLogoInput', () => {
  const logo = { bytes: svgBytes(1, 1), mime: 'image/svg+xml', name: 'path/to/acme-logo.svg' };
  it('names the app after the file and keeps the defaults', () => {
    expect(normalizeFaviconLogoInput({ logo })).toEqual({
      ...FAVICON_LOGO_DEFAULTS,
      logo,
      name: 'acme-logo',
    });
  });
  it.each([
    [{ padding: 41 }, 'Padding must be between 0 and 40 percent.'],
    [{ tabBackground: 'blue' }, 'Tab background "blue" is not a hex colour like #ffffff or transparent.'],
    [
      { touchBackground: 'transparent' },
      'Apple touch background "transparent" is not a hex colour like #ffffff.',
    ],
    [{ fit: 'stretch' as 'cover' }, 'Unknown fit "stretch". Choose one of: contain, cover.'],
  ])('refuses %o', (input, message) => {
    expect(() => normalizeFaviconLogoInput({ logo, ...input })).toThrow(message);
  });
});

const logoOf = (bytes: Uint8Array, mime = 'image/svg+xml') => ({ bytes, mime, name: 'logo.svg' });

const ICON_SIDES = [16, 32, 48, 96, 180, 192, 512, 192, 512];

/** The set's icons among every surface made (the logo's levels and checks are surfaces too): the 7 sizes, then
 * the 2 maskable icons, made one after another. */
function iconSurfaces(surfaces: RecordingSurface[]) {
  const sides = surfaces.map((s) => s.width).join();
  const start = sides.split(',').findIndex(
    (_, i) =>
      sides
        .split(',')
        .slice(i, i + 9)
        .join() === ICON_SIDES.join(),
  );
  expect(start).toBeGreaterThanOrEqual(0);
  return surfaces.slice(start, start + 9);
}

const fills = (surface: RecordingSurface) =>
  surface.ctx.calls.filter((call) => call.op === 'fill').map((call) => call.fillStyle);

describe('runLogoFavicons', () => {
  it('writes the same files as the text set, each platform on its own background', async () => {
    const graphics = recordingGraphics();
    const result = await runLogoFavicons(
      {
        logo: logoOf(svgBytes(200, 100)),
        tabBackground: 'transparent',
        touchBackground: '#112233',
        appBackground: '#445566',
      },
      { graphics },
    );
    expect(result.files.map((f) => f.name)).toEqual([...FAVICON_FILES]);
    // 7 PNG sizes, then the 2 maskable icons.
    const icons = iconSurfaces(graphics.surfaces);
    expect(icons.map(fills)).toEqual([
      [],
      [],
      [],
      [],
      ['#112233'],
      ['#445566'],
      ['#445566'],
      ['#445566'],
      ['#445566'],
    ]);
    const drawn = icons.map((s) => s.ctx.images()[0]!.device);
    // A 2:1 logo with the default 4% padding, centred.
    expect(drawn[6]!.w).toBeCloseTo(512 * 0.92);
    expect(drawn[6]!.x).toBeCloseTo(512 * 0.04);
    expect(drawn[6]!.h).toBeCloseTo((512 * 0.92) / 2);
    // Maskable: its diagonal inside the 80% safe circle.
    expect(Math.hypot(drawn[8]!.w, drawn[8]!.h)).toBeCloseTo(512 * 0.92 * 0.8);
    expect(result.manifest).toMatchObject({
      name: 'logo',
      theme_color: '#445566',
      background_color: '#445566',
    });
    expect(result.snippet).toContain('<meta name="apple-mobile-web-app-title" content="logo">');
    expect(result.downloads.at(-1)?.name).toBe('favicon-head.html');
  });

  it('draws each icon from the smallest level at least its size, not from the full picture', async () => {
    const graphics = recordingGraphics();
    await runLogoFavicons({ logo: logoOf(svgBytes(512, 512)), padding: 0 }, { graphics });
    const tab16 = iconSurfaces(graphics.surfaces)[0]!.ctx.images()[0]!;
    expect(tab16.image.width).toBe(16);
    const big = iconSurfaces(graphics.surfaces)[6]!.ctx.images()[0]!;
    expect(big.image.width).toBe(512);
  });

  it('keeps an SVG logo as vectors in favicon.svg, sanitized, with a dark-mode rule only when asked or needed', async () => {
    const hostile = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><image href="https://example.com/x.png"/><rect width="10" height="10" fill="#f00"/></svg>',
    );
    const result = await runLogoFavicons(
      { logo: logoOf(hostile), darkMode: 'invert' },
      { graphics: recordingGraphics() },
    );
    const svg = String(result.files.find((f) => f.name === 'favicon.svg')!.data);
    expect(svg).toContain('<rect width="10" height="10" fill="#f00"');
    expect(svg).not.toMatch(/script|onload|example\.com/);
    expect(svg).toContain(
      '@media (prefers-color-scheme: dark) { .favicon-logo { filter: url(#favicon-dark); } }',
    );
    expect(result.warnings).toEqual([
      'the SVG had scripts, event handlers or links to other files; they were removed.',
    ]);
    const off = await runLogoFavicons(
      { logo: logoOf(svgBytes(10, 10)), darkMode: 'off' },
      { graphics: recordingGraphics() },
    );
    expect(String(off.files.find((f) => f.name === 'favicon.svg')!.data)).not.toContain(
      'prefers-color-scheme',
    );
    expect(off.warnings).toEqual([]);
  });

  it('embeds a raster logo in favicon.svg as a PNG', async () => {
    const png = encodePng(new Uint8Array(64 * 64 * 4).fill(255), 64, 64);
    const result = await runLogoFavicons(
      { logo: logoOf(png, 'image/png') },
      { graphics: recordingGraphics() },
    );
    expect(String(result.files.find((f) => f.name === 'favicon.svg')!.data)).toMatch(
      /<image [^>]*href="data:image\/png;base64,/,
    );
  });

  it('refuses what is not a logo with a message, not a crash', async () => {
    await expect(
      runLogoFavicons(
        { logo: logoOf(new TextEncoder().encode('hello'), 'text/plain') },
        { graphics: recordingGraphics() },
      ),
    ).rejects.toThrow(new ToolInputError('The logo is not a PNG, JPG or SVG file.'));
  });
});

describe('runLogoFaviconPreview', () => {
  it('shows the tab icon large and at tab sizes, the touch icon and a maskable icon', async () => {
    const preview = await runLogoFaviconPreview(
      { logo: logoOf(svgBytes(20, 20)) },
      { graphics: recordingGraphics() },
    );
    expect([preview.large, ...preview.small, preview.touch, preview.maskable].map((s) => s.width)).toEqual([
      256, 16, 32, 48, 180, 192,
    ]);
    expect(preview.svg).toMatch(/^<svg /);
  });
});
