/**
 * Text as SVG outlines: the glyphs of the shipped render font, shaped by fontkit (kerning and ligatures as a
 * browser would), so favicon.svg needs no font and stays a few KB.
 */
import type { Font, PathCommand } from 'fontkit';
import { splitGraphemes } from '../../text/graphemes';

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

interface Run {
  font: Font;
  text: string;
}

/**
 * The text cut into runs of one font each: every grapheme goes to the first font that has all its code points
 * (the shipped font comes in unicode-range subsets, so "Łód" needs Latin Extended for "Ł" and Latin for the rest,
 * as the browser's and Skia's per-glyph fallback do). Null when some grapheme is in none of them.
 */
function fontRuns(text: string, fonts: readonly Font[]): Run[] | null {
  const runs: Run[] = [];
  for (const grapheme of splitGraphemes(text)) {
    const codePoints = [...grapheme].map((char) => char.codePointAt(0)!);
    const font = fonts.find((f) => codePoints.every((code) => f.hasGlyphForCodePoint(code)));
    if (!font) return null;
    const last = runs.at(-1);
    if (last?.font === font) last.text += grapheme;
    else runs.push({ font, text: grapheme });
  }
  return runs;
}

/**
 * SVG path data for `text` set in `fonts` (each grapheme in the first that has it), or null when some grapheme is
 * in none of them (the caller then falls back to SVG text).
 */
export async function textOutline(
  text: string,
  fonts: readonly Uint8Array[],
  at: OutlinePlacement,
): Promise<string | null> {
  const opened = (await Promise.all(fonts.map(openFont))).filter((font): font is Font => font !== null);
  const runs = fontRuns(text, opened);
  if (!runs || runs.length === 0) return null;
  const laidOut = runs.map(({ font, text }) => ({ run: font.layout(text), scale: at.px / font.unitsPerEm }));
  const width = laidOut.reduce(
    (sum, { run, scale }) => sum + run.positions.reduce((w, position) => w + position.xAdvance, 0) * scale,
    0,
  );
  let penX = at.centerX - width / 2;
  const parts: string[] = [];
  for (const { run, scale } of laidOut) {
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
  }
  return parts.join('');
}
