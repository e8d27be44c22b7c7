import { MASKABLE_SAFE_ZONE } from './options';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How far a pixel may be from the corners' colour and still count as margin (0-255, largest channel). */
const MARGIN_TOLERANCE = 24;
/** Alpha at or under which a pixel is margin. */
const CLEAR_ALPHA = 8;

/**
 * The logo's ink in an RGBA picture: the box of pixels that are not margin. Margin is what is (nearly)
 * transparent when a corner is transparent, else what matches the four corners' shared colour (a JPG on white).
 * Null when there is no margin to cut (corners disagree) or no ink at all.
 */
export function inkBox(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Box | null {
  const at = (x: number, y: number) => (y * width + x) * 4;
  const corners = [at(0, 0), at(width - 1, 0), at(0, height - 1), at(width - 1, height - 1)];
  const transparent = corners.some((i) => rgba[i + 3]! < 250);
  const first = corners[0]!;
  const near = (i: number, j: number) =>
    Math.abs(rgba[i]! - rgba[j]!) <= MARGIN_TOLERANCE &&
    Math.abs(rgba[i + 1]! - rgba[j + 1]!) <= MARGIN_TOLERANCE &&
    Math.abs(rgba[i + 2]! - rgba[j + 2]!) <= MARGIN_TOLERANCE;
  if (!transparent && !corners.every((i) => near(i, first))) return null;
  const ink = transparent ? (i: number) => rgba[i + 3]! > CLEAR_ALPHA : (i: number) => !near(i, first);
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!ink(at(x, y))) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return null;
  return { x: left, y: top, w: right - left + 1, h: bottom - top + 1 };
}

/** True when no pixel is more than (nearly) transparent: a picture that draws nothing. */
export function drawsNothing(rgba: Uint8Array | Uint8ClampedArray): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! > CLEAR_ALPHA) return false;
  return true;
}

/** The square of `box`'s shorter side at its centre: what a `cover` fit shows. */
export function centreSquare(box: Box): Box {
  const side = Math.min(box.w, box.h);
  return { x: box.x + (box.w - side) / 2, y: box.y + (box.h - side) / 2, w: side, h: side };
}

/**
 * Where a logo of the given size lands in a square icon: centred, as large as fits inside the padding (a
 * percentage of the side on each side), or for a maskable icon inside the safe circle every launcher keeps.
 */
export function placeLogo(
  logo: { w: number; h: number },
  side: number,
  padding: number,
  area: 'square' | 'safe-circle',
): Box {
  const room = side * (1 - (2 * padding) / 100);
  const scale =
    area === 'safe-circle'
      ? (room * MASKABLE_SAFE_ZONE) / Math.hypot(logo.w, logo.h)
      : Math.min(room / logo.w, room / logo.h);
  const w = logo.w * scale;
  const h = logo.h * scale;
  return { x: (side - w) / 2, y: (side - h) / 2, w, h };
}

/** Relative luminance (0 dark - 1 light) of the visible pixels, weighted by their alpha; null when none is. */
export function inkLuminance(rgba: Uint8Array | Uint8ClampedArray): number | null {
  let sum = 0;
  let weight = 0;
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]! / 255;
    if (a === 0) continue;
    sum += a * (0.2126 * linear(rgba[i]!) + 0.7152 * linear(rgba[i + 1]!) + 0.0722 * linear(rgba[i + 2]!));
    weight += a;
  }
  return weight > 0 ? sum / weight : null;
}
