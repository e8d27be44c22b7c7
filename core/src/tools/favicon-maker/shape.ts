import type { Context2D } from '../../ports';
import { type FaviconShape, ROUNDED_RADIUS } from './options';

/** The icon's shape as a canvas path over the whole square. */
export function shapePath(ctx: Context2D, shape: FaviconShape, size: number): void {
  ctx.beginPath();
  if (shape === 'circle') ctx.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  else if (shape === 'rounded') ctx.roundRect(0, 0, size, size, size * ROUNDED_RADIUS);
  else ctx.rect(0, 0, size, size);
}

/** The same shape as an SVG element filled with `fill`. */
export function svgShape(shape: FaviconShape, size: number, fill: string): string {
  return shape === 'circle'
    ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${fill}"/>`
    : `<rect width="${size}" height="${size}"${shape === 'rounded' ? ` rx="${size * ROUNDED_RADIUS}"` : ''} fill="${fill}"/>`;
}
