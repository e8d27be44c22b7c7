// The frame every OG template draws into, and the drawing pieces the templates share.
import { renderFont } from '../../image/render-assets';
import {
  drawRichLine,
  drawTextBlock,
  type InlineEmoji,
  layoutText,
  type TextBlock,
  type TextStyle,
} from '../../image/rich-text';
import type { Context2D } from '../../ports';
import type { ThemeSpec } from './themes';

/** Everything a template draws with. Coordinates are design units: the card is 1200 wide and `height` tall. */
export interface Frame {
  ctx: Context2D;
  width: number;
  height: number;
  theme: ThemeSpec;
  title: string;
  description: string;
  emoji: string;
  inline: InlineEmoji;
}

export interface TemplateSpec {
  title: TextStyle;
  description: TextStyle;
  /** Size of the main emoji in design units. */
  emojiPx: number;
  draw(frame: Frame): void;
}

export const DESIGN_WIDTH = 1200;
/** Margin of the card's content, in design units. */
export const PAD = 80;

export function roundRectPath(ctx: Context2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

export function panel(
  ctx: Context2D,
  theme: ThemeSpec,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.save();
  ctx.shadowColor = theme.shadow;
  ctx.shadowBlur = 48;
  ctx.shadowOffsetY = 16;
  roundRectPath(ctx, x, y, w, h, r);
  ctx.fillStyle = theme.surface;
  ctx.fill();
  ctx.restore();
  roundRectPath(ctx, x, y, w, h, r);
  ctx.strokeStyle = theme.border;
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** A rounded bar in the theme's accent colour. */
export function accentBar(frame: Frame, x: number, y: number, w: number, h: number, r: number): void {
  roundRectPath(frame.ctx, x, y, w, h, r);
  frame.ctx.fillStyle = frame.theme.accent;
  frame.ctx.fill();
}

/** A square panel with the template's emoji in its middle. */
/** The share of a tile, avatar or badge an emoji row may take across. */
export const EMOJI_ROOM = 0.8;

export function emojiTile(
  frame: Frame,
  px: number,
  left: number,
  top: number,
  size: number,
  r: number,
): void {
  panel(frame.ctx, frame.theme, left, top, size, size, r);
  drawEmoji(frame, px, left + size / 2, top + size / 2, size * EMOJI_ROOM);
}

/** The title in the theme's foreground above the description in its muted colour. */
export function drawTexts(
  frame: Frame,
  blocks: { title: TextBlock; description: TextBlock },
  x: number,
  [titleTop, descTop]: [number, number],
  align: 'left' | 'center' = 'left',
): void {
  drawTextBlock(frame.ctx, blocks.title, x, titleTop, align, frame.theme.foreground, frame.inline);
  drawTextBlock(frame.ctx, blocks.description, x, descTop, align, frame.theme.muted, frame.inline);
}

/**
 * Draws the emoji text centred on (cx, cy), or from x = cx with `align` left, at `px` or smaller: a row wider
 * than `maxWidth` (several emoji, or words) is shrunk to it, so it stays in its tile, avatar or card.
 */
export function drawEmoji(
  frame: Frame,
  px: number,
  cx: number,
  cy: number,
  maxWidth: number,
  align: 'center' | 'left' = 'center',
): void {
  const { ctx, inline, emoji } = frame;
  const layout = (size: number) => {
    ctx.font = renderFont('400', size);
    return layoutText(
      ctx,
      emoji,
      { weight: '400', px: size, lineHeight: 1 },
      Number.POSITIVE_INFINITY,
      1,
      inline,
    );
  };
  let block = layout(px);
  if (block.width > maxWidth) {
    px *= maxWidth / block.width;
    block = layout(px);
  }
  ctx.fillStyle = frame.theme.foreground;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const line = block.lines[0] ?? '';
  drawRichLine(ctx, line, align === 'left' ? cx : cx - block.width / 2, cy + px * 0.3635, px, inline);
}

/** Top of a vertically centred stack of the given heights and gaps (gaps after empty items are skipped). */
export function stack(height: number, items: number[], gap: number[]): number[] {
  const tops: number[] = [];
  let total = 0;
  items.forEach((h, i) => {
    if (h > 0 && total > 0) total += gap[i - 1] ?? 0;
    total += h;
  });
  let y = (height - total) / 2;
  let seen = false;
  items.forEach((h, i) => {
    if (h > 0 && seen) y += gap[i - 1] ?? 0;
    tops.push(y);
    if (h > 0) seen = true;
    y += h;
  });
  return tops;
}

export function texts(
  frame: Frame,
  spec: TemplateSpec,
  maxWidth: number,
  titleLines: number,
  descLines: number,
) {
  const title: TextBlock = layoutText(frame.ctx, frame.title, spec.title, maxWidth, titleLines, frame.inline);
  const description = layoutText(
    frame.ctx,
    frame.description,
    spec.description,
    maxWidth,
    descLines,
    frame.inline,
  );
  return { title, description };
}
