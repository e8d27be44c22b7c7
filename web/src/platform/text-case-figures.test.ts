import { describe, expect, it } from 'vitest';
import { textCaseFigures } from './text-case-figures';

describe('the Text Case page figures', () => {
  it('counts a text as toolbox count does', () => {
    expect(
      textCaseFigures({ text: 'caf\u00e9 👍🏽\n', perLine: true, separateNumbers: false }).count,
    ).toEqual({
      characters: 8,
      graphemes: 7,
      words: 2,
      lines: 1,
      newlines: 1,
      bytes: 15,
    });
  });

  it('gives no counts of a text over the limit, rather than the counts of its first 1,000,000 characters', () => {
    const figures = textCaseFigures({ text: 'ab '.repeat(400_000), perLine: true, separateNumbers: false });
    expect(figures.cases).toEqual({ error: 'The text is longer than 1,000,000 characters.' });
    expect(figures.count).toBeNull();
  });
});
