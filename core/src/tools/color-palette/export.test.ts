import { describe, expect, it } from 'vitest';
import { generatePalette } from '../../color';
import {
  runFormatLocks,
  runPalette,
  runPaletteCss,
  runPaletteExport,
  runPaletteExportFile,
  runPaletteJson,
  runPaletteList,
  runPaletteTailwind,
  runParseLocks,
} from './export';
import { FONT_PAIRS } from './font-pairs';
import { PAGE_ROLES } from './page-theme';

/** `--name: value` declarations of the first block opened by `selector`. */
function block(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => [m[1], m[2]]));
}

describe('palette exports', () => {
  const palette = runPalette('#3b82f6', 'triadic');

  it('keeps the spec’s harmony as the colours list', () => {
    expect(palette.colors).toEqual(generatePalette('#3b82f6', 'triadic'));
  });

  it('CSS: the roles on :root, the dark ones for the system setting and for data-theme="dark", then the numbered harmony', () => {
    const css = runPaletteCss(palette);
    const role = (colors: Record<string, string>) =>
      Object.fromEntries(PAGE_ROLES.map((r) => [`--${r}`, colors[r]]));
    expect(block(css, ':root')).toEqual(role(palette.theme.light));
    expect(block(css, '@media (prefers-color-scheme: dark) {\n  :root:not([data-theme="light"])')).toEqual(
      role(palette.theme.dark),
    );
    expect(block(css, '[data-theme="dark"]')).toEqual(role(palette.theme.dark));
    const numbered = [...css.matchAll(/--color-(\d+): (#[0-9a-f]{6});/g)].map((m) => [Number(m[1]), m[2]]);
    expect(numbered).toEqual(palette.colors.map((c, i) => [i + 1, c]));
  });

  it('Tailwind v4: @theme inline maps every role to its variable', () => {
    const css = runPaletteTailwind(palette);
    expect(block(css, '@theme inline')).toEqual(
      Object.fromEntries(PAGE_ROLES.map((r) => [`--color-${r}`, `var(--${r})`])),
    );
    expect(block(css, '[data-theme="dark"]')['--primary']).toBe(palette.theme.dark.primary);
  });

  it('JSON carries the roles and each pair’s ratio and grade; the list shows them in columns', () => {
    const json = runPaletteJson(runPalette('#3b82f6', 'triadic', { light: { primary: '#ffff00' } }));
    expect(json.theme.light.primary).toBe('#ffff00');
    expect(json.contrast.light[2]).toMatchObject({
      foreground: 'background',
      background: 'primary',
      grade: 'Fail',
      passes: false,
      minimum: 4.5,
      fix: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    const list = runPaletteList(palette);
    expect(list).toContain(`primary     ${palette.theme.light.primary}  ${palette.theme.dark.primary}`);
    expect(list).toMatch(/background on primary {5}4\.51:1 AA {2,}7\.63:1 AAA/);
    expect(list).toContain(`harmony     ${palette.colors.join(' ')}`);
  });

  it('never shows a failing pair at the ratio it fails, and keeps the columns apart when a fix is named', () => {
    // #007cc3 on white is 4.4957:1 (culori's wcagContrast): short of 4.5, so not "4.50:1 fails 4.5:1".
    const locked = runPalette('#007cc3', 'monochromatic', {
      light: { primary: '#007cc3', background: '#ffffff' },
    });
    expect(runPaletteJson(locked).contrast.light[2]).toMatchObject({ ratio: 4.49, passes: false });
    const row = runPaletteList(locked)
      .split('\n')
      .find((line) => line.startsWith('background on primary'));
    expect(row).toMatch(/^background on primary {5}4\.49:1 fails 4\.5:1, fix #[0-9a-f]{6} {2,}\d+\.\d\d:1 /);
  });

  it('names the files and refuses to export before Generate with "No Colors"', () => {
    expect(runPaletteExportFile(palette, 'tailwind').name).toBe('palette-theme.css');
    expect(runPaletteExportFile(palette, 'css').name).toBe('palette.css');
    expect(() => runPaletteExport(null, 'css')).toThrow('Generate a color palette first.');
  });

  it('writes locks as --lock values that read back the same and keep the colours through Generate', () => {
    const locks = { light: { primary: '#ffff00', text: '#111111' }, dark: { primary: '#222222' } };
    const specs = runFormatLocks(locks);
    expect(specs).toEqual(['text=#111111', 'primary=#ffff00', 'dark:primary=#222222']);
    expect(runParseLocks(specs)).toEqual(locks);
    const kept = runPalette('#e11d48', 'triadic', specs).theme;
    expect([kept.light.primary, kept.light.text, kept.dark.primary]).toEqual([
      '#ffff00',
      '#111111',
      '#222222',
    ]);
    expect(runFormatLocks({})).toEqual([]);
  });

  it('refuses a base that is not a hex colour', () => {
    expect(() => runPalette('blue', 'triadic')).toThrow('is not a hex colour');
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
