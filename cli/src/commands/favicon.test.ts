import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readIcoDirectory } from '@toolbox/core/image/ico';
import { decodePng } from '@toolbox/core/image/png-decode';
import { FAVICON_DEFAULTS, FAVICON_FILES, FAVICON_LOGO_DEFAULTS } from '@toolbox/core/tools/favicon-maker';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { type FaviconOptions, run, toOptions } from './favicon';

const temp = () => mkdtempSync(join(tmpdir(), 'toolbox-favicon-'));

describe('toOptions', () => {
  it('maps the flags to the web form', () => {
    expect(
      toOptions({
        flags: {
          text: 'Dev',
          background: '#111827',
          textColor: '#facc15',
          shape: 'circle',
          name: 'My App',
          out: 'public',
          force: true,
        },
        args: [],
      }),
    ).toEqual({
      input: {
        text: 'Dev',
        backgroundColor: '#111827',
        textColor: '#facc15',
        shape: 'circle',
        name: 'My App',
      },
      out: 'public',
      force: true,
    } satisfies FaviconOptions);
  });
  it('reads --color as the older name of --text-color, which wins when both are given', () => {
    expect(toOptions({ flags: { color: '#000000' }, args: [] }).input.textColor).toBe('#000000');
    expect(toOptions({ flags: { color: '#000000', textColor: '#facc15' }, args: [] }).input.textColor).toBe(
      '#facc15',
    );
  });
  // Each was dropped without a word: the set came out as if the flag had not been typed.
  it.each([
    [{ tabBackground: '#ffffff' }, '--tab-background works with --logo only.'],
    [{ darkMode: 'invert' }, '--dark-mode works with --logo only.'],
    [{ trim: false }, '--no-trim works with --logo only.'],
    [{ padding: '10' }, '--padding works with --logo only.'],
    [{ logo: 'logo.svg', text: 'AB' }, '--text makes the set from letters: give --text or --logo, not both.'],
    [
      { logo: 'logo.svg', textColor: '#000000' },
      '--text-color colours the letters: with --logo it is not used.',
    ],
  ])('refuses %j, which would not be used', (flags, message) => {
    expect(() => toOptions({ flags, args: [] })).toThrow(new UsageError(message));
  });
  it('uses the spec defaults', () => {
    expect(toOptions({ flags: {}, args: [] }).input).toEqual(FAVICON_DEFAULTS);
    expect(toOptions({ flags: {}, args: [] }).logo).toBeUndefined();
  });
  it('maps --logo and its flags; --background is the touch colour unless --touch-background is given', () => {
    const flags = { logo: 'logo.svg', padding: '10', fit: 'cover', trim: false, tabBackground: '#0f172a' };
    expect(toOptions({ flags: { ...flags, background: '#111827' }, args: [] }).logo).toEqual({
      path: 'logo.svg',
      settings: {
        ...FAVICON_LOGO_DEFAULTS,
        fit: 'cover',
        trim: false,
        padding: 10,
        tabBackground: '#0f172a',
        touchBackground: '#111827',
      },
    });
    expect(
      toOptions({ flags: { ...flags, background: '#111827', touchBackground: '#000000' }, args: [] }).logo
        ?.settings.touchBackground,
    ).toBe('#000000');
    expect(toOptions({ flags: { logo: 'a.png', name: 'Acme' }, args: [] }).logo?.settings.name).toBe('Acme');
  });
});

describe('run', () => {
  it('writes the whole set and prints the <link> snippet', async () => {
    const cwd = temp();
    const ctx = testContext({ cwd });
    await run({ input: { ...FAVICON_DEFAULTS, text: 'ABCD' }, out: 'public', force: false }, ctx);
    const [files, snippet] = ctx.captured.stdout.split('\n\nAdd to <head>:\n');
    expect(files!.split('\n')).toEqual(FAVICON_FILES.map((name) => `public/${name}`));
    expect(snippet).toContain('<link rel="manifest" href="/site.webmanifest">');

    const read = (name: string) => new Uint8Array(readFileSync(join(cwd, 'public', name)));
    expect(decodePng(read('apple-touch-icon.png'))).toMatchObject({ width: 180, height: 180 });
    expect(readIcoDirectory(read('favicon.ico')).map((e) => e.width)).toEqual([48, 32, 16]);
    const manifest = JSON.parse(readFileSync(join(cwd, 'public', 'site.webmanifest'), 'utf8'));
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.name).toBe('ABC');
    const svg = readFileSync(join(cwd, 'public', 'favicon.svg'), 'utf8');
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path fill="#ffffff" d="M[^"]+"\/>/);
  });

  it.each(['中', 'あ', '한', 'ع', 'ש', 'क', 'ก', 'Ж'])(
    'draws the letter %s with a real glyph',
    async (text) => {
      const draw = async (letter: string) => {
        const cwd = temp();
        const ctx = testContext({ cwd });
        await run({ input: { ...FAVICON_DEFAULTS, text: letter }, out: '.', force: false }, ctx);
        expect(ctx.captured.stderr).toBe('');
        const svg = readFileSync(join(cwd, 'favicon.svg'), 'utf8');
        // Outlines come from a shipped font's glyph; a letter no font has would fall back to <text>.
        expect(svg).not.toContain('<text');
        return readFileSync(join(cwd, 'favicon-96x96.png'));
      };
      // A missing glyph draws the same box for any letter.
      expect((await draw(text)).equals(await draw(`${text}${text}`))).toBe(false);
    },
  );

  it('warns on stderr about a letter no shipped font has', async () => {
    const ctx = testContext({ cwd: temp() });
    await run({ input: { ...FAVICON_DEFAULTS, text: '𓀀' }, out: '.', force: false }, ctx);
    expect(ctx.captured.stderr).toContain('warning: no font has a glyph for 𓀀 (U+13000)');
  });

  it('--json gives files, manifest and snippet', async () => {
    const cwd = temp();
    const ctx = testContext({ cwd, json: true });
    await run({ input: FAVICON_DEFAULTS, out: '.', force: false }, ctx);
    const out = JSON.parse(ctx.captured.stdout);
    expect(out.files.map((f: { name: string }) => f.name)).toEqual([...FAVICON_FILES]);
    expect(out.manifest.theme_color).toBe('#3b82f6');
    expect(out.snippet.split('\n')).toHaveLength(8);
  });

  it('--logo writes the same files from the logo, named after it', async () => {
    const cwd = temp();
    const ctx = testContext({ cwd, json: true });
    const logo = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'logos', 'vite.svg');
    await run(
      {
        input: FAVICON_DEFAULTS,
        logo: { path: logo, settings: FAVICON_LOGO_DEFAULTS },
        out: '.',
        force: false,
      },
      ctx,
    );
    const out = JSON.parse(ctx.captured.stdout);
    expect(out.files.map((f: { name: string }) => f.name)).toEqual([...FAVICON_FILES]);
    expect(out.manifest.name).toBe('vite');
    expect(out.snippet).toContain('<meta name="apple-mobile-web-app-title" content="vite">');
    const tab = decodePng(new Uint8Array(readFileSync(join(cwd, 'favicon-16x16.png'))));
    expect(tab.rgba[3]).toBe(0);
  });

  it('--logo names a file that is not there', async () => {
    const cwd = temp();
    await expect(
      run(
        {
          input: FAVICON_DEFAULTS,
          logo: { path: 'missing.txt', settings: FAVICON_LOGO_DEFAULTS },
          out: '.',
          force: false,
        },
        testContext({ cwd }),
      ),
    ).rejects.toThrow('missing.txt: no such file.');
  });

  it('refuses a bad colour with the core message', async () => {
    await expect(
      run(
        { input: { ...FAVICON_DEFAULTS, backgroundColor: 'blue' }, out: '.', force: false },
        testContext({ cwd: temp() }),
      ),
    ).rejects.toThrow('Background colour "blue" is not a hex colour like #3b82f6.');
  });
});
