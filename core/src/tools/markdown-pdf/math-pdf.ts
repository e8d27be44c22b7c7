import { escapeAttribute } from '../../html/escape';
import type { MathShape, TypesetMath } from '../../markdown/math';
import type { PdfContent } from './pdf-content';
import type { TextRun } from './text-run';

/**
 * Inline math in a pdfmake line. pdfmake cannot place a drawing inside a line of text, so the formula is a run of
 * two word joiners (no width in DejaVu, never a break) as wide as the formula (`characterSpacing`) and as tall
 * (`fontSize`), whose `link` carries the drawing. `drawMathRuns` teaches the renderer's `text` to draw that
 * link's shapes at the run's place instead of writing it, so the formula is typeset paths on the line's baseline.
 */
export const MATH_LINK = 'toolbox-math:';
const JOINERS = '\u2060\u2060';
/** DejaVu's ascent in ems: a run this tall above the baseline makes room for the formula. */
const ASCENT = 0.9;
/** TeX's fonts are smaller to the eye than DejaVu (x-height 0.43 em against 0.55): formulas are drawn this much larger. */
export const MATH_SCALE = 1.15;
/** Where TeX errors show: the source in red, as GitHub shows a formula it cannot render. */
export const MATH_ERROR_COLOR = '#cf222e';

interface Drawing {
  size: number;
  color: string;
  shapes: readonly MathShape[];
}

/** The run for one inline formula at `fontSize` points in `color`. */
export function mathRun(math: TypesetMath, textSize: number, color: string): TextRun {
  const fontSize = textSize * MATH_SCALE;
  const drawing: Drawing = { size: fontSize, color, shapes: math.shapes };
  return {
    text: JOINERS,
    font: 'Sans',
    bold: false,
    italics: false,
    fontSize: fontSize * Math.max(1, math.height / ASCENT),
    characterSpacing: math.width * fontSize,
    link: MATH_LINK + JSON.stringify(drawing),
  };
}

/** The most of a formula's TeX source the PDF prints in its place. */
const MAX_SOURCE_SHOWN = 2_000;

/** A formula TeX could not read (or no typesetter): its source, monospaced, in the error colour. */
export function mathSourceRun(tex: string, display: boolean, fontSize: number): TextRun {
  // A formula too large to typeset can be 100 KB: its start says what it is, and pages of it would say no more.
  const shown = tex.length > MAX_SOURCE_SHOWN ? `${tex.slice(0, MAX_SOURCE_SHOWN)} …` : tex;
  return {
    text: display ? `$$${shown}$$` : `$${shown}$`,
    font: 'Mono',
    fontSize: fontSize * 0.9,
    color: MATH_ERROR_COLOR,
  };
}

const num = (value: number) => String(Math.round(value * 1000) / 1000);

/** The shapes as a plain SVG (paths and rectangles, explicit colours, no text) for pdfmake's `svg` node. */
export function mathSvg(math: TypesetMath, color: string): string {
  const top = -math.height * 1000;
  const body = math.shapes
    .map((shape) => {
      const transform = `matrix(${shape.matrix.map(num).join(' ')})`;
      const fill = escapeAttribute(shape.color ?? color);
      if (shape.rect) {
        const [x, y, w, h] = shape.rect;
        return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" transform="${transform}" fill="${fill}"/>`;
      }
      const paint = shape.stroke
        ? `fill="none" stroke="${fill}" stroke-width="${num(shape.stroke)}"`
        : `fill="${fill}"`;
      return `<path d="${escapeAttribute(shape.d ?? '')}" transform="${transform}" ${paint}/>`;
    })
    .join('');
  const width = math.width * 1000;
  const height = (math.height + math.depth) * 1000;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 ${num(top)} ${num(width)} ${num(height)}">${body}</svg>`;
}

/** A display formula: its drawing centred on its own line, never wider than the text. */
export function mathBlock(math: TypesetMath, fontSize: number, color: string, maxWidth: number): PdfContent {
  const width = Math.min(math.width * fontSize * MATH_SCALE, maxWidth);
  return { svg: mathSvg(math, color), width, alignment: 'center', margin: [0, 4, 0, 10] };
}

/** The part of a pdfkit document the drawing uses. */
interface PdfKitDocument {
  _font: { ascender: number };
  _fontSize: number;
  save(): this;
  restore(): this;
  translate(x: number, y: number): this;
  scale(factor: number): this;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): this;
  path(d: string): this;
  rect(x: number, y: number, w: number, h: number): this;
  lineWidth(width: number): this;
  fill(color: string): this;
  stroke(color: string): this;
}

type TextMethod = (
  this: PdfKitDocument,
  text: string,
  x?: number,
  y?: number,
  options?: { link?: unknown },
) => unknown;

const patched = new WeakSet<object>();

/**
 * Makes `prototype.text` (pdfkit's, as pdfmake's renderer calls it for each run) draw a math run's shapes. Runs
 * without the math link are written as before. Safe to call more than once.
 */
export function drawMathRuns(prototype: { text: TextMethod }): void {
  if (patched.has(prototype)) return;
  patched.add(prototype);
  const write = prototype.text;
  prototype.text = function (this: PdfKitDocument, text, x, y, options) {
    const link = options?.link;
    if (typeof link !== 'string' || !link.startsWith(MATH_LINK) || x === undefined || y === undefined)
      return write.call(this, text, x, y, options);
    const drawing = JSON.parse(link.slice(MATH_LINK.length)) as Drawing;
    const baseline = y + (this._font.ascender / 1000) * this._fontSize;
    this.save();
    this.translate(x, baseline);
    this.scale(drawing.size / 1000);
    for (const shape of drawing.shapes) {
      const [a, b, c, d, e, f] = shape.matrix;
      this.save();
      this.transform(a, b, c, d, e, f);
      const color = shape.color ?? drawing.color;
      if (shape.rect) this.rect(...shape.rect).fill(color);
      else if (shape.stroke)
        this.path(shape.d ?? '')
          .lineWidth(shape.stroke)
          .stroke(color);
      else this.path(shape.d ?? '').fill(color);
      this.restore();
    }
    this.restore();
    return this;
  };
}
