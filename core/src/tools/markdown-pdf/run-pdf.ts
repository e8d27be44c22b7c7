import type { FontPlan } from '../../fonts/script-fonts';
import { withDecodedReferences } from '../../html/decode';
import type { MathTypesetter } from '../../markdown/math';
import type { Clock } from '../../ports';
import { reorderBidiLines } from './bidi-lines';
import { diagramSources, hasMath, imageSources, markdownToPdf, type PdfDocument } from './document';
import { drawMathRuns } from './math-pdf';
import type { PdfPageOptions } from './page-options';
import { writeShapedText } from './shaped-text';
import type { PdfThemeName } from './themes';

export interface MarkdownPdfInput extends Partial<PdfPageOptions> {
  markdown: string;
  theme: PdfThemeName;
}

/** What the platform loads for a document; each is asked for only when the document needs it. */
export interface MarkdownPdfPorts {
  /** The day `{date}` in a header or footer shows; without a clock `{date}` stays empty. */
  clock?: Clock;
  /** The document's image hrefs, as written, to data URLs (PNG or JPEG) the platform could load. */
  images?: (sources: string[]) => Promise<Readonly<Record<string, string>>>;
  /** Which font draws each character of the text drawn (the document, its header and footer, what their
   * character references stand for). */
  fonts?: (text: string) => Promise<FontPlan>;
  /** The math typesetter (MathJax), for a document with math; without it formulas print as their source. */
  math?: () => Promise<MathTypesetter>;
  /** Mermaid sources to SVG, for a document with diagrams; without it they stay as code, with one warning. */
  diagrams?: (sources: string[]) => Promise<Readonly<Record<string, string>>>;
}

/**
 * Markdown to the PDF's document definition (pdfmake's), with its title, warnings and the script font subsets
 * the renderer registers. The platform renders it with pdfmake, its document class taught by `runPdfWriters`.
 */
export async function runMarkdownPdf(
  input: MarkdownPdfInput,
  ports: MarkdownPdfPorts = {},
): Promise<PdfDocument> {
  const { markdown, ...options } = input;
  const mermaid = diagramSources(markdown);
  const [images, fonts, math, diagrams] = await Promise.all([
    ports.images?.(imageSources(markdown)),
    // The header and footer are drawn too, so their letters need fonts as much as the document's; so do the
    // characters the references stand for (`&#XD06;` draws ആ).
    ports.fonts?.(withDecodedReferences(`${markdown}\n${input.header ?? ''}\n${input.footer ?? ''}`)),
    ports.math && hasMath(markdown) ? ports.math() : undefined,
    ports.diagrams && mermaid.length > 0 ? ports.diagrams(mermaid) : undefined,
  ]);
  return markdownToPdf(markdown, {
    ...options,
    ...(ports.clock ? { clock: ports.clock } : {}),
    ...(images ? { images } : {}),
    ...(fonts ? { fonts } : {}),
    ...(math ? { math } : {}),
    ...(diagrams ? { diagrams } : {}),
  });
}

/** pdfmake's document class (pdfkit's, extended), as the writers below patch it. */
export type PdfDocumentClass = Parameters<typeof writeShapedText>[0] & Parameters<typeof drawMathRuns>[0];

/**
 * Teaches pdfmake's document class what core's definitions rely on, once (later calls do nothing): shaped words
 * that copy out as written (Devanagari, Thai, a combining accent), inline formulas, and right-to-left lines in
 * visual order. A document without formulas or right-to-left text is drawn the same either way.
 */
export function runPdfWriters(documentClass: PdfDocumentClass): void {
  drawMathRuns(documentClass);
  reorderBidiLines(documentClass);
  writeShapedText(documentClass);
}
