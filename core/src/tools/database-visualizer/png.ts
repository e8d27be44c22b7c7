import type { Graphics } from '../../ports';
import { svgIntrinsicSize } from '../../svg/svg-size';
import type { Positions } from './layout';
import type { DbSchema } from './model';
import { renderSchemaSvg } from './svg';

/** The most pixels a PNG of the diagram gets (16 MP: 64 MB of RGBA), and the longest side. */
export const MAX_PNG_PIXELS = 16_000_000;
const MAX_PNG_SIDE = 8192;

/** The scale a diagram of `width` x `height` is drawn at: the one asked for, less if the PNG would be too big. */
function pngScale(width: number, height: number, requested = 2): number {
  const fit = Math.min(
    requested,
    Math.sqrt(MAX_PNG_PIXELS / Math.max(1, width * height)),
    MAX_PNG_SIDE / Math.max(1, width),
    MAX_PNG_SIDE / Math.max(1, height),
  );
  return Math.floor(fit * 1000) / 1000;
}

/**
 * The SVG diagram rasterised through the Graphics port (DOM canvas on the web, napi canvas in the CLI), at
 * `scale` (2) unless that would pass MAX_PNG_PIXELS: then smaller, and `onScale` hears which.
 */
export async function renderSchemaPng(
  schema: DbSchema,
  graphics: Graphics,
  options: {
    positions?: Positions;
    scale?: number;
    onScale?: (scale: number, size: { width: number; height: number }) => void;
  } = {},
): Promise<Uint8Array> {
  const svg = renderSchemaSvg(schema, { positions: options.positions });
  const { width, height } = svgIntrinsicSize(svg) ?? { width: 1, height: 1 };
  const requested = options.scale ?? 2;
  const scale = pngScale(width, height, requested);
  const out = {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
  if (scale < requested) options.onScale?.(scale, out);
  const image = await graphics.loadImage(new TextEncoder().encode(svg), 'image/svg+xml');
  const surface = graphics.createSurface(out.width, out.height);
  surface.context().drawImage(image, 0, 0, surface.width, surface.height);
  return surface.encode('image/png');
}
