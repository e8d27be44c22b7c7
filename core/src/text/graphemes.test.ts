import { describe, expect, it } from 'vitest';
import { seededNumbers } from '../deterministic/seeded-random';
import { splitGraphemes } from './graphemes';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const reference = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

/** Pieces that join or split in every way UAX #29 knows, next to plain ASCII and Latin-1. */
const PIECES = [
  'a',
  'Z',
  ' ',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '©',
  '®',
  'é',
  '\u00ad',
  '\u0301',
  '\u0308',
  '\u200d',
  '\ufe0f',
  '\u20e3',
  '#',
  '1',
  '👍',
  '🏽',
  '👩',
  '❤',
  '🇫',
  '🇷',
  '\u0600',
  'क',
  '\u094d',
  'ष',
  '\u1100',
  '\u1161',
  '\u11a8',
  '한',
  '中',
  'ب',
  'ت',
  '\u0e33',
  'x\u0301',
  'e',
  '\u007f',
  '\u0085',
  'ÿ',
  '~',
];

describe('splitGraphemes', () => {
  it.each([
    ['plain ASCII', 'Hello, world!', 13],
    ['a combining mark after a run', 'cafe\u0301 au lait', 12],
    ['CR LF as one', 'a\r\nb', 3],
    ['a ZWJ sequence after ASCII', 'hi 👩\u200d👩\u200d👧 there', 10],
    ['a keycap', 'press 1\ufe0f\u20e3 now', 11],
    ['ZWJ before ©', 'ab\u200d©cd', 5],
  ])('%s', (_, text, count) => {
    expect(splitGraphemes(text)).toEqual(reference(text));
    expect(splitGraphemes(text)).toHaveLength(count);
  });

  it('agrees with Intl.Segmenter on 3,000 random mixtures', () => {
    const random = seededNumbers(20261123);
    for (let n = 0; n < 3000; n++) {
      const length = Math.floor(random() * 24);
      let text = '';
      for (let i = 0; i < length; i++) {
        const plain = random() < 0.5;
        text += plain
          ? 'abc de'.slice(0, 1 + Math.floor(random() * 6))
          : PIECES[Math.floor(random() * PIECES.length)];
      }
      expect(splitGraphemes(text), JSON.stringify(text)).toEqual(reference(text));
    }
  });
});
