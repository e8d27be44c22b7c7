/**
 * Text copied out of the PDF is the text written, for scripts whose glyphs are shaped (Devanagari, Thai, Arabic,
 * a letter with a combining accent…).
 *
 * pdfkit gives each glyph one meaning for the whole document (its ToUnicode entry: the code points fontkit
 * reports for the first cluster the glyph is drawn in) and writes glyphs in the order they are drawn. Shaping
 * breaks both: Noto Sans Devanagari draws ऐ as ए's glyph plus a mark, so after one ऐ every ए read as ऐ (Noto
 * Sans Arabic draws ف and ق on one dotless glyph); the vowel sign ि is drawn before its consonant and a reph
 * (र्) after it. So a glyph drawn for other text than its first gets a CID of its own (`cidPerText`), which every
 * reader maps right, and each run whose glyphs still do not read back as its text (order, marks) is drawn inside
 * a marked-content span whose `/ActualText` is the text (PDF 32000-1, 14.9.4), as browsers and LaTeX write it:
 * Poppler (pdftotext, Evince) copies the span's text instead of the glyphs' (PDFium and Acrobat read it too;
 * pdf.js 4 and 5 read the glyphs only). Both draw exactly what was drawn before.
 *
 * fontkit caches a glyph by its id with the code points of its first lookup (foliojs/fontkit#154, #342): after
 * ऐ the glyph of ए said it was ऐ, and after a mark drawn as a ligature component (no code points) the next `में`
 * shaped as a broken cluster, drawn with a dotted circle. `writeShapedText` also gives each font a cache that
 * keeps a glyph per code points, which draws those clusters as the font means them.
 */

import { hasRtl } from './bidi-lines';

interface FontkitGlyph {
  codePoints: number[];
}

/** The part of a fontkit font the glyph cache fix touches. */
interface FontkitFont {
  _glyphs: Record<number, FontkitGlyph | undefined>;
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph | null;
}

interface LaidOutGlyph extends FontkitGlyph {
  id: number;
  advanceWidth: number;
}

/** The part of pdfkit's embedded font this module reads and changes (a standard font has none of it). */
interface EmbeddedFont {
  font?: FontkitFont;
  unicode?: (number[] | undefined)[];
  widths?: (number | undefined)[];
  scale?: number;
  /** fontkit's subset: its glyph ids by the PDF's glyph ids (CIDs); `cff` for a CFF font. */
  subset?: { glyphs: number[]; includeGlyph(id: number): number; cff?: unknown };
  layout?(text: string, features?: unknown): { glyphs: LaidOutGlyph[]; positions: unknown[] };
  encode?(text: string, features?: unknown): [string[], unknown[]];
}

type EmbeddedFontWithMap = Required<Pick<EmbeddedFont, 'encode' | 'unicode'>>;

interface PdfKitDocument {
  _font?: EmbeddedFont;
  addContent(operator: string): unknown;
}

type Fragment = (
  this: PdfKitDocument,
  text: string,
  x: number,
  y: number,
  options?: { features?: unknown },
) => unknown;
type FontMethod = (this: PdfKitDocument, ...args: unknown[]) => unknown;

const sameCodePoints = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

const fixedFonts = new WeakSet<object>();

/**
 * Makes `font.getGlyph(id, codePoints)` return a glyph that carries those code points: the cached one when it
 * does, else one kept for that pair (fontkit's shaper classifies a glyph by its code points).
 */
export function keepGlyphCodePoints(font: FontkitFont): void {
  if (fixedFonts.has(font)) return;
  fixedFonts.add(font);
  const lookup = font.getGlyph;
  const variants = new Map<string, FontkitGlyph | null>();
  font.getGlyph = function (this: FontkitFont, id, codePoints = []) {
    const cached = this._glyphs[id];
    if (!cached || sameCodePoints(cached.codePoints, codePoints)) return lookup.call(this, id, codePoints);
    const key = `${id}:${codePoints.join(',')}`;
    let glyph = variants.get(key);
    if (glyph === undefined) {
      // fontkit builds and caches the glyph when its slot is empty: build it, then put the first one back.
      delete this._glyphs[id];
      glyph = lookup.call(this, id, codePoints);
      this._glyphs[id] = cached;
      variants.set(key, glyph);
    }
    return glyph;
  };
}

const encodingFonts = new WeakSet<object>();

/**
 * Makes pdfkit's `encode` give a glyph drawn for other text than its first use a CID of its own (the same glyph
 * again in the subset), so each CID's ToUnicode entry is the text it was drawn for: ए's glyph drawn for ए after
 * ऐ, Arabic's dotless base drawn for ف after ق, a mark drawn alone after it was a ligature's silent part. Every
 * reader gets those right, pdf.js included. (TrueType subsets only: a CFF subset is left as pdfkit makes it.)
 */
export function cidPerText(font: EmbeddedFont): void {
  const { subset, layout, unicode, widths } = font;
  if (!subset || subset.cff != null || !layout || !unicode || !widths || encodingFonts.has(font)) return;
  encodingFonts.add(font);
  const scale = font.scale ?? 1;
  const cids = new Map<string, number>();
  // The run `_fragment` draws was just encoded by the ActualText check: the same text encodes the same way.
  let last: { text: string; features: unknown; encoded: [string[], unknown[]] } | undefined;
  font.encode = function (this: EmbeddedFont, text, features) {
    if (last?.text === text && last.features === features) return last.encoded;
    const { glyphs, positions } = layout.call(this, text, features);
    const encoded: string[] = [];
    for (const glyph of glyphs) {
      let cid = subset.includeGlyph(glyph.id);
      const first = unicode[cid];
      // (.notdef, the box of a character no font has, stays CID 0: readers know it by that.)
      if (first && glyph.id !== 0 && !sameCodePoints(first, glyph.codePoints)) {
        const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
        let own = cids.get(key);
        if (own === undefined) {
          own = subset.glyphs.push(glyph.id) - 1;
          cids.set(key, own);
        }
        cid = own;
      }
      encoded.push(cid.toString(16).padStart(4, '0'));
      widths[cid] ??= glyph.advanceWidth * scale;
      unicode[cid] ??= glyph.codePoints;
    }
    last = { text, features, encoded: [encoded, positions] };
    return last.encoded;
  };
}

interface GlyphPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/**
 * Whether a reader would not get `text` back from its glyphs: they read (through the font's ToUnicode map, in
 * drawing order) as other text, or a mark is drawn off the pen position or without an advance (pdfkit moves the
 * text matrix for an offset, Poppler starts a new word at a glyph that steps back, and a mark at a run's end can
 * be read after the next run's first character). Right-to-left runs are left as they are: fontkit draws
 * their glyphs right to left and readers put them back in logical order themselves (Poppler would turn a span's
 * text around too).
 */
function misread(font: EmbeddedFontWithMap, text: string, features: unknown): boolean {
  if (hasRtl(text)) return false;
  const [glyphs, positions] = font.encode(text, features);
  if ((positions as GlyphPosition[]).some((at) => at.xOffset || at.yOffset || !at.xAdvance)) return true;
  // The glyphs' code points against the text's, one by one (no strings built: this runs for every word).
  let at = 0;
  for (const hex of glyphs)
    for (const codePoint of font.unicode[Number.parseInt(hex, 16)] ?? []) {
      if (text.codePointAt(at) !== codePoint) return true;
      at += codePoint > 0xffff ? 2 : 1;
    }
  return at !== text.length;
}

/** A PDF text string in UTF-16BE with its byte order mark, as a hex string. */
function hexTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** The operator that opens a span whose copied text is `text`. */
export const actualTextSpan = (text: string) => `/Span <</ActualText ${hexTextString(text)}>> BDC`;

const taught = new WeakSet<object>();

/**
 * Teaches a pdfkit document class (pdfmake's) to write each run whose glyphs do not read back as its text inside
 * an `/ActualText` span, and its fonts to keep a glyph's code points per lookup. Safe to call more than once.
 */
export function writeShapedText(prototype: { _fragment: Fragment; font: FontMethod }): void {
  if (taught.has(prototype)) return;
  taught.add(prototype);
  const selectFont = prototype.font;
  prototype.font = function (this: PdfKitDocument, ...args) {
    const result = selectFont.apply(this, args);
    const font = this._font;
    if (typeof font?.font?.getGlyph === 'function') keepGlyphCodePoints(font.font);
    if (font) cidPerText(font);
    return result;
  };
  const fragment = prototype._fragment;
  prototype._fragment = function (this: PdfKitDocument, text, x, y, options) {
    const font = this._font;
    const drawn = `${text}`.replace(/\n/g, '');
    if (
      !font?.encode ||
      !font.unicode ||
      drawn === '' ||
      !misread(font as EmbeddedFontWithMap, drawn, options?.features)
    )
      return fragment.call(this, text, x, y, options);
    // Inside the text object, where the text state is the glyphs' own: a reader places the span's text by it.
    const write = this.addContent;
    this.addContent = function (this: PdfKitDocument, operator: string) {
      if (operator === 'ET') write.call(this, 'EMC');
      const written = write.call(this, operator);
      if (operator === 'BT') write.call(this, actualTextSpan(drawn));
      return written;
    };
    let result: unknown;
    try {
      result = fragment.call(this, text, x, y, options);
    } finally {
      delete (this as Partial<PdfKitDocument>).addContent;
    }
    return result;
  };
}
