import type { Context2D } from '../../ports';
import type { OgTheme } from './options';

interface Palette {
  foreground: string;
  muted: string;
  accent: string;
  /** Text drawn on an accent fill. */
  onAccent: string;
  /** Panels and tiles laid over the background. */
  surface: string;
  border: string;
  /** Drop shadow under panels; transparent where the theme is flat. */
  shadow: string;
}

export interface ThemeSpec extends Palette {
  /** Solid base colour. */
  base: string;
  /** Linear gradient over the whole card (from top-left to bottom-right), drawn over the base. */
  gradient?: readonly [number, string][];
  /** Soft radial glows: centre as fractions of the card, radius as a fraction of its width. */
  glows: readonly { x: number; y: number; r: number; color: string }[];
}

export const THEMES: Record<OgTheme, ThemeSpec> = {
  dark: {
    base: '#0b1120',
    glows: [
      { x: 0.92, y: 0.05, r: 0.62, color: 'rgba(59, 130, 246, 0.32)' },
      { x: 0.02, y: 1.05, r: 0.55, color: 'rgba(139, 92, 246, 0.22)' },
    ],
    foreground: '#f8fafc',
    muted: '#94a3b8',
    accent: '#60a5fa',
    onAccent: '#0b1120',
    surface: 'rgba(255, 255, 255, 0.06)',
    border: 'rgba(255, 255, 255, 0.14)',
    shadow: 'rgba(0, 0, 0, 0.35)',
  },
  light: {
    base: '#ffffff',
    glows: [
      { x: 0.95, y: 0.0, r: 0.6, color: 'rgba(59, 130, 246, 0.13)' },
      { x: 0.0, y: 1.0, r: 0.5, color: 'rgba(236, 72, 153, 0.07)' },
    ],
    foreground: '#0f172a',
    muted: '#475569',
    accent: '#2563eb',
    onAccent: '#ffffff',
    surface: '#f8fafc',
    border: '#e2e8f0',
    shadow: 'rgba(15, 23, 42, 0.10)',
  },
  gradient: {
    base: '#4f46e5',
    gradient: [
      [0, '#4f46e5'],
      [0.55, '#7c3aed'],
      [1, '#db2777'],
    ],
    glows: [{ x: 0.1, y: 0.0, r: 0.55, color: 'rgba(255, 255, 255, 0.16)' }],
    foreground: '#ffffff',
    muted: 'rgba(255, 255, 255, 0.84)',
    accent: '#ffffff',
    onAccent: '#4f46e5',
    surface: 'rgba(255, 255, 255, 0.14)',
    border: 'rgba(255, 255, 255, 0.30)',
    shadow: 'rgba(30, 27, 75, 0.30)',
  },
  minimal: {
    base: '#fafaf9',
    glows: [],
    foreground: '#18181b',
    muted: '#52525b',
    accent: '#18181b',
    onAccent: '#fafaf9',
    surface: '#ffffff',
    border: '#e4e4e7',
    shadow: 'rgba(0, 0, 0, 0)',
  },
};

/** Fills the whole card with the theme's base, gradient and glows (each glow only over its own circle's box). */
export function paintBackground(ctx: Context2D, theme: ThemeSpec, width: number, height: number): void {
  if (theme.gradient) {
    const g = ctx.createLinearGradient(0, 0, width, height);
    for (const [offset, color] of theme.gradient) g.addColorStop(offset, color);
    ctx.fillStyle = g;
  } else {
    ctx.fillStyle = theme.base;
  }
  ctx.fillRect(0, 0, width, height);
  for (const glow of theme.glows) {
    const cx = glow.x * width;
    const cy = glow.y * height;
    const r = glow.r * width;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
    g.addColorStop(0, glow.color);
    g.addColorStop(1, glow.color.replace(/[\d.]+\)$/, '0)'));
    ctx.fillStyle = g;
    const x0 = Math.max(0, Math.floor(cx - r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const x1 = Math.min(width, Math.ceil(cx + r));
    const y1 = Math.min(height, Math.ceil(cy + r));
    if (x1 > x0 && y1 > y0) ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  }
}
