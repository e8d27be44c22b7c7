// Reads a PDF back the way a viewer does (pdfjs-dist, legacy build for Node 20): text, pages, outline, links.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What the glyph check asks of a font program (fontkit's `Font`). */
interface FontProgram {
  glyphForCodePoint(codePoint: number): { id: number; path: { commands: unknown[] } };
}

// fontkit is core's dependency; the embedded fonts are opened with it.
const { create } = createRequire(join(import.meta.dirname, '..', '..', 'core', 'package.json'))(
  'fontkit',
) as {
  create(bytes: Uint8Array): FontProgram;
};

/** One positioned text item (PDF points, origin bottom left). */
interface PdfTextItem {
  page: number;
  str: string;
  x: number;
  y: number;
  width: number;
}

export interface ReadPdf {
  pages: number;
  /** Text per page, items joined by spaces. */
  text: string[];
  title: string | undefined;
  author: string | undefined;
  subject: string | undefined;
  keywords: string | undefined;
  /** Outline titles, nested children indented by two spaces per level. */
  outline: string[];
  links: string[];
  pageSize: [number, number];
  /** Every page's [width, height] (a landscape page is wider than high). */
  pageSizes: [number, number][];
  items: PdfTextItem[];
  /** Named destinations of in-document links, per link, in page order. */
  internalLinks: string[];
  /** The document's named destinations. */
  destinations: string[];
  /** Where each in-document link sits ([x1, y1, x2, y2] on its page), in page order, as `internalLinks`. */
  internalLinkRects: { dest: string; page: number; rect: number[] }[];
  /** Where each named destination lands: its page and the top it scrolls to. */
  destinationPlaces: Record<string, { page: number; top: number }>;
  /** Fill colours used on each page (`#rrggbb`), for backgrounds. */
  fills: Set<string>[];
  /** Vector paths drawn on each page (pdfjs `constructPath` operations): shapes, not text. */
  paths: number[];
  /**
   * Each text-showing operation as drawn: its glyphs' characters left to right on the page (visual order, so a
   * Hebrew word reads backwards) and where it starts. One per pdfkit run, unlike `items`, which pdfjs joins.
   */
  runs: PdfRun[];
  /**
   * Characters drawn with a glyph their embedded font does not have (`.notdef`, or a glyph with no outline), as
   * `"<char> in <font>"`, each once: the PDF's own fonts, as a viewer draws them, not the files they came from.
   */
  glyphless: string[];
  /**
   * The `/ActualText` of each marked-content span, in content order: the text a reader that honours it (Poppler,
   * Acrobat, Chromium) copies instead of the span's glyphs. pdfjs 4 ignores it, so it is read from the streams.
   */
  actualText: string[];
}

/** Needs no glyph: spaces, controls, joiners and variation selectors. */
const INVISIBLE = /^(?:\s|\p{Cc}|\p{Cf}|[\uFE00-\uFE0F])+$/u;

/** One text-showing operation: its glyphs' characters (a ligature's glyph holds several) left to right. */
export interface PdfRun extends PdfTextItem {
  glyphs: string[];
}

interface OutlineNode {
  title: string;
  items: OutlineNode[];
}

/** The hex `/ActualText <FEFF…>` strings of the PDF's content streams (Flate, as pdfkit writes them). */
function actualTexts(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream (an image, a font program that is not compressed)
    }
    for (const span of content.matchAll(/\/ActualText\s*<FEFF([0-9A-Fa-f]*)>/g))
      texts.push(
        Buffer.from(span[1] ?? '', 'hex')
          .swap16()
          .toString('utf16le'),
      );
  }
  return texts;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    // Keeps each embedded font's program (pdfjs's sanitized copy) for the glyph check.
    fontExtraProperties: true,
    disableFontFace: true,
  }).promise;
  const glyphless = new Set<string>();
  const programs = new Map<string, FontProgram | undefined>();
  const text: string[] = [];
  const links: string[] = [];
  const internalLinkRects: ReadPdf['internalLinkRects'] = [];
  const items: PdfTextItem[] = [];
  const pageSizes: [number, number][] = [];
  const fills: Set<string>[] = [];
  const paths: number[] = [];
  const runs: PdfRun[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    pageSizes.push([page.view[2] ?? 0, page.view[3] ?? 0]);
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    for (const item of content.items)
      if ('str' in item && item.str.trim())
        items.push({ page: i, str: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
      else if (annotation.subtype === 'Link' && typeof annotation.dest === 'string')
        internalLinkRects.push({
          dest: annotation.dest,
          page: i,
          rect: Array.from(annotation.rect as number[]),
        });
    }
    const ops = await page.getOperatorList();
    const colours = new Set<string>();
    ops.fnArray.forEach((fn, n) => {
      if (fn !== OPS.setFillRGBColor) return;
      const rgb = ops.argsArray[n] as ArrayLike<number> | string[];
      colours.add(
        typeof rgb[0] === 'string'
          ? rgb[0].toLowerCase()
          : `#${Array.from({ length: 3 }, (_, c) => Number(rgb[c]).toString(16).padStart(2, '0')).join('')}`,
      );
    });
    fills.push(colours);
    let matrix: number[] = [1, 0, 0, 1, 0, 0];
    let fontId = '';
    ops.fnArray.forEach((fn, n) => {
      if (fn === OPS.setFont) fontId = String((ops.argsArray[n] as unknown[])[0]);
      if (fn === OPS.showText) {
        const font = page.commonObjs.get(fontId) as { name: string; data?: Uint8Array };
        if (!programs.has(fontId)) programs.set(fontId, font.data ? create(font.data) : undefined);
        const program = programs.get(fontId);
        const name = font.name.replace(/^[A-Z]{6}\+/, '');
        type Drawn = { unicode?: string; fontChar?: string; originalCharCode?: number };
        for (const glyph of (ops.argsArray[n] as [Array<Drawn | number>])[0]) {
          if (typeof glyph !== 'object' || !glyph) continue;
          // pdfkit's fonts are CID fonts by glyph id: code 0 is .notdef, the box of a character the font lacks.
          if (glyph.originalCharCode === 0) glyphless.add(`.notdef in ${name}`);
          else if (glyph.unicode && !INVISIBLE.test(glyph.unicode)) {
            const outline = program?.glyphForCodePoint(glyph.fontChar?.codePointAt(0) ?? 0);
            if (!outline || outline.id === 0 || outline.path.commands.length === 0)
              glyphless.add(`${glyph.unicode} in ${name}`);
          }
        }
      }
      if (fn === OPS.setTextMatrix)
        matrix = Array.from(ops.argsArray[n] as ArrayLike<number>).flat() as number[];
      if (fn !== OPS.showText) return;
      const glyphs = (ops.argsArray[n] as [Array<{ unicode?: string; width?: number } | number>])[0];
      const units = glyphs.map((glyph) => (typeof glyph === 'object' && glyph ? (glyph.unicode ?? '') : ''));
      const str = units.join('');
      if (str.trim())
        runs.push({ page: i, str, glyphs: units, x: matrix[4] ?? 0, y: matrix[5] ?? 0, width: 0 });
    });
    paths.push(ops.fnArray.filter((fn) => fn === OPS.constructPath).length);
  }
  const outline: string[] = [];
  const walk = (nodes: OutlineNode[] | null, depth: number) => {
    for (const node of nodes ?? []) {
      outline.push(`${'  '.repeat(depth)}${node.title}`);
      walk(node.items, depth + 1);
    }
  };
  walk((await doc.getOutline()) as OutlineNode[] | null, 0);
  const { info } = (await doc.getMetadata()) as {
    info: { Title?: string; Author?: string; Subject?: string; Keywords?: string };
  };
  const destinations = ((await doc.getDestinations()) ?? {}) as Record<
    string,
    [object, unknown, number, number]
  >;
  const destinationPlaces: ReadPdf['destinationPlaces'] = {};
  for (const [name, [ref, , , top]] of Object.entries(destinations))
    destinationPlaces[name] = { page: (await doc.getPageIndex(ref as never)) + 1, top };
  const result = {
    pages: doc.numPages,
    text,
    title: info.Title,
    author: info.Author,
    subject: info.Subject,
    keywords: info.Keywords,
    outline,
    links: [...new Set(links)],
    pageSize: pageSizes[0] ?? [0, 0],
    pageSizes,
    items,
    internalLinks: internalLinkRects.map((link) => link.dest),
    destinations: Object.keys(destinations),
    internalLinkRects,
    destinationPlaces,
    fills,
    paths,
    runs,
    glyphless: [...glyphless],
    actualText: actualTexts(bytes),
  };
  await doc.destroy();
  return result;
}
