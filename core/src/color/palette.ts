import { formatHex, interpolate } from 'culori';
import { hexToHsl, hslToHex } from './color-formats';
import { parseHexOrBlack } from './hex-color';

export const PALETTE_TYPES = ['monochromatic', 'analogous', 'complementary', 'triadic'] as const;
export type PaletteType = (typeof PALETTE_TYPES)[number];

/** The spec's names for the palette types, as the pages show them. */
export const PALETTE_TYPE_LABELS: Record<PaletteType, string> = {
  monochromatic: 'Monochromatic',
  analogous: 'Analogous',
  complementary: 'Complementary',
  triadic: 'Triadic',
};

/** The spec's cap on a generated palette. */
const PALETTE_MAX_COLORS = 6;

/** HSL offsets from the base colour: hue in degrees, lightness and saturation in 0..1 steps. */
interface Offset {
  dh?: number;
  dl?: number;
  /** Multiplies the saturation (a muted neutral). */
  ks?: number;
}

const PALETTE_OFFSETS: Record<PaletteType, Offset[]> = {
  monochromatic: [{}, { dl: 0.15 }, { dl: 0.3 }, { dl: -0.15 }, { dl: -0.3 }, { ks: 0.25 }],
  analogous: [{}, { dh: 30 }, { dh: -30 }, { dh: 60 }, { dh: -60 }, { ks: 0.2 }],
  complementary: [{}, { dh: 180 }, { dl: 0.2 }, { dh: 180, dl: 0.2 }, { dl: -0.2 }, { dh: 180, dl: -0.2 }],
  triadic: [{}, { dh: 120 }, { dh: 240 }, { dl: 0.2 }, { dh: 120, dl: 0.2 }, { dh: 240, dl: 0.2 }],
};

function shift(base: string, { dh = 0, dl = 0, ks = 1 }: Offset): string {
  const { h, s, l } = hexToHsl(base);
  return hslToHex(h + dh, s * ks, l + dl);
}

/**
 * Up to six colours of one harmony, the base first. Colours that collapse onto one another (a white base
 * lightened stays white) are listed once.
 */
export function generatePalette(baseHex: string, type: PaletteType): string[] {
  const base = parseHexOrBlack(baseHex);
  const colors = PALETTE_OFFSETS[type].map((offset) => shift(base, offset));
  return [...new Set(colors)].slice(0, PALETTE_MAX_COLORS);
}

/**
 * The spec's quick palette: base, complement, +60 hue, +120 hue, lightness +20 (capped at 100) and
 * lightness -20 (floored at 0), lightness in HSL percentage points.
 */
export function quickPalette(baseHex: string): string[] {
  const base = parseHexOrBlack(baseHex);
  return [
    base,
    shift(base, { dh: 180 }),
    shift(base, { dh: 60 }),
    shift(base, { dh: 120 }),
    shift(base, { dl: 0.2 }),
    shift(base, { dl: -0.2 }),
  ];
}

/** The spec's ten steps (50, 100 … 900); the palette tool adds 950. */
const TAILWIND_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export const TAILWIND_STEPS_950 = [...TAILWIND_STEPS, 950] as const;
export type TailwindStep = (typeof TAILWIND_STEPS_950)[number];

/** How far each step mixes the base towards white (negative: towards black), in OKLab. 500 is the base. */
const STEP_MIX: Record<TailwindStep, number> = {
  50: 0.95,
  100: 0.9,
  200: 0.75,
  300: 0.6,
  400: 0.3,
  500: 0,
  600: -0.15,
  700: -0.3,
  800: -0.45,
  900: -0.6,
  950: -0.75,
};

export interface ScaleStep {
  step: TailwindStep;
  hex: string;
}

/** A Tailwind-style scale around the base (its 500): tints towards white, shades towards black. */
export function tailwindScale(baseHex: string, steps: readonly TailwindStep[] = TAILWIND_STEPS): ScaleStep[] {
  const base = parseHexOrBlack(baseHex);
  const towardsWhite = interpolate([base, '#ffffff'], 'oklab');
  const towardsBlack = interpolate([base, '#000000'], 'oklab');
  return steps.map((step) => {
    const mix = STEP_MIX[step];
    const color = mix >= 0 ? towardsWhite(mix) : towardsBlack(-mix);
    return { step, hex: step === 500 ? base : (formatHex(color) ?? base) };
  });
}
