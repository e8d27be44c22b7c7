import type { Graphics } from '../../ports';
import type { Positions } from './layout';
import type { DbSchema } from './model';
import { renderSchemaSvg } from './svg';

/** The SVG diagram rasterised through the Graphics port (DOM canvas on the web, napi canvas in the CLI). */
export async function renderSchemaPng(
  schema: DbSchema,
  graphics: Graphics,
  options: { positions?: Positions; scale?: number } = {},
): Promise<Uint8Array> {
  const scale = options.scale ?? 2;
  const svg = renderSchemaSvg(schema, { positions: options.positions });
  const size = /width="(\d+)" height="(\d+)"/.exec(svg);
  const width = Number(size?.[1] ?? 1);
  const height = Number(size?.[2] ?? 1);
  const image = await graphics.loadImage(new TextEncoder().encode(svg), 'image/svg+xml');
  const surface = graphics.createSurface(Math.ceil(width * scale), Math.ceil(height * scale));
  surface.context().drawImage(image, 0, 0, surface.width, surface.height);
  return surface.encode('image/png');
}
