import bidiFactory from 'bidi-js';
import { MATH_LINK } from './math-pdf';
import type { PdfContent } from './pdf-content';

/**
 * Right-to-left text in the PDF (Unicode's bidirectional algorithm, UAX #9, with bidi-js).
 *
 * pdfmake breaks lines in logical order and pdfkit draws each run as it is given; fontkit shapes Arabic and puts
 * the glyphs of one Hebrew or Arabic run right to left, but nothing orders the runs of a line. So a Hebrew or
 * Arabic sentence came out with its words left to right. Core marks the runs of each paragraph whose first strong
 * character is right-to-left (`markRtlParagraphs`, as GitHub's `dir="auto"` does) and aligns it right; after pdfmake
 * has broken the lines, `reorderBidiLines` splits each line that holds right-to-left text into runs of one
 * embedding level and places them in visual order (rule L2), mirroring brackets in right-to-left runs. Numbers and
 * Latin words inside stay left to right.
 */

let bidi: ReturnType<typeof bidiFactory> | undefined;
const engine = () => {
  bidi ??= bidiFactory();
  return bidi;
};

/** Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation forms. */
const RTL_SCRIPT =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD803[\uDC00-\uDFFF]|\uD83A|\uD83B/;

/** Whether `text` has any right-to-left script character (the cheap test before the algorithm runs). */
export const hasRtl = (text: string): boolean => RTL_SCRIPT.test(text);

/** 'rtl' when the first strong character of `text` is right-to-left (HTML's `dir="auto"`), else 'ltr'. */
export function baseDirection(text: string): 'rtl' | 'ltr' {
  if (!hasRtl(text)) return 'ltr';
  const { getBidiCharTypeName } = engine();
  for (const char of text) {
    const type = getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return 'ltr';
}

type Node = PdfContent & { text?: unknown };

function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plain).join('');
  if (value && typeof value === 'object' && 'text' in value) return plain((value as Node).text);
  return '';
}

function markRuns(value: unknown): unknown {
  if (typeof value === 'string') return { text: value, rtl: true };
  if (Array.isArray(value)) return value.map(markRuns);
  if (value && typeof value === 'object' && 'text' in value) {
    const node = value as Node;
    return typeof node.text === 'string' ? { ...node, rtl: true } : { ...node, text: markRuns(node.text) };
  }
  return value;
}

/**
 * Walks a pdfmake content tree: each text node (a paragraph, heading, list item or table cell) whose first strong
 * character is right-to-left gets its runs marked `rtl` (the line's base direction for `reorderBidiLines`) and is
 * aligned right unless it is centred or right aligned already. Code (`Mono`) keeps its left alignment.
 */
export function markRtlParagraphs(node: unknown, font?: string): unknown {
  if (Array.isArray(node)) return node.map((child) => markRtlParagraphs(child, font));
  if (!node || typeof node !== 'object') return node;
  const record = node as Node;
  const own = typeof record.font === 'string' ? record.font : font;
  if ('text' in record && record.text !== undefined) {
    const text = plain(record.text);
    if (own === 'Mono' || baseDirection(text) !== 'rtl') return node;
    const aligned = record.alignment === 'center' || record.alignment === 'right';
    return { ...record, text: [markRuns(record.text)].flat(), ...(aligned ? {} : { alignment: 'right' }) };
  }
  const out: Node = {};
  for (const [key, value] of Object.entries(record))
    out[key] =
      typeof value === 'object' && value !== null && key !== 'layout' ? markRtlParagraphs(value, own) : value;
  return out;
}

/** The part of a pdfmake inline (one word or run of a laid-out line) the reordering reads and writes. */
interface Inline {
  text: string;
  x: number;
  width: number;
  fontSize: number;
  fontFeatures?: unknown;
  characterSpacing?: number;
  font: { widthOfString(text: string, size: number, features?: unknown): number };
  link?: unknown;
  rtl?: boolean;
  _pageNodeRef?: unknown;
  _tocItemRef?: unknown;
  _pageRef?: unknown;
  justifyShift?: number;
}

interface Line {
  inlines: Inline[];
  leadingCut?: number;
  trailingCut?: number;
}

const width = (inline: Inline, text: string) =>
  inline.font.widthOfString(text, inline.fontSize, inline.fontFeatures) +
  (inline.characterSpacing ?? 0) * (text.length - 1);

/** An inline drawn whole: a formula or a page number filled in later. */
const atomic = (inline: Inline) =>
  (typeof inline.link === 'string' && inline.link.startsWith(MATH_LINK)) ||
  inline._pageNodeRef !== undefined ||
  inline._tocItemRef !== undefined ||
  inline._pageRef !== undefined;

/** A word and the spaces after it, as pdfkit splits a run (or spaces alone). */
const WORDS = /[^ \t]+[ \t]*|[ \t]+/g;

interface Segment {
  inline: Inline;
  level: number;
}

/** Reverses each run of segments at `level` or higher, from the highest level down to the lowest odd one (L2). */
function visualOrder(segments: Segment[]): Segment[] {
  const order = [...segments];
  const levels = order.map((segment) => segment.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if ((order[i] as Segment).level < level) continue;
      let end = i;
      while (end + 1 < order.length && (order[end + 1] as Segment).level >= level) end++;
      const reversed = order.slice(i, end + 1).reverse();
      order.splice(i, reversed.length, ...reversed);
      i = end;
    }
  }
  return order;
}

/** The text pdfkit is given for a segment: fontkit puts a right-to-left script run right to left itself. */
function drawnText(text: string, level: number): string {
  const { getMirroredCharacter } = engine();
  if (level % 2 === 0) {
    // Arabic-Indic digits are Arabic script: fontkit would turn them around, so they go in turned already.
    return hasRtl(text) ? [...text].reverse().join('') : text;
  }
  const mirrored = [...text].map((char) => getMirroredCharacter(char) ?? char);
  return hasRtl(text) ? mirrored.join('') : mirrored.reverse().join('');
}

/**
 * Puts the laid-out lines of one paragraph in visual order: levels are resolved on the whole paragraph (so a comma
 * at a line's end takes its direction from the text that follows on the next line), then each line is reordered.
 * A paragraph without right-to-left text is left as it is.
 */
export function reorderParagraph(lines: readonly Line[]): void {
  const texts = lines.map((line) => (line.inlines ?? []).map((inline) => inline.text).join(''));
  if (!texts.some(hasRtl)) return;
  const rtlBase = lines[0]?.inlines?.[0]?.rtl === true;
  const levels = Array.from(engine().getEmbeddingLevels(texts.join(''), rtlBase ? 'rtl' : 'ltr').levels);
  let at = 0;
  lines.forEach((line, n) => {
    const length = (texts[n] ?? '').length;
    placeLine(line, levels.slice(at, at + length), rtlBase);
    at += length;
  });
}

/** Puts one laid-out pdfmake line in visual order (a paragraph of one line). */
export function reorderLine(line: Line): void {
  reorderParagraph([line]);
}

function placeLine(line: Line, levels: number[], rtlBase: boolean): void {
  const inlines = line.inlines;
  if (!inlines || inlines.length === 0) return;
  const text = inlines.map((inline) => inline.text).join('');
  if (!hasRtl(text) && !rtlBase) return;
  const base = rtlBase ? 1 : 0;
  // L1: whitespace at the end of the line takes the paragraph's level.
  for (let i = text.length - 1; i >= 0 && /\s/.test(text[i] ?? ''); i--) levels[i] = base;
  const segments: Segment[] = [];
  let at = 0;
  for (const inline of inlines) {
    const own = levels.slice(at, at + inline.text.length);
    at += inline.text.length;
    if (atomic(inline)) {
      segments.push({ inline, level: own[0] ?? base });
      continue;
    }
    let start = 0;
    for (let i = 1; i <= own.length; i++) {
      if (i < own.length && own[i] === own[start]) continue;
      // (A surrogate pair has one level for both halves, so a cut never splits one.)
      const part = inline.text.slice(start, i);
      const level = own[start] ?? base;
      // pdfkit shapes a run word by word (fontkit turns each right-to-left word around, not the run), so a
      // right-to-left run is placed word by word too.
      const words = level % 2 === 1 || hasRtl(part) ? (part.match(WORDS) ?? [part]) : [part];
      for (const word of words)
        segments.push({
          inline: word === inline.text ? inline : { ...inline, text: word, width: width(inline, word) },
          level,
        });
      start = i;
    }
  }
  const lastWhitespace = /\s+$/.exec(text)?.[0] ?? '';
  const last = inlines[inlines.length - 1] as Inline;
  // The trailing space hangs outside the text, on the side where the line ends.
  let x =
    0 -
    (rtlBase
      ? (line.trailingCut ?? (lastWhitespace ? width(last, lastWhitespace) : 0))
      : (line.leadingCut ?? 0));
  line.inlines = visualOrder(segments).map(({ inline, level }) => {
    const placed = { ...inline, text: atomic(inline) ? inline.text : drawnText(inline.text, level), x };
    delete placed.justifyShift;
    x += inline.width;
    return placed;
  });
}

/** The part of pdfmake's pdfkit document class the reordering hooks: the renderer hands it the laid-out pages. */
interface PagesHolder {
  _pdfMakePages?: unknown;
}

interface Page {
  items: { type: string; item: unknown }[];
}

const taught = new WeakSet<object>();

/**
 * Makes pdfmake's renderer draw the lines of its laid-out pages in visual order. pdfmake's renderer starts by
 * storing the pages on the document (`_pdfMakePages`); a setter on the document class reorders every line then,
 * before any is drawn. Safe to call more than once.
 */
export function reorderBidiLines(prototype: object): void {
  if (taught.has(prototype)) return;
  taught.add(prototype);
  Object.defineProperty(prototype as PagesHolder, '_pdfMakePages', {
    configurable: true,
    get: () => undefined,
    set(this: PagesHolder, pages: Page[]) {
      // A paragraph's lines come one after the other (across pages too); its last one is marked by pdfmake.
      let paragraph: Line[] = [];
      for (const page of pages ?? [])
        for (const item of page.items ?? []) {
          if (item.type !== 'line') continue;
          const line = item.item as Line & { lastLineInParagraph?: boolean };
          if (
            paragraph.length > 0 &&
            (paragraph[0]?.inlines?.[0]?.rtl === true) !== (line.inlines?.[0]?.rtl === true)
          ) {
            reorderParagraph(paragraph);
            paragraph = [];
          }
          paragraph.push(line);
          if (line.lastLineInParagraph !== false) {
            reorderParagraph(paragraph);
            paragraph = [];
          }
        }
      reorderParagraph(paragraph);
      Object.defineProperty(this, '_pdfMakePages', { value: pages, writable: true, configurable: true });
    },
  });
}
