import type { Context2D, Graphics, ImageSource, RenderAssets } from '../ports';
import { splitEmojiRuns } from '../text/emoji';
import { type WrappedText, wrapText } from '../text/wrap-text';
import { loadEmojiImage, type RenderFontFile, renderFont } from './render-assets';

/** An emoji advances 1.2 em: the twemoji square plus the side bearings a colour emoji font would have. */
const EMOJI_ADVANCE = 1.2;
/** Inter's cap height in em; used to centre lines optically in their line box. */
const CAP_HEIGHT = 0.727;

/** Emoji images for one render, fetched before drawing so drawing itself is synchronous. */
export class InlineEmoji {
  private readonly images = new Map<string, ImageSource | null>();

  /** `scale` is device pixels per drawing unit, so emoji are rasterised at the size they end up on screen. */
  constructor(readonly scale: number) {}

  private key(grapheme: string, px: number): string {
    return `${grapheme}@${Math.round(px * this.scale)}`;
  }

  async preload(graphics: Graphics, assets: RenderAssets, text: string, px: number): Promise<void> {
    for (const run of splitEmojiRuns(text)) {
      if (run.kind !== 'emoji') continue;
      const key = this.key(run.text, px);
      if (!this.images.has(key)) {
        this.images.set(key, await loadEmojiImage(graphics, assets, run.text, px * this.scale));
      }
    }
  }

  /**
   * The image fetched for this size; else the largest fetched for another, which drawing scales (a row of emoji
   * shrunk to fit its place is drawn smaller than it was fetched, and the text font may have no such glyph).
   */
  get(grapheme: string, px: number): ImageSource | null {
    const exact = this.images.get(this.key(grapheme, px));
    if (exact !== undefined) return exact;
    let largest: { size: number; image: ImageSource } | null = null;
    for (const [key, image] of this.images) {
      const at = key.lastIndexOf('@');
      const size = Number(key.slice(at + 1));
      if (image && key.slice(0, at) === grapheme && size > (largest?.size ?? -1)) largest = { size, image };
    }
    return largest?.image ?? null;
  }
}

export interface TextStyle {
  weight: RenderFontFile['weight'];
  px: number;
  /** Line box height as a multiple of px. */
  lineHeight: number;
}

/** Width of text as drawRichLine draws it; ctx.font must already be the style's font. */
function measureRich(ctx: Context2D, text: string, px: number, emoji: InlineEmoji): number {
  let width = 0;
  for (const run of splitEmojiRuns(text)) {
    width +=
      run.kind === 'emoji' && emoji.get(run.text, px) ? px * EMOJI_ADVANCE : ctx.measureText(run.text).width;
  }
  return width;
}

/** Draws one line left-aligned from x with its baseline at y: text runs with fillText, emoji as images. */
export function drawRichLine(
  ctx: Context2D,
  text: string,
  x: number,
  y: number,
  px: number,
  emoji: InlineEmoji,
): void {
  let at = x;
  for (const run of splitEmojiRuns(text)) {
    const image = run.kind === 'emoji' ? emoji.get(run.text, px) : null;
    if (image) {
      const size = px;
      ctx.drawImage(
        image,
        at + (px * EMOJI_ADVANCE - size) / 2,
        y - px * CAP_HEIGHT * 0.5 - size / 2,
        size,
        size,
      );
      at += px * EMOJI_ADVANCE;
    } else {
      ctx.fillText(run.text, at, y);
      at += ctx.measureText(run.text).width;
    }
  }
}

export interface TextBlock extends WrappedText {
  style: TextStyle;
  /** Widest line. */
  width: number;
  height: number;
}

export function layoutText(
  ctx: Context2D,
  text: string,
  style: TextStyle,
  maxWidth: number,
  maxLines: number,
  emoji: InlineEmoji,
): TextBlock {
  ctx.font = renderFont(style.weight, style.px);
  const measure = (t: string) => measureRich(ctx, t, style.px, emoji);
  const wrapped = wrapText(text, { maxWidth, maxLines, measure });
  const width = wrapped.lines.reduce((w, line) => Math.max(w, measure(line)), 0);
  return { ...wrapped, style, width, height: wrapped.lines.length * style.px * style.lineHeight };
}

/** Draws a laid-out block whose first line box starts at `top`; `x` is the left edge, centre or right edge. */
export function drawTextBlock(
  ctx: Context2D,
  block: TextBlock,
  x: number,
  top: number,
  align: 'left' | 'center' | 'right',
  color: string,
  emoji: InlineEmoji,
): void {
  const { px, lineHeight, weight } = block.style;
  ctx.font = renderFont(weight, px);
  ctx.fillStyle = color;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const box = px * lineHeight;
  block.lines.forEach((line, i) => {
    const width = align === 'left' ? 0 : measureRich(ctx, line, px, emoji);
    const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    drawRichLine(ctx, line, left, top + i * box + (box + px * CAP_HEIGHT) / 2, px, emoji);
  });
}
