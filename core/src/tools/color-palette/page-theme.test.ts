import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { PALETTE_TYPES } from '../../color';
import {
  CONTRAST_PAIRS,
  generatePageTheme,
  nearestPassing,
  PAGE_ROLES,
  PAGE_SCHEMES,
  type RoleColors,
  runPageContrast,
} from './page-theme';

/** A seeded generator (mulberry32), so a failing palette can be found again. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(82);
const randomHex = () =>
  `#${Math.floor(random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')}`;

describe('generatePageTheme', () => {
  it.each([
    // base, type: the roles a page uses, as realtimecolors names them; the base stays the light primary when it
    // already reads (red on near-white), and is darkened just enough when it does not (the Tailwind blue-500).
    ['#e11d48', 'analogous', { primary: '#e01c48' }],
    ['#3b82f6', 'triadic', { primary: '#286fe1', dark: '#6ca4ff' }],
    ['#facc15', 'complementary', { primary: '#8c7000', dark: '#facc15' }],
  ] as const)('%s %s: primary is the base, moved only as far as contrast needs', (base, type, expected) => {
    const theme = generatePageTheme(base, type);
    expect(theme.light.primary).toBe(expected.primary);
    if ('dark' in expected) expect(theme.dark.primary).toBe(expected.dark);
  });

  it('gives a page its roles: a near-white background and dark text in light, the reverse in dark', () => {
    const { light, dark } = generatePageTheme('#3b82f6', 'monochromatic');
    expect(Object.keys(light)).toEqual([...PAGE_ROLES]);
    // The complaint: no role is "a saturated blue neutral" or a "nearly white accent".
    expect(wcagContrast(light.background, '#ffffff')).toBeLessThan(1.1);
    expect(wcagContrast(dark.background, '#000000')).toBeLessThan(1.3);
    expect(wcagContrast(light.text, '#000000')).toBeLessThan(1.5);
    expect(wcagContrast(light.accent, light.background)).toBeGreaterThanOrEqual(3);
  });

  it('keeps locked colours as chosen and builds the rest around them', () => {
    const theme = generatePageTheme('#3b82f6', 'triadic', {
      light: { background: '#fef3c7', primary: '#ffff00' },
      dark: { text: '#ff0000' },
    });
    expect(theme.light.background).toBe('#fef3c7');
    expect(theme.light.primary).toBe('#ffff00');
    expect(theme.dark.text).toBe('#ff0000');
    expect(wcagContrast(theme.light.text, '#fef3c7')).toBeGreaterThanOrEqual(7);
    // The dark page's primary follows the hand-picked light one's hue.
    expect(theme.dark.primary).toMatch(/^#[ef][ef][ef][ef]/);
  });
});

describe('runPageContrast', () => {
  const theme = generatePageTheme('#3b82f6', 'triadic', { light: { primary: '#ffff00', accent: '#eeeeee' } });

  it.each([
    ['text', 'background', 'Body text', 'AAA', true],
    ['text', 'secondary', 'Text on cards', 'AAA', true],
    ['background', 'primary', 'Button labels', 'Fail', false],
    ['accent', 'background', 'Headings, borders', 'Fail', false],
  ] as const)('%s on %s (%s): %s', (fg, bg, use, grade, passes) => {
    const check = runPageContrast(theme.light).find(
      (c) => c.pair.foreground === fg && c.pair.background === bg,
    );
    expect(check).toMatchObject({ pair: { use }, grade, passes });
    if (passes) expect(check?.fix).toBeUndefined();
    else {
      // The fix is the failing role moved until it passes, judged by culori's own WCAG contrast.
      const fixed: RoleColors = { ...theme.light, [check?.pair.adjust ?? 'text']: check?.fix };
      expect(wcagContrast(fixed[fg], fixed[bg])).toBeGreaterThanOrEqual(check?.minimum ?? 99);
    }
  });

  it('fixes yellow on near-white by darkening it to the nearest olive that passes, not to black', () => {
    const fix = nearestPassing('#ffff00', '#f7faff', 4.5);
    expect(fix).toBeDefined();
    expect(wcagContrast(fix ?? '', '#f7faff')).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(fix ?? '', '#f7faff')).toBeLessThan(4.7);
    expect(fix).not.toBe('#000000');
  });

  it('says there is no fix when no lightness of the colour reaches the ratio', () => {
    // Against mid grey (#777777) nothing reaches 7:1.
    expect(nearestPassing('#ff0000', '#777777', 7)).toBeUndefined();
  });
});

describe('oracle: 300 random palettes, ratios and grades against culori’s wcagContrast', () => {
  it('every generated pair passes, every ratio is culori’s, every fix passes by culori', () => {
    let fixes = 0;
    for (let i = 0; i < 300; i++) {
      const type = PALETTE_TYPES[i % PALETTE_TYPES.length] ?? 'triadic';
      const generated = generatePageTheme(randomHex(), type);
      // A third of them with a random hand-picked colour, which may fail and then needs a fix.
      const role = PAGE_ROLES[i % PAGE_ROLES.length] ?? 'primary';
      const locked =
        i % 3 === 0 ? generatePageTheme(randomHex(), type, { light: { [role]: randomHex() } }) : generated;
      for (const scheme of PAGE_SCHEMES) {
        for (const check of runPageContrast(locked[scheme])) {
          const colors = locked[scheme];
          const ratio = wcagContrast(colors[check.pair.foreground], colors[check.pair.background]);
          expect(check.ratio).toBeCloseTo(ratio, 10);
          expect(check.passes).toBe(ratio >= check.minimum);
          if (locked === generated) expect(check.passes, `${scheme} ${JSON.stringify(colors)}`).toBe(true);
          if (check.fix) {
            fixes++;
            const fixed = { ...colors, [check.pair.adjust]: check.fix };
            expect(
              wcagContrast(fixed[check.pair.foreground], fixed[check.pair.background]),
            ).toBeGreaterThanOrEqual(check.minimum);
          }
        }
      }
    }
    expect(fixes).toBeGreaterThan(10);
  });

  it('has the pairs a page needs, each with its text size', () => {
    expect(CONTRAST_PAIRS.map((p) => `${p.foreground}/${p.background}/${p.size}`)).toEqual([
      'text/background/normal',
      'text/secondary/normal',
      'background/primary/normal',
      'accent/background/large',
    ]);
  });
});
