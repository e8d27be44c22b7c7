import { describe, expect, it } from 'vitest';

/** What the PDF export draws with: pdfmake's browser build, which carries its own copy of pdfkit. */
interface Drawing {
  path(d: string): { fill(color: string): unknown };
  page: { content: { buffer: Uint8Array[] } };
}

/** The content pdfmake's browser build writes on a page for `d`, filled. */
async function drawn(d: string): Promise<string> {
  const { default: pdfMake } = await import('pdfmake/build/pdfmake');
  const doc = (await pdfMake.createPdf({ content: [] }).getStream()) as unknown as Drawing;
  const before = doc.page.content.buffer.length;
  doc.path(d).fill('#000');
  const written = doc.page.content.buffer.slice(before);
  expect(written.length).toBeGreaterThan(2);
  return written.map((chunk) => new TextDecoder('latin1').decode(chunk)).join('');
}

describe("the PDF export's SVG paths (how formulas are drawn)", () => {
  it('draws smooth quadratics (T) as the quadratics SVG says they are (patches/pdfmake@0.3.11.patch)', async () => {
    // Each T reflects the previous control point about the current point; pdfkit reflected it back after drawing,
    // and MathJax's glyphs (every parenthesis) are chains of T (foliojs/pdfkit#1334).
    expect(await drawn('M0 0Q10 10 20 0T40 0T60 0T80 0Z')).toBe(
      await drawn('M0 0Q10 10 20 0Q30 -10 40 0Q50 10 60 0Q70 -10 80 0Z'),
    );
  });
});
