import type { Context2D, Gradient } from '../../ports';

/** A gradient behind the devices: linear at an angle (degrees, 0 = left to right, 90 = top to bottom) or radial. */
export interface GradientPreset {
  name: string;
  kind: 'linear' | 'radial';
  /** Linear: the direction. Radial: unused (the centre is `center`). */
  angle: number;
  /** Radial: the centre as fractions of the width and height. */
  center: [number, number];
  stops: readonly string[];
}

const L = 'linear';
const R = 'radial';
const MID: [number, number] = [0.5, 0.5];

export const GRADIENTS = {
  sunset: { name: 'Sunset', kind: L, angle: 45, center: MID, stops: ['#ff7e5f', '#feb47b'] },
  ocean: { name: 'Ocean', kind: L, angle: 135, center: MID, stops: ['#2193b0', '#6dd5ed'] },
  violet: { name: 'Violet', kind: L, angle: 135, center: MID, stops: ['#7f00ff', '#e100ff'] },
  candy: { name: 'Candy', kind: L, angle: 120, center: MID, stops: ['#f9a8d4', '#c4b5fd', '#93c5fd'] },
  mint: { name: 'Mint', kind: L, angle: 90, center: MID, stops: ['#d9f99d', '#6ee7b7'] },
  midnight: { name: 'Midnight', kind: L, angle: 90, center: MID, stops: ['#0f172a', '#334155'] },
  glow: { name: 'Indigo glow', kind: R, angle: 0, center: [0.5, 0.45], stops: ['#6366f1', '#1e1b4b'] },
  spotlight: { name: 'Spotlight', kind: R, angle: 0, center: [0.5, 0.3], stops: ['#ffffff', '#cbd5e1'] },
  aurora: {
    name: 'Aurora',
    kind: R,
    angle: 0,
    center: [0.2, 0.15],
    stops: ['#22d3ee', '#6d28d9', '#0f172a'],
  },
} as const satisfies Record<string, GradientPreset>;

export type GradientId = keyof typeof GRADIENTS;
export const GRADIENT_IDS = [
  'sunset',
  'ocean',
  'violet',
  'candy',
  'mint',
  'midnight',
  'glow',
  'spotlight',
  'aurora',
] as const satisfies readonly GradientId[];

/** `color`: the background colour; `image`: the user's picture, covering; else a gradient preset. */
export const MOCKUP_BACKGROUNDS = ['color', 'image', ...GRADIENT_IDS] as const;
export type MockupBackground = (typeof MOCKUP_BACKGROUNDS)[number];

export function isGradient(value: string): value is GradientId {
  return Object.hasOwn(GRADIENTS, value);
}

/** The gradient of a preset across a `width` x `height` area. */
export function paintGradient(ctx: Context2D, id: GradientId, width: number, height: number): Gradient {
  const preset: GradientPreset = GRADIENTS[id];
  let gradient: Gradient;
  if (preset.kind === 'radial') {
    const [fx, fy] = preset.center;
    const cx = fx * width;
    const cy = fy * height;
    // Far enough to reach the farthest corner.
    const r = Math.hypot(Math.max(cx, width - cx), Math.max(cy, height - cy));
    gradient = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
  } else {
    const rad = (preset.angle * Math.PI) / 180;
    const dx = Math.cos(rad);
    const dy = Math.sin(rad);
    // Half the area's extent along the direction, so the first and last stops land on its corners.
    const half = (Math.abs(dx) * width + Math.abs(dy) * height) / 2;
    gradient = ctx.createLinearGradient(
      width / 2 - dx * half,
      height / 2 - dy * half,
      width / 2 + dx * half,
      height / 2 + dy * half,
    );
  }
  const last = preset.stops.length - 1;
  preset.stops.forEach((color, i) => {
    gradient.addColorStop(i / last, color);
  });
  return gradient;
}
