// Page options read back from the rendered PDF: contents page numbers, header and footer text, paper size, breaks.
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import { type PdfOptions, runMarkdownPdf, runPageOptions } from '@toolbox/core/tools/markdown-pdf';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-read';
import { planPdfFonts, renderPdf } from './pdf-render';

async function pdfOf(markdown: string, options: Partial<PdfOptions> = {}) {
  const { clock, ...page } = options;
  const doc = await runMarkdownPdf(
    { markdown, theme: 'github', ...page },
    { fonts: planPdfFonts, ...(clock ? { clock } : {}) },
  );
  return readPdf(await renderPdf(doc.definition, doc.subsets));
}

/** The PDF's text lines (pdfjs gives words): items on one page within 3 pt of one baseline, left to right. */
function lines(pdf: Awaited<ReturnType<typeof readPdf>>) {
  const out: { page: number; y: number; items: typeof pdf.items }[] = [];
  for (const item of pdf.items) {
    const line = out.find((l) => l.page === item.page && Math.abs(l.y - item.y) < 3);
    if (line) line.items.push(item);
    else out.push({ page: item.page, y: item.y, items: [item] });
  }
  return out.map(({ page, y, items }) => ({
    page,
    y,
    text: items
      .sort((a, b) => a.x - b.x)
      .map((item) => item.str.trim())
      .join(' ')
      .replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, '$1'),
  }));
}

const para = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    `Paragraph ${i} of filler text that takes a few lines on the page. `.repeat(4),
  ).join('\n\n');

/** Headings at uneven depths and on pages far apart, one after a forced break, one CJK. */
const BOOK = `---
title: Field Guide 野外
---

Opening words.

## Alpha chapter

${para(5)}

### Alpha detail

${para(8)}

\\pagebreak

## Beta chapter

Short.

## Gamma chapter 深度

${para(10)}

#### Too deep for contents

End.
`;

describe('toolbox pdf page options, read back with pdfjs', () => {
  it('lists each heading in the contents with the page it really is on, linked to it', async () => {
    const pdf = await pdfOf(BOOK, { toc: true });
    const all = lines(pdf);
    const heading = (text: string) => all.filter((line) => line.text.replace(/ \d+$/, '') === text);
    const [tocTitle] = heading('Contents');
    expect(tocTitle?.page).toBe(1);
    for (const name of ['Alpha chapter', 'Alpha detail', 'Beta chapter', 'Gamma chapter 深度']) {
      const [entry, body] = heading(name);
      expect(entry?.page, name).toBe(1);
      expect(body, name).toBeDefined();
      // The number that ends the entry's line is the page the heading was laid out on.
      expect(entry?.text, name).toBe(`${name} ${body?.page}`);
    }
    expect(heading('Too deep for contents')).toHaveLength(1);
    // The contents end their page; the document's headings are on later pages, far apart.
    expect(heading('Alpha chapter')[1]?.page).toBe(2);
    expect(heading('Beta chapter')[1]?.page).toBeGreaterThan(heading('Alpha detail')[1]?.page ?? 0);
    expect(
      (heading('Gamma chapter 深度')[1]?.page ?? 0) - (heading('Alpha chapter')[1]?.page ?? 0),
    ).toBeGreaterThan(1);
    for (const id of ['alpha-chapter', 'alpha-detail', 'beta-chapter', 'gamma-chapter-深度']) {
      expect(pdf.internalLinks).toContain(id);
      expect(pdf.destinations).toContain(id);
    }
    // The outline still has every heading.
    expect(pdf.outline).toEqual([
      'Field Guide 野外',
      '  Alpha chapter',
      '    Alpha detail',
      '  Beta chapter',
      '  Gamma chapter 深度',
      '    Too deep for contents',
    ]);
  });

  it('prints the header and footer on every page with that page, the page count, title and date', async () => {
    const pdf = await pdfOf(BOOK, {
      header: '{title} · {date}',
      footer: 'Page {page} of {pages}',
      clock: fixedClock('2026-05-17T10:00:00Z'),
    });
    expect(pdf.pages).toBeGreaterThan(3);
    pdf.text.forEach((text, i) => {
      const squashed = text.replace(/\s+/g, ' ');
      expect(squashed, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pdf.pages}`);
      expect(squashed.replace(/\s/g, ''), `page ${i + 1}`).toContain('FieldGuide野外·2026-05-17');
    });
    // The header is above the text, the footer below it.
    const [, height] = pdf.pageSize;
    const header = lines(pdf).find((line) => line.page === 2 && line.text.includes('2026-05-17'));
    const footer = lines(pdf).find((line) => line.page === 2 && line.text.startsWith('Page 2'));
    expect(header?.y).toBeGreaterThan(height - 56);
    expect(footer?.y).toBeLessThan(60);
  });

  it.each([
    ['A4', 595.28, 841.89],
    ['Letter', 612, 792],
    ['Legal', 612, 1008],
  ] as const)(
    'sets the MediaBox for %s and keeps the text inside the margins',
    async (pageSize, width, height) => {
      const { margins } = runPageOptions({ margin: '1in', pageSize }).options;
      const pdf = await pdfOf(BOOK, { pageSize, margins, footer: '' });
      for (const [w, h] of pdf.pageSizes) {
        expect(w).toBeCloseTo(width, 1);
        expect(h).toBeCloseTo(height, 1);
      }
      for (const item of pdf.items) {
        expect(item.x).toBeGreaterThanOrEqual(72 - 0.5);
        expect(item.x + item.width).toBeLessThanOrEqual(width - 72 + 0.5);
        expect(item.y).toBeGreaterThan(72 - 12);
      }
    },
  );

  it('starts a new page where a break is asked for, and nowhere else', async () => {
    const pdf = await pdfOf(
      '# Breaks\n\nFirst.\n\n\\pagebreak\n\nSecond.\n\n<div style="page-break-after: always"></div>\n\nThird.\n\n<div style="page-break-before: always">\n\nFourth.\n\n</div>\n\nStill fourth.\n\\newpage\nFifth.\n\n```\n\\pagebreak\n```\n',
    );
    const pageOf = (text: string) => lines(pdf).find((line) => line.text === text)?.page;
    expect(['First.', 'Second.', 'Third.', 'Fourth.', 'Still fourth.', 'Fifth.'].map(pageOf)).toEqual([
      1, 2, 3, 4, 4, 5,
    ]);
    expect(pdf.pages).toBe(5);
    expect(pdf.text[4]).toContain('\\pagebreak');
  });
});
