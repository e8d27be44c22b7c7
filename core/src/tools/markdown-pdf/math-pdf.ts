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
const MATH_SCALE = 1.15;
/** Where TeX errors show: the source in red, as GitHub shows a formula it cannot render. */
const MATH_ERROR_COLOR = '#cf222e';

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

/** DejaVu Sans's ascent and line height (ascent + descent) in ems, as pdfkit reads them from the font. */
const SANS_ASCENT = 0.928;
const SANS_LINE = 1.164;

/**
 * A display formula: its run centred on a line of its own, drawn as an inline formula is (pdfmake's `svg` node,
 * svg-to-pdfkit, made every curve of every glyph an object to measure: two thirds of `toolbox pdf` on a chapter of
 * d2l's maths). The line is exactly the formula's height above the baseline and its depth below, as the drawing's
 * box was; a formula wider than the text is drawn smaller to fit.
 */
export function mathBlock(math: TypesetMath, fontSize: number, color: string, maxWidth: number): PdfContent {
  const natural = math.width * fontSize * MATH_SCALE;
  const size = natural > maxWidth ? (fontSize * maxWidth) / natural : fontSize;
  const em = size * MATH_SCALE;
  const lineSize = (Math.max(math.height, 0.01) * em) / SANS_ASCENT;
  const lineHeight = ((math.height + math.depth) * em) / (SANS_LINE * lineSize);
  const run = { ...mathRun(math, size, color), fontSize: lineSize, lineHeight };
  return { text: [run], alignment: 'center', margin: [0, 4, 0, 10] };
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
