import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { colorNotations } from './color-formats';
import { parseHexOrBlack } from './hex-color';
import { generatePalette, PALETTE_TYPES, quickPalette, TAILWIND_STEPS_950, tailwindScale } from './palette';
import { paletteCss } from './palette-export';

const lightness = (hex: string) => converter('oklab')(hex)?.l ?? 0;

describe("parseHexOrBlack (the spec: optional # and six hex digits or CSS's three, else black)", () => {
  it.each([
    ['#3b82f6', '#3b82f6'],
    ['3B82F6', '#3b82f6'],
    [' #ABCDEF ', '#abcdef'],
    ['#38f', '#3388ff'],
    ['fff', '#ffffff'],
    ['#ffff', '#000000'],
    ['#3b82f6aa', '#000000'],
    ['blue', '#000000'],
    ['', '#000000'],
  ])('%j -> %s', (input, expected) => expect(parseHexOrBlack(input)).toBe(expected));
});

it('colorNotations shows HEX, RGB and HSL', () => {
  expect(colorNotations('#ff0000')).toEqual({
    hex: '#ff0000',
    rgb: 'rgb(255, 0, 0)',
    hsl: 'hsl(0, 100%, 50%)',
  });
});

describe('quickPalette', () => {
  it('is base, complement, +60, +120, lightness +20 and -20', () => {
    expect(quickPalette('#ff0000')).toEqual([
      '#ff0000',
      '#00ffff',
      '#ffff00',
      '#00ff00',
      '#ff6666',
      '#990000',
    ]);
  });
  it('caps lightness at 100 and floors it at 0', () => {
    const [, , , , lighter] = quickPalette('#ffffff');
    const [, , , , , darker] = quickPalette('#000000');
    expect(lighter).toBe('#ffffff');
    expect(darker).toBe('#000000');
  });
});

describe('generatePalette', () => {
  it.each(PALETTE_TYPES)('%s: base first, at most six distinct colours', (type) => {
    const colors = generatePalette('#3b82f6', type);
    expect(colors[0]).toBe('#3b82f6');
    expect(colors.length).toBeGreaterThan(1);
    expect(colors.length).toBeLessThanOrEqual(6);
    expect(new Set(colors).size).toBe(colors.length);
    for (const c of colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('complementary holds the opposite hue', () => {
    expect(generatePalette('#ff0000', 'complementary')[1]).toBe('#00ffff');
  });
  it('triadic holds +120 and +240', () => {
    expect(generatePalette('#ff0000', 'triadic').slice(0, 3)).toEqual(['#ff0000', '#00ff00', '#0000ff']);
  });
});

describe('tailwindScale', () => {
  it('has the spec’s ten steps, 500 is the base, lighter to darker', () => {
    const scale = tailwindScale('#3b82f6');
    expect(scale.map((s) => s.step)).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(scale[5]?.hex).toBe('#3b82f6');
    const ls = scale.map((s) => lightness(s.hex));
    for (let i = 1; i < ls.length; i++) expect(ls[i]).toBeLessThan(ls[i - 1]!);
  });
  it('adds 950 when asked', () => {
    expect(tailwindScale('#10b981', TAILWIND_STEPS_950).at(-1)?.step).toBe(950);
  });
});

describe('exports', () => {
  it('CSS numbers the variables', () => {
    expect(paletteCss(['#111111', '#222222'])).toBe(
      ':root {\n  --color-1: #111111;\n  --color-2: #222222;\n}\n',
    );
  });
});
