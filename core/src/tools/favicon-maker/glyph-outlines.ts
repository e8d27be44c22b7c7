/**
 * Text as SVG outlines: the glyphs of the shipped render font, shaped by fontkit (kerning and ligatures as a
 * browser would), so favicon.svg needs no font and stays a few KB.
 */
import type { Font, PathCommand } from 'fontkit';

export interface OutlinePlacement {
  /** Font size in px. */
  px: number;
  /** Horizontal centre of the text (text-anchor: middle). */
  centerX: number;
  baseline: number;
}

const round1 = (n: number) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? 0 : r;
};

const LETTER: Record<PathCommand['command'], string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

/** The font in `bytes`, or null when they are not a single font fontkit can read. */
async function openFont(bytes: Uint8Array): Promise<Font | null> {
  const { create } = await import('fontkit');
  try {
    // fontkit's types say Buffer; it reads any Uint8Array.
    const font = create(bytes as Parameters<typeof create>[0]);
    return 'layout' in font ? font : null;
  } catch {
    return null;
  }
}

/**
 * SVG path data for `text` set in the first of `fonts` that has every character, or null when none has them all
 * (the caller then falls back to SVG text).
 */
export async function textOutline(
  text: string,
  fonts: readonly Uint8Array[],
  at: OutlinePlacement,
): Promise<string | null> {
  const codePoints = [...text].map((char) => char.codePointAt(0)!);
  for (const bytes of fonts) {
    const font = await openFont(bytes);
    if (!font || !codePoints.every((code) => font.hasGlyphForCodePoint(code))) continue;
    const run = font.layout(text);
    const scale = at.px / font.unitsPerEm;
    const width = run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale;
    let penX = at.centerX - width / 2;
    const parts: string[] = [];
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i]!;
      const originX = penX + position.xOffset * scale;
      const originY = at.baseline - position.yOffset * scale;
      for (const { command, args } of glyph.path.commands) {
        const points: number[] = [];
        // Font units grow upwards; SVG's y grows downwards.
        for (let p = 0; p < args.length; p += 2) {
          points.push(round1(originX + args[p]! * scale), round1(originY - args[p + 1]! * scale));
        }
        parts.push(LETTER[command] + points.join(' '));
      }
      penX += position.xAdvance * scale;
    });
    return parts.join('');
  }
  return null;
}
