import type { PdfContent } from './pdf-content';
import type { PdfTheme } from './themes';

/** A heading the table of contents lists. */
export interface TocEntry {
  /** The heading's destination id (its GitHub anchor). */
  id: string;
  text: string;
  depth: number;
}

/** Headings deeper than this stay out of the contents (the outline still has them). */
const TOC_DEPTH = 3;

/**
 * The table of contents: one row per heading down to level 3, indented by level, its text and its page number
 * both linked to the heading. The page number is pdfmake's `pageReference`: a placeholder of fixed width laid
 * out with the rest and filled with the page the heading landed on when the page is drawn, so the numbers are
 * those of the final layout. The contents end with a page break, so the document starts on a page of its own.
 */
export function tocBlocks(entries: readonly TocEntry[], theme: PdfTheme): PdfContent[] {
  const listed = entries.filter((entry) => entry.depth <= TOC_DEPTH);
  if (listed.length === 0) return [];
  const top = Math.min(...listed.map((entry) => entry.depth));
  const body = listed.map((entry) => {
    const margin = [(entry.depth - top) * 14, entry.depth === top ? 4 : 1, 8, 1];
    return [
      {
        text: entry.text,
        linkToDestination: entry.id,
        margin,
        ...(entry.depth === top ? { bold: true } : {}),
      },
      { pageReference: entry.id, alignment: 'right', margin: [0, margin[1], 0, 1], color: theme.muted },
    ];
  });
  return [
    {
      text: 'Contents',
      bold: true,
      fontSize: theme.fontSize * 1.3,
      color: theme.heading,
      margin: [0, 10, 0, 6],
    },
    {
      table: { widths: ['*', 'auto'], dontBreakRows: true, body },
      layout: 'noBorders',
      pageBreak: 'after',
    },
  ];
}
