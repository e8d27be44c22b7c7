/**
 * WCAG 2.x relative luminance and contrast ratio of "#rrggbb" colours (normalizeHexColor's form), computed as culori's
 * `wcagLuminance` and `wcagContrast` compute them, to the last bit (luminance.test.ts holds culori to it). Importing
 * culori registers its thirty colour spaces, more work than a QR code's whole run needs for its two colours.
 */

/** One sRGB channel (0..1) to linear light: IEC 61966-2-1's curve, with culori's 0.04045 knee. */
function linear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 (black) to 1 (white), of a lower-case "#rrggbb" colour. */
export function hexLuminance(hex: string): number {
  const rgb = Number.parseInt(hex.slice(1), 16);
  const r = linear(((rgb >> 16) & 0xff) / 255);
  const g = linear(((rgb >> 8) & 0xff) / 255);
  const b = linear((rgb & 0xff) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two "#rrggbb" colours, 1 to 21, whichever is lighter. */
export function hexContrast(a: string, b: string): number {
  const first = hexLuminance(a);
  const second = hexLuminance(b);
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}
