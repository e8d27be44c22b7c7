import { converter, formatHex, formatHsl, formatRgb, type Hsl } from 'culori';
import { parseHexOrBlack } from './hex-color';

// Converters made when called, not when this module loads: a page or command that imports the colour module and
// converts nothing makes none.
const toHsl = (hex: string) => converter('hsl')(hex);
const toRgb = (hex: string) => converter('rgb')(hex);

/** One colour in the notations the picker shows. */
export interface ColorNotations {
  hex: string;
  rgb: string;
  hsl: string;
}

export function colorNotations(value: string): ColorNotations {
  const hex = parseHexOrBlack(value);
  return {
    hex,
    rgb: formatRgb(toRgb(hex)) ?? 'rgb(0, 0, 0)',
    hsl: formatHsl(toHsl(hex)) ?? 'hsl(0, 0%, 0%)',
  };
}

/** HSL with hue in degrees (0 for greys) and saturation/lightness in 0..1. */
export function hexToHsl(value: string): { h: number; s: number; l: number } {
  const hsl = toHsl(parseHexOrBlack(value));
  return { h: hsl?.h ?? 0, s: hsl?.s ?? 0, l: hsl?.l ?? 0 };
}

/** Hue wraps around the wheel; saturation and lightness are clamped to 0..1. */
export function hslToHex(h: number, s: number, l: number): string {
  const color: Hsl = {
    mode: 'hsl',
    h: ((h % 360) + 360) % 360,
    s: Math.min(1, Math.max(0, s)),
    l: Math.min(1, Math.max(0, l)),
  };
  return formatHex(color);
}
