import type { Context2D, ImageSource } from '../../ports';

/** The steepest tilt offered, in degrees either way. */
export const MAX_TILT = 35;

/** How a tilted layer is drawn. */
export interface TiltColumns {
  /** Uniform scale that keeps the turned picture inside the layer. */
  fit: number;
  /** Destination columns, left to right: source x and width, destination x, top and height. */
  columns: { sx: number; sw: number; dx: number; dy: number; dh: number }[];
}

/**
 * A layer turned about its vertical axis by `degrees` (positive: its right side goes away from the viewer) and
 * seen in perspective from `distance` = twice its larger side, then scaled down just enough to stay inside it.
 * Canvas 2D has no perspective transform, so the picture is drawn one destination column at a time: each
 * column takes the source column that projects onto it, stretched to its height there. The result is the same
 * on every canvas (browser or Skia), so a preview and its export match.
 */
export function tiltColumns(width: number, height: number, degrees: number): TiltColumns {
  const angle = (degrees * Math.PI) / 180;
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const d = 2 * Math.max(width, height);
  // u: source x from the centre; P: its projection; f: the perspective scale at u.
  const project = (u: number) => (u * cos * d) / (d + u * sin);
  const unproject = (p: number) => (p * d) / (d * cos - p * sin);
  const perspective = (u: number) => d / (d + u * sin);
  const left = project(-width / 2);
  const right = project(width / 2);
  const tallest = Math.max(perspective(-width / 2), perspective(width / 2));
  const fit = Math.min(1, width / (right - left), 1 / tallest);
  const offset = width / 2 - (fit * (left + right)) / 2;
  const columns: TiltColumns['columns'] = [];
  const first = Math.floor(offset + fit * left);
  const last = Math.ceil(offset + fit * right);
  const sourceX = (x: number) => Math.min(width, Math.max(0, unproject((x - offset) / fit) + width / 2));
  for (let dx = Math.max(0, first); dx < Math.min(width, last); dx++) {
    const sx = sourceX(dx);
    const sw = sourceX(dx + 1) - sx;
    if (sw <= 0) continue;
    // A partly covered end column's centre may fall past the layer's edge: its height is the edge's.
    const u = Math.min(width / 2, Math.max(-width / 2, unproject((dx + 0.5 - offset) / fit)));
    const f = perspective(u);
    const dh = fit * f * height;
    columns.push({ sx, sw, dx, dy: (height - dh) / 2, dh });
  }
  return { fit, columns };
}

/** Draws `layer` (as big as the context's surface) turned by `degrees`; 0 draws it as it is. */
export function drawTilted(ctx: Context2D, layer: ImageSource, degrees: number): void {
  const { width, height } = layer;
  if (degrees === 0) {
    ctx.drawImage(layer, 0, 0, width, height);
    return;
  }
  for (const c of tiltColumns(width, height, degrees).columns)
    ctx.drawImage(layer, c.sx, 0, c.sw, height, c.dx, c.dy, 1, c.dh);
}
