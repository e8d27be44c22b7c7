import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { decodePng } from '@toolbox/core/image/png-decode';
import { metaContent } from '@toolbox/core/testing';
import { LOGO_LOAD_WARNING, OG_DEFAULTS, OG_TAGS_FILE } from '@toolbox/core/tools/og-generator';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { type OgOptions, run, toOptions } from './og';

const defaults = {
  title: OG_DEFAULTS.title,
  description: OG_DEFAULTS.description,
  emoji: OG_DEFAULTS.emoji,
  template: 'blog',
  theme: 'gradient',
  logoPosition: 'top-right',
  logoSize: 'medium',
  logoOpacity: '1',
  format: 'png',
  quality: '92',
  out: '.',
};

describe('toOptions', () => {
  it('takes the web defaults and every size', () => {
    expect(toOptions({ flags: defaults, args: [] })).toEqual({
      input: { ...OG_DEFAULTS },
      sizes: [
        { width: 1200, height: 630 },
        { width: 1200, height: 600 },
        { width: 1024, height: 512 },
      ],
      format: 'png',
      quality: 92,
      out: '.',
      force: false,
    } satisfies OgOptions);
  });
  it('keeps chosen sizes once each, the logo and --force', () => {
    const options = toOptions({
      flags: { ...defaults, size: ['1024x512', '1024x512'], logo: 'l.png', force: true, logoOpacity: '0.6' },
      args: [],
    });
    expect(options).toMatchObject({ sizes: [{ width: 1024, height: 512 }], logo: 'l.png', force: true });
    expect(options.input.logoOpacity).toBe(0.6);
  });
  it.each([
    [{ size: ['100x100'] }, '--size 100x100 is not one of 1200x630, 1200x600, 1024x512.'],
    [{ logoOpacity: 'half' }, '--logo-opacity must be a number, not "half".'],
    [{ quality: '0' }, '--quality must be between 1 and 100.'],
  ])('refuses %o', (flags, message) => {
    expect(() => toOptions({ flags: { ...defaults, ...flags }, args: [] })).toThrow(new UsageError(message));
  });
});

describe('run', () => {
  const temp = () => mkdtempSync(join(tmpdir(), 'toolbox-og-'));
  const base = (_cwd: string, extra: Partial<OgOptions> = {}): OgOptions => ({
    ...toOptions({ flags: defaults, args: [] }),
    out: 'cards',
    ...extra,
    input: { ...OG_DEFAULTS, ...extra.input },
  });

  it('writes the three PNGs under --out and prints their paths', async () => {
    const cwd = temp();
    const ctx = testContext({ cwd });
    await run(base(cwd), ctx);
    expect(ctx.captured.stdout).toBe(
      'cards/og-image-1200x630.png\ncards/og-image-1200x600.png\ncards/og-image-1024x512.png\n',
    );
    const png = decodePng(new Uint8Array(readFileSync(join(cwd, 'cards', 'og-image-1200x600.png'))));
    expect([png.width, png.height]).toEqual([1200, 600]);
  });

  // One size: three would draw six cards to prove the same refusal (33 s on a loaded machine).
  it('refuses to overwrite without --force and writes nothing', async () => {
    const cwd = temp();
    const one = { sizes: [{ width: 1024, height: 512 }] };
    await run(base(cwd, one), testContext({ cwd }));
    const before = readFileSync(join(cwd, 'cards', 'og-image-1024x512.png'));
    await expect(
      run(base(cwd, { ...one, input: { ...OG_DEFAULTS, theme: 'dark' } }), testContext({ cwd })),
    ).rejects.toThrow(
      new ToolInputError('og-image-1024x512.png already exists in cards; use --force to overwrite.'),
    );
    expect(readFileSync(join(cwd, 'cards', 'og-image-1024x512.png'))).toEqual(before);
    await run(
      base(cwd, { ...one, force: true, input: { ...OG_DEFAULTS, theme: 'dark' } }),
      testContext({ cwd }),
    );
    expect(readFileSync(join(cwd, 'cards', 'og-image-1024x512.png'))).not.toEqual(before);
  }, 90_000);

  it('--json lists the written files; JPEG gets .jpg', async () => {
    const cwd = temp();
    const ctx = testContext({ cwd, json: true });
    await run(base(cwd, { format: 'jpeg', sizes: [{ width: 1200, height: 630 }] }), ctx);
    const out = JSON.parse(ctx.captured.stdout);
    expect(out).toEqual({
      files: [
        {
          name: 'og-image-1200x630.jpg',
          path: join(cwd, 'cards', 'og-image-1200x630.jpg'),
          mime: 'image/jpeg',
          bytes: expect.any(Number),
        },
      ],
      warnings: [],
    });
    expect(readFileSync(out.files[0].path).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it.each([
    ['Simplified Chinese', '深度学习', '机器翻译'],
    ['Japanese', 'こんにちは', 'さようなら'],
    ['Korean', '안녕하세요', '감사합니다'],
    ['Arabic', 'مرحبا', 'شكرا'],
    ['Hebrew', 'שלום', 'תודה'],
    ['Devanagari', 'नमस्ते', 'धन्यवाद'],
    ['Thai', 'สวัสดี', 'ขอบคุณ'],
    ['Greek and Cyrillic', 'Γειά σου', 'Привет'],
  ])('draws %s titles with real glyphs and no warning', async (_script, one, other) => {
    const draw = async (title: string) => {
      const cwd = temp();
      const ctx = testContext({ cwd });
      await run(base(cwd, { input: { ...OG_DEFAULTS, title }, sizes: [{ width: 1024, height: 512 }] }), ctx);
      expect(ctx.captured.stderr).toBe('');
      return readFileSync(join(cwd, 'cards', 'og-image-1024x512.png'));
    };
    // Missing glyphs draw identical boxes; real glyphs differ between two words of the same length.
    expect((await draw(one)).equals(await draw(other))).toBe(false);
  });

  it('warns about characters no shipped font has', async () => {
    const cwd = temp();
    const ctx = testContext({ cwd });
    await run(
      base(cwd, { input: { ...OG_DEFAULTS, title: 'Hieroglyph 𓀀' }, sizes: [{ width: 1024, height: 512 }] }),
      ctx,
    );
    expect(ctx.captured.stderr).toBe(
      'warning: no font has a glyph for 𓀀 (U+13000); they are drawn as boxes.\n',
    );
  });

  it('skips a logo that does not decode and warns on stderr', async () => {
    const cwd = temp();
    writeFileSync(join(cwd, 'broken.png'), 'not a png');
    const ctx = testContext({ cwd });
    await run(base(cwd, { logo: 'broken.png', sizes: [{ width: 1024, height: 512 }] }), ctx);
    expect(ctx.captured.stderr).toBe(`warning: ${LOGO_LOAD_WARNING}\n`);
    expect(readdirSync(join(cwd, 'cards'))).toEqual(['og-image-1024x512.png']);
  });

  it.each([
    ['notes.txt', 'Invalid File Type: Please upload an image file (PNG, JPG, or SVG) (notes.txt).'],
    ['big.png', 'File Too Large: Please upload an image smaller than 2MB (big.png).'],
    ['missing.svg', 'missing.svg: no such file.'],
  ])('checks the logo file %s as the web form does', async (name, message) => {
    const cwd = temp();
    writeFileSync(join(cwd, 'notes.txt'), 'hi');
    writeFileSync(join(cwd, 'big.png'), Buffer.alloc(2 * 1024 * 1024 + 1));
    await expect(run(base(cwd, { logo: name }), testContext({ cwd }))).rejects.toThrow(message);
  });

  it('--url writes the meta tags: absolute URLs to files it wrote, with their real size and type', async () => {
    const cwd = temp();
    const ctx = testContext({ cwd });
    const base = 'https://cdn.example.com/launch';
    await run({ ...toOptions({ flags: { ...defaults, url: base, out: 'public' }, args: [] }) }, ctx);
    expect(ctx.captured.stdout).toContain(`public/${OG_TAGS_FILE}\n`);
    const html = readFileSync(join(cwd, 'public', OG_TAGS_FILE), 'utf8');
    const checked: string[] = [];
    for (const [key, width, height, type] of [
      ['og:image', 'og:image:width', 'og:image:height', 'og:image:type'],
      ['twitter:image', undefined, undefined, undefined],
    ] as const) {
      const url = new URL(metaContent(html, key) ?? '');
      expect(url.href.startsWith(`${base}/`)).toBe(true);
      const file = join(cwd, 'public', decodeURIComponent(url.pathname.slice('/launch/'.length)));
      const png = decodePng(new Uint8Array(readFileSync(file)));
      if (width && height && type) {
        expect([png.width, png.height]).toEqual([
          Number(metaContent(html, width)),
          Number(metaContent(html, height)),
        ]);
        expect(metaContent(html, type)).toBe('image/png');
        expect([png.width, png.height]).toEqual([1200, 630]);
      }
      checked.push(`${key} ${png.width}x${png.height}`);
    }
    expect(checked).toEqual(['og:image 1200x630', 'twitter:image 1200x630']);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it.each([
    ['javascript:alert(1)', 'not javascript:'],
    ['/og/', 'is not an absolute URL'],
    ['ftp://example.com/', 'not ftp:'],
  ])('refuses --url %j before writing anything', async (url, message) => {
    const cwd = temp();
    await expect(
      run(toOptions({ flags: { ...defaults, url, out: 'cards' }, args: [] }), testContext({ cwd })),
    ).rejects.toThrow(message);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('refuses a title over 60 characters before creating anything', async () => {
    const cwd = temp();
    await expect(
      run(base(cwd, { input: { ...OG_DEFAULTS, title: 'x'.repeat(61) } }), testContext({ cwd })),
    ).rejects.toThrow('Title is 61 characters; the limit is 60.');
    expect(readdirSync(cwd)).toEqual([]);
  });
});
