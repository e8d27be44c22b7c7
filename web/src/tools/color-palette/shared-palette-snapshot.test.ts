import { FONT_PAIRS, runPalette } from '@toolbox/core/tools/color-palette';
import { describe, expect, it } from 'vitest';
import { paletteSnapshot, readPaletteSnapshot } from './shared-palette-snapshot';

describe('a palette shared by link', () => {
  const palette = runPalette('#3b82f6', 'triadic', {});
  const pair = FONT_PAIRS[2]!;

  it('reads back as the owner generated it, through JSON as the API stores it', () => {
    const stored = JSON.parse(JSON.stringify(paletteSnapshot(palette, pair)));
    expect(readPaletteSnapshot(stored)).toEqual({ palette, pair });
  });

  it('takes only #rrggbb colours: a snapshot made by hand cannot put a url() or markup into a style', () => {
    const snapshot = paletteSnapshot(palette, pair);
    const withRole = (role: string, value: string) => ({
      ...snapshot,
      theme: { light: { ...palette.theme.light, [role]: value }, dark: palette.theme.dark },
    });
    expect(readPaletteSnapshot(withRole('background', 'url(https://example.com/t.png)'))).toBeNull();
    expect(readPaletteSnapshot(withRole('text', 'red; background: url(x)'))).toBeNull();
    expect(readPaletteSnapshot({ ...snapshot, colors: ['#000000', 'blue'] })).toBeNull();
    expect(readPaletteSnapshot({ ...snapshot, theme: { light: palette.theme.light } })).toBeNull();
    expect(readPaletteSnapshot({ ...snapshot, type: 'rainbow' })).toBeNull();
  });

  it('draws an unknown font pair with the first one', () => {
    expect(readPaletteSnapshot({ ...paletteSnapshot(palette, pair), pair: 'Comic' })?.pair).toBe(
      FONT_PAIRS[0],
    );
  });
});
