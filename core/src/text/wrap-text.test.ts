import { describe, expect, it } from 'vitest';
import { splitGraphemes } from './graphemes';
import { wrapText } from './wrap-text';

// Every grapheme is 10 units wide: easy to reason about, and an emoji sequence counts once, as it draws once.
const measure = (text: string) => splitGraphemes(text).length * 10;

describe('wrapText', () => {
  it.each([
    ['fits on one line', 'Hello world', 200, 3, ['Hello world'], false],
    ['breaks between words', 'aaa bbb ccc', 70, 3, ['aaa bbb', 'ccc'], false],
    ['collapses whitespace', '  aaa \t  bbb  ', 200, 3, ['aaa bbb'], false],
    ['keeps explicit newlines', 'aaa\nbbb', 200, 3, ['aaa', 'bbb'], false],
    ['empty text gives no lines', '', 200, 2, [], false],
    ['whitespace only gives no lines', '   \n  ', 200, 2, [], false],
    ['breaks one long word between graphemes', 'abcdefghij', 40, 3, ['abcd', 'efgh', 'ij'], false],
    ['ellipsis on the last allowed line', 'aaa bbb ccc ddd eee', 70, 2, ['aaa bbb', 'ccc…'], true],
    ['ellipsis cuts a long word', 'abcdefghijklmnop', 50, 2, ['abcde', 'fghi…'], true],
    ['zero lines', 'text', 100, 0, [], true],
    ['ellipsis drops trailing punctuation', 'aaaa, bbbb cccc', 60, 1, ['aaaa…'], true],
    ['cuts inside a word rather than waste the line', 'a bbbb ccc', 60, 1, ['a bbb…'], true],
  ])('%s', (_, text, maxWidth, maxLines, lines, truncated) => {
    expect(wrapText(text, { maxWidth, maxLines, measure })).toEqual({ lines, truncated });
  });

  it('never splits a ZWJ family or a skin-toned emoji', () => {
    const family = '👨‍👩‍👧‍👦';
    const thumb = '👍🏽';
    const result = wrapText(`${family}${thumb}${family}${thumb}`, { maxWidth: 20, maxLines: 5, measure });
    expect(result.lines).toEqual([`${family}${thumb}`, `${family}${thumb}`]);
  });

  it('ends with an ellipsis after whole emoji sequences', () => {
    const result = wrapText('🧑🏿‍💻🧑🏿‍💻🧑🏿‍💻🧑🏿‍💻🧑🏿‍💻', { maxWidth: 30, maxLines: 1, measure });
    expect(result).toEqual({ lines: ['🧑🏿‍💻🧑🏿‍💻…'], truncated: true });
  });

  it('wraps right-to-left text without failing', () => {
    const result = wrapText('مرحبا بالعالم هذا نص طويل جدا', { maxWidth: 80, maxLines: 3, measure });
    expect(result.lines.length).toBeGreaterThan(1);
    expect(result.lines.every((line) => measure(line) <= 80)).toBe(true);
  });

  it('keeps every line within the width', () => {
    const text = 'The quick brown fox jumps over the lazy dog again and again until the end';
    for (const maxWidth of [30, 55, 90, 140]) {
      const { lines } = wrapText(text, { maxWidth, maxLines: 100, measure });
      expect(lines.every((line) => measure(line) <= maxWidth)).toBe(true);
      expect(lines.join(' ').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    }
  });

  it('puts the ellipsis alone when even one grapheme does not fit beside it', () => {
    expect(wrapText('ab cd', { maxWidth: 10, maxLines: 1, measure })).toEqual({
      lines: ['…'],
      truncated: true,
    });
  });
});
