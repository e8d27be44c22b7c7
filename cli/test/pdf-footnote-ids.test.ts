// Footnotes whose labels or neighbouring headings spell another anchor's id, rendered in-process as `toolbox pdf`
// does it and read back with pdfjs: the PDF is written, each number lands on its note and each ↩ on its number.
import { runMarkdownPdf } from '@toolbox/core/tools/markdown-pdf';
import { describe, expect, it } from 'vitest';
import { planPdfFonts, renderPdf } from '../src/platform/pdf-render';
import { type ReadPdf, readPdf } from './pdf-read';

async function pdfOf(markdown: string) {
  const doc = await runMarkdownPdf(
    { markdown, theme: 'github' },
    { images: async () => ({}), fonts: planPdfFonts },
  );
  return readPdf(await renderPdf(doc.definition, doc.subsets));
}

/** The line of text whose top is `top` on `page` (baselines up to a line's height below it), words joined by spaces. */
const lineAt = (pdf: ReadPdf, page: number, top: number) =>
  pdf.items
    .filter((item) => item.page === page && item.y <= top && item.y > top - 14)
    .map((item) => item.str.trim())
    .join(' ');

/** Each in-document link: the line it sits on, its own text, and the line it lands on. */
function jumps(pdf: ReadPdf) {
  return pdf.internalLinkRects.map(({ dest, page, rect: [x1 = 0, , x2 = 0, top = 0] }) => {
    const place = pdf.destinationPlaces[dest];
    const own = pdf.items.filter((item) => item.page === page && item.y <= top && item.y > top - 14);
    return {
      from: lineAt(pdf, page, top),
      text: own
        .filter((item) => item.x >= x1 - 0.5 && item.x < x2)
        .map((item) => item.str.trim())
        .join(''),
      to: place ? lineAt(pdf, place.page, place.top) : `(no destination ${dest})`,
    };
  });
}

describe('footnote links in the PDF', () => {
  it.each([
    [
      'a label named like the back-link of another',
      'See[^x] and[^ref-x].\n\n[^x]: Ex note.\n[^ref-x]: Ref note.\n',
    ],
    ['the same in two paragraphs', 'See[^ref-x].\n\nThen[^x].\n\n[^x]: Ex note.\n[^ref-x]: Ref note.\n'],
    ['a heading named like a note', '# Footnote x\n\nSee[^x].\n\n[^x]: Ex note.\n'],
    ['a heading named like a back-link', '# Top\n\n## Footnote ref x\n\nSee[^x].\n\n[^x]: Ex note.\n'],
  ])('%s: each number lands on its note, each ↩ on the line holding its number', async (_, markdown) => {
    const pdf = await pdfOf(markdown);
    expect(pdf.text.join('').replace(/\s+/g, '')).toContain('Exnote');
    const all = jumps(pdf);
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const jump of all) {
      const note = /^(\d+)\. /.exec(jump.from)?.[1];
      if (note) expect(jump.to.split(' '), JSON.stringify(jump)).toContain(note);
      else expect(jump.to, JSON.stringify(jump)).toMatch(new RegExp(`^${jump.text}\\. `));
    }
  });
});
