import { describe, expect, it } from 'vitest';
import { baseDirection, markRtlParagraphs, reorderLine, reorderParagraph } from './bidi-lines';

/** A font whose every character is 10 units wide at size 1, so positions are easy to read. */
const font = { widthOfString: (text: string, size: number) => text.length * size };
const inline = (text: string, rtl = false) => ({
  text,
  x: 0,
  width: text.length * 10,
  fontSize: 10,
  font,
  rtl,
});

function laidOut(words: string[], rtl = false) {
  let x = 0;
  const inlines = words.map((word) => {
    const item = { ...inline(word, rtl), x };
    x += item.width;
    return item;
  });
  const last = words[words.length - 1] ?? '';
  return { inlines, leadingCut: 0, trailingCut: (last.length - last.trimEnd().length) * 10 };
}

describe('bidi lines', () => {
  it('takes the direction from the first strong character', () => {
    expect(baseDirection('123 שלום world')).toBe('rtl');
    expect(baseDirection('Hebrew שלום')).toBe('ltr');
    expect(baseDirection('مرحبا')).toBe('rtl');
    expect(baseDirection('— 42')).toBe('ltr');
  });

  it('aligns right and marks the runs of a paragraph that starts right to left, not code or English', () => {
    const content = markRtlParagraphs([
      { text: 'שלום world' },
      { text: [{ text: 'hello ' }, 'שלום'] },
      { text: 'שלום', font: 'Mono' },
      { table: { body: [[{ text: ['مرحبا ', { text: 'بالعالم', bold: true }] }]] } },
    ]) as Record<string, unknown>[];
    expect(content[0]).toEqual({ text: [{ text: 'שלום world', rtl: true }], alignment: 'right' });
    expect(content[1]).toEqual({ text: [{ text: 'hello ' }, 'שלום'] });
    expect(content[2]).toEqual({ text: 'שלום', font: 'Mono' });
    expect(content[3]).toEqual({
      table: {
        body: [
          [
            {
              text: [
                { text: 'مرحبا ', rtl: true },
                { text: 'بالعالم', bold: true, rtl: true },
              ],
              alignment: 'right',
            },
          ],
        ],
      },
    });
  });

  it('places a Hebrew run inside an English line right to left, and leaves a Latin line alone', () => {
    const line = laidOut(['Hebrew ', 'שלום ', 'עולם ', 'and ', '123']);
    reorderLine(line);
    expect(line.inlines.map((item) => [item.text, item.x])).toEqual([
      ['Hebrew ', 0],
      // The space between the Hebrew and "and" is left to right (rule N1), so it stays after the Hebrew run.
      ['עולם', 70],
      ['שלום ', 110],
      [' ', 160],
      ['and ', 170],
      ['123', 210],
    ]);
    const latin = laidOut(['plain ', 'words']);
    const before = latin.inlines.map((item) => ({ ...item }));
    reorderLine(latin);
    expect(latin.inlines).toEqual(before);
  });

  it('resolves a paragraph as a whole: a comma ending a line between Latin words stays after its word', () => {
    const first = laidOut(['קרא ', 'Polski, '], true);
    const second = laidOut(['Deutsch'], true);
    reorderParagraph([first, second]);
    expect(first.inlines.map((item) => item.text)).toEqual([' ', 'Polski,', 'קרא ']);
    // Seen alone, the same line would put the comma at its far left (the paragraph's direction at its end).
    const alone = laidOut(['קרא ', 'Polski, '], true);
    reorderLine(alone);
    expect(alone.inlines[0]?.text).toBe(' ,');
  });

  it('lays a right-to-left line from the right: numbers and Latin stay left to right, brackets mirror', () => {
    const line = laidOut(['עם ', '(שני) ', '2024 ', 'ok.'], true);
    reorderLine(line);
    // Left to right on the page; the right-to-left words are turned around by fontkit when drawn.
    expect(line.inlines.map((item) => item.text)).toEqual(['.', 'ok', ' ', '2024', ')שני( ', 'עם ']);
    expect(line.inlines[0]?.x).toBe(0);
  });
});
