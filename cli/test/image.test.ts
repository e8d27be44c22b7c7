// The built `toolbox og|favicon|mockup` against golden PNGs in test/golden (regenerate: UPDATE_GOLDEN=1).
// Metric: a pixel differs when one RGBA channel is off by more than 16; the images match when at most 0.2% of
// pixels differ and the mean absolute channel difference is at most 0.5. Same Skia build -> normally exact.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readIcoDirectory } from '@toolbox/core/image/ico';
import { diffPixels } from '@toolbox/core/image/pixel-diff';
import { decodePng } from '@toolbox/core/image/png-decode';
import { encodePng } from '@toolbox/core/image/png-encode';
import { describe, expect, inject, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const golden = join(import.meta.dirname, 'golden');
const update = process.env.UPDATE_GOLDEN === '1';

function expectGolden(file: string, name: string) {
  const target = join(golden, name);
  if (update || !existsSync(target)) {
    mkdirSync(golden, { recursive: true });
    copyFileSync(file, target);
  }
  const actual = decodePng(new Uint8Array(readFileSync(file)));
  const expected = decodePng(new Uint8Array(readFileSync(target)));
  const diff = diffPixels(actual, expected);
  expect(diff.ratio, `${name}: ${JSON.stringify(diff)}`).toBeLessThanOrEqual(0.002);
  expect(diff.meanAbs).toBeLessThanOrEqual(0.5);
}

function workdir() {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-images-'));
  writeFileSync(
    join(dir, 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="#f97316"/><circle cx="20" cy="20" r="10" fill="#fff"/></svg>',
  );
  // A screenshot-like picture: a header bar over a vertical gradient.
  const w = 390;
  const h = 844;
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      px.set(y < 90 ? [37, 99, 235, 255] : [248 - (y >> 3), 250 - (y >> 4), 252, 255], i);
    }
  }
  writeFileSync(join(dir, 'shot.png'), encodePng(px, w, h));
  return dir;
}

const ogCases: [string, string[]][] = [
  ['og-blog-gradient-1200x630.png', ['--size', '1200x630']],
  [
    'og-app-dark-1024x512.png',
    ['--template', 'app', '--theme', 'dark', '--size', '1024x512', '--emoji', '⚡'],
  ],
  [
    'og-tweet-light-1024x512.png',
    ['--template', 'tweet', '--theme', 'light', '--size', '1024x512', '--title', 'Shipping 👩🏽‍💻 every day'],
  ],
  [
    'og-docs-minimal-1024x512.png',
    [
      '--template',
      'docs',
      '--theme',
      'minimal',
      '--size',
      '1024x512',
      '--logo',
      'logo.svg',
      '--logo-position',
      'top-right',
      '--logo-size',
      'small',
    ],
  ],
  [
    'og-product-gradient-1024x512.png',
    [
      '--template',
      'product',
      '--theme',
      'gradient',
      '--size',
      '1024x512',
      '--logo',
      'logo.svg',
      '--logo-position',
      'bottom-left',
      '--logo-opacity',
      '0.5',
    ],
  ],
];

describe('toolbox og (built binary)', () => {
  it.each(ogCases)('%s matches its golden image', (name, args) => {
    const dir = workdir();
    const result = toolboxIn(dir, ['og', ...args, '--out', 'out']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const [written] = result.stdout.trim().split('\n');
    expectGolden(join(dir, written!), name);
  });

  it('runs on every supported Node version', () => {
    for (const node of inject('nodeBinaries')) {
      if (!node.path) continue;
      const dir = workdir();
      const result = toolboxIn(dir, ['og', '--size', '1200x630', '--out', 'out'], { node: node.path });
      expect(result, node.label).toMatchObject({ code: 0, stdout: 'out/og-image-1200x630.png\n' });
      expectGolden(join(dir, 'out', 'og-image-1200x630.png'), 'og-blog-gradient-1200x630.png');
    }
  });

  it('-o NAME.png is that one file (the size asked, or the first); a folder stays a folder', () => {
    const dir = workdir();
    const size = (file: string) => {
      const png = decodePng(new Uint8Array(readFileSync(join(dir, file))));
      return [png.width, png.height];
    };
    expect(toolboxIn(dir, ['og', '-o', 'out.png'])).toMatchObject({
      code: 0,
      stdout: 'out.png\n',
      stderr: expect.stringContaining('only 1200x630 is drawn'),
    });
    expect(size('out.png')).toEqual([1200, 630]);
    expect(toolboxIn(dir, ['og', '--size', '1024x512', '-o', 'cards/x.png'])).toMatchObject({
      code: 0,
      stdout: 'cards/x.png\n',
      stderr: '',
    });
    expect(size('cards/x.png')).toEqual([1024, 512]);
    expect(toolboxIn(dir, ['og', '-o', 'out.png']).code).toBe(1);
    // -o card.jpg alone names its format (og-mockup-flags.test.ts); a --format that says otherwise is refused.
    expect(toolboxIn(dir, ['og', '--format', 'png', '-o', 'card.jpg'])).toMatchObject({
      code: 2,
      stdout: '',
    });
    expect(existsSync(join(dir, 'card.jpg'))).toBe(false);
    // A folder that exists keeps its name's meaning.
    mkdirSync(join(dir, 'shots.png'));
    expect(toolboxIn(dir, ['og', '--size', '1024x512', '-o', 'shots.png'])).toMatchObject({
      code: 0,
      stdout: 'shots.png/og-image-1024x512.png\n',
    });
  });

  it('refuses to overwrite, then overwrites with --force', () => {
    const dir = workdir();
    expect(toolboxIn(dir, ['og', '--size', '1024x512']).code).toBe(0);
    const again = toolboxIn(dir, ['og', '--size', '1024x512']);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'toolbox: og-image-1024x512.png already exists in .; use --force to overwrite.\n',
    });
    expect(toolboxIn(dir, ['og', '--size', '1024x512', '--force']).code).toBe(0);
  });

  it('exits 2 on an unknown template and 1 on a title over 60 characters', () => {
    const dir = workdir();
    expect(toolboxIn(dir, ['og', '--template', 'poster']).code).toBe(2);
    expect(toolboxIn(dir, ['og', '--title', 'x'.repeat(61)])).toMatchObject({
      code: 1,
      stderr: 'toolbox: Title is 61 characters; the limit is 60.\n',
    });
  });
});

describe('toolbox favicon (built binary)', () => {
  it('writes the set; the PNGs match their goldens and the ICO holds 48/32/16', () => {
    const dir = workdir();
    const result = toolboxIn(dir, [
      '--json',
      'favicon',
      '--text',
      'TB',
      '--shape',
      'circle',
      '--out',
      'public',
    ]);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout) as { files: { name: string; path: string }[] };
    expect(out.files).toHaveLength(12);
    expectGolden(join(dir, 'public', 'android-chrome-512x512.png'), 'favicon-tb-circle-512.png');
    expectGolden(join(dir, 'public', 'favicon-32x32.png'), 'favicon-tb-circle-32.png');
    const ico = new Uint8Array(readFileSync(join(dir, 'public', 'favicon.ico')));
    expect(readIcoDirectory(ico).map((e) => [e.width, e.height])).toEqual([
      [48, 48],
      [32, 32],
      [16, 16],
    ]);
  });
});

describe('toolbox mockup (built binary)', () => {
  it('frames a screenshot; matches its golden', () => {
    const dir = workdir();
    const result = toolboxIn(dir, [
      'mockup',
      'shot.png',
      '--device',
      'samsung-galaxy',
      '--no-shadow',
      '--out',
      'out',
    ]);
    expect(result).toMatchObject({ code: 0, stdout: 'out/mockup-samsung-galaxy.png\n' });
    expectGolden(join(dir, 'out', 'mockup-samsung-galaxy.png'), 'mockup-samsung-galaxy.png');
  });

  it('puts two screenshots in their own frames side by side, on a gradient, and tilts them', () => {
    const dir = workdir();
    const solid = (name: string, rgb: number[]) => {
      const px = new Uint8Array(400 * 800 * 4);
      for (let i = 0; i < px.length; i += 4) px.set([...rgb, 255], i);
      writeFileSync(join(dir, name), encodePng(px, 400, 800));
    };
    solid('red.png', [220, 38, 38]);
    solid('blue.png', [37, 99, 235]);
    const args = ['mockup', 'red.png', 'blue.png', '--frame', 'laptop-notch,phone-island'];
    const flat = toolboxIn(dir, [...args, '--background', 'ocean', '--shadow', 'soft', '-o', 'flat']);
    expect(flat).toMatchObject({ code: 0, stdout: 'flat/mockup-laptop-notch+phone-island.png\n' });
    const png = decodePng(
      new Uint8Array(readFileSync(join(dir, 'flat', 'mockup-laptop-notch+phone-island.png'))),
    );
    // Laptop 1200 x 712 at its own size, the phone at true scale (150 of 235 mm: 454 px tall), a 48 px gap and
    // 100 px of padding (a shadow).
    const phoneWidth = (428 * 712 * 150) / 235 / 876;
    expect([png.width, png.height]).toEqual([Math.ceil(100 + 1200 + 48 + phoneWidth + 100), 912]);
    const at = (x: number, y: number) =>
      Array.from(
        png.rgba.subarray(
          (Math.round(y) * png.width + Math.round(x)) * 4,
          (Math.round(y) * png.width + Math.round(x)) * 4 + 3,
        ),
      );
    expect(at(100 + 600, 100 + 16 + 315)).toEqual([220, 38, 38]);
    expect(at(100 + 1200 + 48 + phoneWidth / 2, 912 - 100 - 454 / 2)).toEqual([37, 99, 235]);
    // The gradient: a bluish corner, not the flat default grey.
    const [r, g, b] = at(2, 2);
    expect(b! > r! && g! > r!).toBe(true);

    const tilted = toolboxIn(dir, [
      ...args,
      '--background',
      'ocean',
      '--shadow',
      'soft',
      '--tilt',
      '20',
      '--radius',
      '40',
      '-o',
      'tilted',
    ]);
    expect(tilted.code, tilted.stderr).toBe(0);
    const turned = decodePng(
      new Uint8Array(readFileSync(join(dir, 'tilted', 'mockup-laptop-notch+phone-island.png'))),
    );
    expect([turned.width, turned.height]).toEqual([png.width, png.height]);
    // Rounded corners are transparent; the near (left) side of the laptop's screen is taller than the far one.
    expect(turned.rgba[3]).toBe(0);
    const redRows = (x: number) => {
      let rows = 0;
      for (let y = 0; y < turned.height; y++) {
        const i = (y * turned.width + x) * 4;
        if (turned.rgba[i] === 220 && turned.rgba[i + 1] === 38 && turned.rgba[i + 2] === 38) rows++;
      }
      return rows;
    };
    expect(redRows(400)).toBeGreaterThan(redRows(1000) + 20);
  });

  it('says No Image Selected without an image (exit 2)', () => {
    const result = toolboxIn(workdir(), ['mockup']);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      'toolbox: No Image Selected: Please select an image to create a mockup.',
    );
  });
});
