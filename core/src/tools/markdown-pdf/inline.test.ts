import { describe, expect, it } from 'vitest';
import { markdownToPdf, type PdfContent } from './document';

const paragraph = (markdown: string) =>
  (markdownToPdf(markdown, { theme: 'github' }).definition.content as PdfContent[])[0]?.text;

describe('inline runs', () => {
  it('joins neighbouring runs alike but for their text: 20,000 escapes are one run, not 20,000', () => {
    expect(paragraph('\\\\'.repeat(20_000))).toEqual([{ text: '\\'.repeat(20_000) }]);
  });

  it('keeps runs that differ in anything but their text apart', () => {
    expect(paragraph('a \\* **b** c')).toEqual([{ text: 'a * ' }, { text: 'b', bold: true }, { text: ' c' }]);
  });
});
