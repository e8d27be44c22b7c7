// `toolbox favicon --logo` (built binary) on real logos (fixtures/logos, see SOURCES.md): what each platform's
// icon holds, read back with a PNG decoder of its own (fast-png), and hostile files refused or defused.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readIcoDirectory } from '@toolbox/core/image/ico';
import { decodePng } from '@toolbox/core/image/png-decode';
import { encodePng } from '@toolbox/core/image/png-encode';
import { describe, expect, it } from 'vitest';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { spawnOutput, toolboxIn } from './signed-in-toolbox';

const LOGOS = join(import.meta.dirname, 'fixtures', 'logos');

function make(logo: string, ...flags: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-logo-'));
  const result = toolboxIn(dir, [
    'favicon',
    '--logo',
    logo.startsWith('/') ? logo : join(LOGOS, logo),
    ...flags,
  ]);
  const png = (name: string) => decodePng(new Uint8Array(readFileSync(join(dir, name))));
  const text = (name: string) => readFileSync(join(dir, name), 'utf8');
  return { dir, result, png, text };
}

/** RGBA of one pixel. */
function pixel(image: { width: number; rgba: Uint8Array }, x: number, y: number) {
  const i = (y * image.width + x) * 4;
  return Array.from(image.rgba.subarray(i, i + 4));
}

describe('toolbox favicon --logo (built binary)', () => {
  it('vite.svg: transparent tab and Android icons, an opaque white Apple touch icon, maskable icons full-bleed', () => {
    const { result, png, text, dir } = make('vite.svg', '--name', 'Vite');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const tab = png('favicon-32x32.png');
    expect(tab).toMatchObject({ width: 32, height: 32 });
    expect(pixel(tab, 0, 0)[3]).toBe(0);
    expect(pixel(tab, 16, 12)[3]).toBe(255);
    const touch = png('apple-touch-icon.png');
    expect(touch.width).toBe(180);
    for (const [x, y] of [
      [0, 0],
      [179, 0],
      [0, 179],
      [179, 179],
    ] as const)
      expect(pixel(touch, x, y)).toEqual([255, 255, 255, 255]);
    expect(pixel(png('android-chrome-192x192.png'), 0, 0)[3]).toBe(0);
    const maskable = png('maskable-icon-512x512.png');
    expect(pixel(maskable, 0, 0)).toEqual([255, 255, 255, 255]);
    // Inside the safe zone only: a ring just inside the 80% circle is still the background.
    expect(pixel(maskable, 256, 256 - 200)).toEqual([255, 255, 255, 255]);

    const ico = new Uint8Array(readFileSync(join(dir, 'favicon.ico')));
    const entries = readIcoDirectory(ico);
    expect(entries.map((e) => e.width)).toEqual([48, 32, 16]);
    for (const entry of entries)
      expect(decodePng(ico.subarray(entry.offset, entry.offset + entry.bytes)).width).toBe(entry.width);

    const svg = text('favicon.svg');
    expect(svg).toContain('linearGradient');
    // A colourful logo shows on a dark tab as it is.
    expect(svg).not.toContain('prefers-color-scheme');
    const manifest = JSON.parse(text('site.webmanifest'));
    expect(manifest).toMatchObject({ name: 'Vite', theme_color: '#ffffff', background_color: '#ffffff' });
  });

  it('a black line logo gets a dark-mode rule in favicon.svg, unless --dark-mode off', () => {
    const auto = make('lucide-feather.svg');
    expect(auto.result.code, auto.result.stderr).toBe(0);
    expect(auto.text('favicon.svg')).toMatch(/@media \(prefers-color-scheme: dark\)/);
    expect(JSON.parse(auto.text('site.webmanifest')).name).toBe('lucide-feather');
    const off = make('lucide-feather.svg', '--dark-mode', 'off');
    expect(off.text('favicon.svg')).not.toContain('prefers-color-scheme');
  });

  it('crops a JPG to its ink, or keeps its white margin with --no-trim', () => {
    const trimmed = make('prettier-on-white.jpg');
    expect(trimmed.result.code, trimmed.result.stderr).toBe(0);
    // The 400 x 300 picture's white margin is cut: the dark icon reaches the top edge.
    const [r, g, b, a] = pixel(trimmed.png('favicon-48x48.png'), 24, 3);
    expect(a).toBe(255);
    expect(r! + g! + b!).toBeLessThan(200);
    const whole = make('prettier-on-white.jpg', '--no-trim');
    // Letterboxed 4:3: the rows above the picture are clear.
    expect(pixel(whole.png('favicon-48x48.png'), 24, 3)[3]).toBe(0);
  });

  it('fills the tab icons with --tab-background, padding 0 reaching the edges', () => {
    const { result, png } = make(
      'vite.svg',
      '--tab-background',
      '#0f172a',
      '--shape',
      'square',
      '--padding',
      '0',
    );
    expect(result.code, result.stderr).toBe(0);
    const tab = png('favicon-48x48.png');
    const background = [15, 23, 42, 255];
    expect(pixel(tab, 0, 0)).toEqual(background);
    const column = (x: number) => Array.from({ length: 48 }, (_, y) => pixel(tab, x, y));
    expect(column(0).some((p) => p.join() !== background.join())).toBe(true);
    expect(column(47).some((p) => p.join() !== background.join())).toBe(true);
    const padded = make('vite.svg', '--tab-background', '#0f172a', '--shape', 'square', '--padding', '10');
    const edge = Array.from({ length: 48 }, (_, y) => pixel(padded.png('favicon-48x48.png'), 0, y).join());
    expect(new Set(edge)).toEqual(new Set([background.join()]));
  });

  it('--fit cover fills the square with the middle of a wide picture', () => {
    const { result, png } = make('prettier-on-white.jpg', '--no-trim', '--fit', 'cover', '--padding', '0');
    expect(result.code, result.stderr).toBe(0);
    expect(pixel(png('favicon-48x48.png'), 24, 0)).toEqual([255, 255, 255, 255]);
  });

  it('takes the bytes for what they are: a JPG named .png works', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-renamed-'));
    writeFileSync(join(dir, 'logo.png'), readFileSync(join(LOGOS, 'prettier-on-white.jpg')));
    const { result, png } = make(join(dir, 'logo.png'));
    expect(result.code, result.stderr).toBe(0);
    expect(png('favicon-16x16.png').width).toBe(16);
  });

  it('an SVG with scripts and outside links: nothing is fetched, nothing of them is written', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png' }).end();
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-hostile-'));
      writeFileSync(
        join(dir, 'evil.svg'),
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" onload="fetch('${origin}/onload')">
<style>@import url(${origin}/style.css); rect { fill: url(${origin}/paint.svg#p) }</style>
<script>fetch('${origin}/script')</script>
<image href="${origin}/image.png" width="100" height="100"/>
<use xlink:href="${origin}/sprite.svg#icon"/>
<foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="${origin}/frame"></iframe></foreignObject>
<circle cx="50" cy="50" r="40" fill="#e11d48"/></svg>`,
      );
      const result = await spawnOutput(process.execPath, [toolboxJs, 'favicon', '--logo', 'evil.svg'], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() },
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain(
        'warning: the SVG had scripts, event handlers or links to other files; they were removed.',
      );
      const svg = readFileSync(join(dir, 'favicon.svg'), 'utf8');
      expect(svg).toContain('<circle');
      expect(svg).not.toMatch(/script|onload|foreignObject|iframe|127\.0\.0\.1|@import/i);
      expect(requests).toEqual([]);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it.each([
    [
      'empty.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 0"></svg>',
      'The logo shows nothing: every pixel of it is transparent, or nearly.',
    ],
    ['clear.png', 'clear', 'The logo shows nothing: every pixel of it is transparent, or nearly.'],
    // A line 1 unit wide and 100,000 tall: drawn, at the working size, as a column well under a pixel wide.
    [
      'hairline.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="100000"><rect width="1" height="100000" fill="red"/></svg>',
      'The logo shows nothing: every pixel of it is transparent, or nearly.',
    ],
    [
      'linked.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="https://example.com/logo.png" width="10" height="10"/></svg>',
      'The logo shows nothing: every pixel of it is transparent, or nearly (its scripts, event handlers and links to other files were removed).',
    ],
  ])('refuses %s, which would make a set of invisible icons', (name, content, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-blank-'));
    const clear = encodePng(new Uint8Array(64 * 64 * 4), 64, 64);
    writeFileSync(join(dir, name), content === 'clear' ? clear : content);
    const result = toolboxIn(dir, ['favicon', '--logo', name]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`toolbox: ${message}\n`);
    expect(existsSync(join(dir, 'favicon.ico'))).toBe(false);
  });

  it('refuses a PNG that declares a huge picture, before decoding it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-huge-'));
    const header = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const size = Buffer.alloc(8);
    size.writeUInt32BE(100_000, 0);
    size.writeUInt32BE(100_000, 4);
    writeFileSync(join(dir, 'bomb.png'), Buffer.concat([header, size, Buffer.alloc(64)]));
    const started = Date.now();
    const result = toolboxIn(dir, ['favicon', '--logo', 'bomb.png']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'The logo is 100000 × 100000 pixels; the limit is 8192 pixels a side and 40 megapixels.',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it.each([
    ['notes.txt', 'hello', 'Invalid File Type: Please upload an image file (PNG, JPG, or SVG) (notes.txt).'],
    ['anim.gif', 'GIF89a', 'Invalid File Type: Please upload an image file (PNG, JPG, or SVG) (anim.gif).'],
    [
      'big.png',
      'x'.repeat(2 * 1024 * 1024 + 1),
      'File Too Large: Please upload an image smaller than 2MB (big.png).',
    ],
    ['broken.png', 'not a png at all', 'The logo is not a readable PNG file.'],
    ['broken.svg', '<html><body>no picture</body></html>', 'The logo is not a readable SVG file.'],
  ])('refuses %s with the message a user can act on', (name, content, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-refused-'));
    writeFileSync(join(dir, name), content);
    const result = toolboxIn(dir, ['favicon', '--logo', name]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
  });
});
