import { describe, expect, it } from 'vitest';
import { generatePalette } from '../../color';
import { runPaletteExport } from './export';
import { FONT_PAIRS } from './font-pairs';

/** Loads a generated ES module the way Node would. */
async function importModule(source: string) {
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

describe('runPaletteExport', () => {
  const colors = generatePalette('#3b82f6', 'triadic');
  it('writes a config module whose colours load back, named primary … info', async () => {
    const config = (await importModule(runPaletteExport(colors, 'tailwind'))).default;
    expect(config.theme.extend.colors).toEqual({
      primary: colors[0],
      secondary: colors[1],
      accent: colors[2],
      neutral: colors[3],
      base: colors[4],
      info: colors[5],
    });
  });
  it('writes numbered CSS variables', () => {
    const css = runPaletteExport(colors, 'css');
    const declared = [...css.matchAll(/--color-(\d+): (#[0-9a-f]{6});/g)].map((m) => [Number(m[1]), m[2]]);
    expect(declared).toEqual(colors.map((c, i) => [i + 1, c]));
  });
  it('refuses an empty palette with "No Colors"', () => {
    expect(() => runPaletteExport([], 'css')).toThrow('Generate a color palette first.');
  });
});

it('has the spec’s six font pairs in order', () => {
  expect(FONT_PAIRS.map((p) => p.name)).toEqual([
    'Elegant',
    'Modern',
    'Bold',
    'Classic',
    'Clean',
    'Contemporary',
  ]);
});
