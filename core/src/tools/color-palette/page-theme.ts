import { clampChroma, formatHex, type Oklch, oklch } from 'culori';
import {
  CONTRAST_THRESHOLDS,
  type ContrastGrade,
  type ContrastResult,
  checkContrast,
  type PaletteType,
  parseHexOrBlack,
} from '../../color';
import { hexContrast } from '../../color/luminance';

/** The colours a page is built from, as realtimecolors names them. */
export const PAGE_ROLES = ['text', 'background', 'primary', 'secondary', 'accent'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];
export const PAGE_SCHEMES = ['light', 'dark'] as const;
export type PageScheme = (typeof PAGE_SCHEMES)[number];
export type RoleColors = Record<PageRole, string>;
export type PageTheme = Record<PageScheme, RoleColors>;
/** Colours the person chose and wants kept, per scheme. */
export type RoleLocks = Partial<Record<PageScheme, Partial<RoleColors>>>;

/**
 * Where each colour sits and what it must reach: text on background and on secondary (cards) is body text, so
 * AA for normal text; a button's label is the background colour on primary, so the same; accent is for large text,
 * borders and highlights, so AA for large text and UI parts (3:1, WCAG 1.4.11). `adjust` is the role a fix moves.
 */
export const CONTRAST_PAIRS = [
  { foreground: 'text', background: 'background', size: 'normal', use: 'Body text', adjust: 'text' },
  { foreground: 'text', background: 'secondary', size: 'normal', use: 'Text on cards', adjust: 'secondary' },
  {
    foreground: 'background',
    background: 'primary',
    size: 'normal',
    use: 'Button labels',
    adjust: 'primary',
  },
  {
    foreground: 'accent',
    background: 'background',
    size: 'large',
    use: 'Headings, borders',
    adjust: 'accent',
  },
] as const satisfies readonly {
  foreground: PageRole;
  background: PageRole;
  size: keyof typeof CONTRAST_THRESHOLDS;
  use: string;
  adjust: PageRole;
}[];
type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export interface PairCheck extends ContrastResult {
  pair: ContrastPair;
  /** The ratio AA asks of this pair's text size (4.5, or 3 for large text). */
  minimum: number;
  /** The grade for this pair's text size. */
  grade: ContrastGrade;
  passes: boolean;
  /** The nearest colour for `pair.adjust` (same hue and chroma, other lightness) that passes; absent when it passes. */
  fix?: string;
}

/** Hue offsets of secondary and accent from the base, per harmony. */
const HARMONY_HUES: Record<PaletteType, [secondary: number, accent: number]> = {
  monochromatic: [0, 0],
  analogous: [-30, 30],
  complementary: [0, 180],
  triadic: [120, 240],
};

function toOklch(hex: string): Required<Pick<Oklch, 'l' | 'c' | 'h'>> {
  const color = oklch(parseHexOrBlack(hex));
  return { l: color?.l ?? 0, c: color?.c ?? 0, h: Number.isFinite(color?.h) ? (color?.h ?? 0) : 0 };
}

function hexOf(l: number, c: number, h: number): string {
  const inGamut = clampChroma({ mode: 'oklch', l: Math.min(1, Math.max(0, l)), c, h }, 'oklch');
  return formatHex(inGamut) ?? '#000000';
}

/**
 * `color` moved in OKLCH lightness (hue and chroma kept, chroma clamped to sRGB) to the smallest change that reaches
 * `minimum` against `against`: away from `against` first, the other way if that side cannot reach it. Undefined when
 * neither can.
 */
export function nearestPassing(color: string, against: string, minimum: number): string | undefined {
  const bg = parseHexOrBlack(against);
  if (hexContrast(parseHexOrBlack(color), bg) >= minimum) return parseHexOrBlack(color);
  const { l, c, h } = toOklch(color);
  const darker = toOklch(bg).l >= l;
  for (const towards of darker ? [0, 1] : [1, 0]) {
    const end = hexOf(towards, c, h);
    if (hexContrast(end, bg) < minimum) continue;
    let near = l;
    let far = towards;
    for (let i = 0; i < 24; i++) {
      const mid = (near + far) / 2;
      if (hexContrast(hexOf(mid, c, h), bg) >= minimum) far = mid;
      else near = mid;
    }
    return hexOf(far, c, h);
  }
  return undefined;
}

/** Checks one scheme's colours pair by pair, each failing pair with its fix. */
export function runPageContrast(colors: RoleColors): PairCheck[] {
  return CONTRAST_PAIRS.map((pair) => {
    const result = checkContrast(colors[pair.foreground], colors[pair.background]);
    const minimum = CONTRAST_THRESHOLDS[pair.size].AA;
    const grade = result[pair.size];
    const passes = grade !== 'Fail';
    if (passes) return { ...result, pair, minimum, grade, passes };
    const adjusted = pair.adjust;
    const other = adjusted === pair.foreground ? colors[pair.background] : colors[pair.foreground];
    const fix = nearestPassing(colors[adjusted], other, minimum);
    return { ...result, pair, minimum, grade, passes, ...(fix ? { fix } : {}) };
  });
}

/** One scheme's roles, generated in the order each needs the one it sits on. */
function scheme(base: string, type: PaletteType, dark: boolean, locks: Partial<RoleColors>): RoleColors {
  const { l, c, h } = toOklch(base);
  const [secondaryHue, accentHue] = HARMONY_HUES[type].map((d) => h + d) as [number, number];
  const pick = (role: PageRole, generate: () => string) => {
    const locked = locks[role];
    return locked ? parseHexOrBlack(locked) : generate();
  };
  const background = pick('background', () =>
    dark ? hexOf(0.17, Math.min(c * 0.12, 0.02), h) : hexOf(0.985, Math.min(c * 0.08, 0.012), h),
  );
  const text = pick('text', () => {
    const seed = dark ? hexOf(0.94, Math.min(c * 0.15, 0.02), h) : hexOf(0.22, Math.min(c * 0.25, 0.035), h);
    return nearestPassing(seed, background, 7) ?? seed;
  });
  const secondary = pick('secondary', () => {
    const chroma = Math.min(c * 0.35, 0.06);
    const seed = dark ? hexOf(0.3, chroma, secondaryHue) : hexOf(0.93, chroma, secondaryHue);
    return nearestPassing(seed, text, 4.5) ?? seed;
  });
  // Dark pages take the brand a little lighter, as realtimecolors does, before reaching for contrast.
  const primary = pick('primary', () => fitted(hexOf(dark ? Math.max(l, 0.72) : l, c, h), background, 4.5));
  const accent = pick('accent', () => {
    const accentL = type === 'monochromatic' ? (dark ? l + 0.12 : l - 0.12) : dark ? Math.max(l, 0.75) : l;
    // A grey base has no hue to carry: its accent stays grey.
    return fitted(hexOf(accentL, c < 0.02 ? c : Math.max(c, 0.08), accentHue), background, 3);
  });
  return { text, background, primary, secondary, accent };
}

function fitted(seed: string, against: string, minimum: number): string {
  return nearestPassing(seed, against, minimum) ?? seed;
}

/**
 * A light and a dark page from one base colour and harmony: a near-white (near-black) background and a text colour
 * tinted with the base's hue, the base as primary, secondary a soft surface and accent a vivid highlight on the
 * harmony's hues. Every generated colour passes its pair in CONTRAST_PAIRS; locked colours are kept as they are.
 */
export function generatePageTheme(base: string, type: PaletteType, locks: RoleLocks = {}): PageTheme {
  const light = scheme(base, type, false, locks.light ?? {});
  // The dark page follows the light one's primary when that was chosen by hand.
  const darkSeed = locks.light?.primary ? parseHexOrBlack(locks.light.primary) : base;
  const dark = scheme(darkSeed, type, true, locks.dark ?? {});
  return { light, dark };
}
