import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type FontSubset, FontUsage, planFonts } from './script-fonts';

const require = createRequire(import.meta.url);
const files = new Map<string, Uint8Array>();
/** Inter's subset files stand in for a script's Noto files (the logic does not care which script). */
const bytes = (name: string) => {
  let file = files.get(name);
  if (!file) {
    file = new Uint8Array(
      readFileSync(require.resolve(`@fontsource/inter/files/inter-${name}-400-normal.woff`)),
    );
    files.set(name, file);
  }
  return file;
};
const subset = (packageId: string, name: string, ranges: [number, number][]): FontSubset => ({
  family: `${packageId} ${name}`,
  packageId,
  file: name,
  ranges,
});

/** Plans `text` and returns which subset files were read, and each grapheme's pick. */
async function plan(text: string, subsets: FontSubset[], base: Record<string, Uint8Array> = {}) {
  const loaded: string[] = [];
  const result = await planFonts({
    text,
    base,
    subsets,
    load: async (s) => {
      loaded.push(s.family);
      return bytes(s.file);
    },
  });
  const usage = new FontUsage();
  const picks = [...text].map((char) => usage.pick(result, char, 'Sans').subset?.family ?? null);
  return { loaded: loaded.sort(), picks, missing: usage.missing };
}

const LATIN: [number, number][] = [[0x20, 0xff]];
const GREEK: [number, number][] = [[0x370, 0x3ff]];

describe('planFonts', () => {
  it('reads a later package only for what the earlier ones cannot draw (Chinese text opens no TC file)', async () => {
    const subsets = [
      subset('sc', 'latin', LATIN),
      subset('tc', 'latin', LATIN),
      subset('tc', 'greek', GREEK),
    ];
    const latinOnly = await plan('Hello', subsets);
    expect(latinOnly.loaded).toEqual(['sc latin']);
    expect(latinOnly.picks).toEqual(Array(5).fill('sc latin'));
    const mixed = await plan('Aλ', subsets);
    expect(mixed.loaded).toEqual(['sc latin', 'tc greek']);
    expect(mixed.picks).toEqual(['sc latin', 'tc greek']);
  });

  it('tries the next package when a file claims a character in its range but has no glyph for it', async () => {
    // The "latin" file declared as covering Greek too: it is opened for λ, lacks it, so the next package draws it.
    const subsets = [subset('sc', 'latin', [...LATIN, ...GREEK]), subset('tc', 'greek', GREEK)];
    const result = await plan('λ', subsets);
    expect(result.loaded).toEqual(['sc latin', 'tc greek']);
    expect(result.picks).toEqual(['tc greek']);
  });

  it('opens no fallback file for characters every base face draws, and still reports what none has', async () => {
    const base = { Sans: bytes('latin'), 'Sans/bold': bytes('latin') };
    const subsets = [subset('sc', 'greek', GREEK), subset('tc', 'cyrillic', [[0x400, 0x4ff]])];
    const latin = await plan('Hi', subsets, base);
    expect(latin.loaded).toEqual([]);
    expect(latin.picks).toEqual([null, null]);
    const greek = await plan('Hλ\u4e2d', subsets, base);
    expect(greek.loaded).toEqual(['sc greek']);
    expect(greek.picks).toEqual([null, 'sc greek', null]);
    expect(greek.missing).toEqual(['\u4e2d']);
  });

  it('opens the fallbacks for a character one base face lacks', async () => {
    const base = { Sans: bytes('latin'), 'Sans/bold': bytes('greek') };
    const result = await plan('a', [subset('sc', 'latin', LATIN)], base);
    expect(result.loaded).toEqual(['sc latin']);
  });
});
