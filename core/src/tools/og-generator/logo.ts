import { LOGO_MARGIN, LOGO_SIZES, type LogoPosition, type LogoSize } from './options';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where the logo goes: scaled to fit a square box of the size's share of the image width (aspect kept),
 * placed 40 px from the edges of its corner, or centred.
 */
export function logoRect(
  position: LogoPosition,
  size: LogoSize,
  image: { width: number; height: number },
  logo: { width: number; height: number },
): Rect {
  const box = image.width * LOGO_SIZES[size];
  const fit = Math.min(box / logo.width, box / logo.height);
  const w = logo.width * fit;
  const h = logo.height * fit;
  const left = LOGO_MARGIN;
  const right = image.width - LOGO_MARGIN - w;
  const top = LOGO_MARGIN;
  const bottom = image.height - LOGO_MARGIN - h;
  const at: Record<LogoPosition, [number, number]> = {
    'top-left': [left, top],
    'top-right': [right, top],
    center: [(image.width - w) / 2, (image.height - h) / 2],
    'bottom-left': [left, bottom],
    'bottom-right': [right, bottom],
  };
  const [x, y] = at[position];
  return { x, y, w, h };
}
