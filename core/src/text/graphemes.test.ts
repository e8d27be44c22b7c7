import { describe, expect, it, vi } from 'vitest';
import { seededNumbers } from '../deterministic/seeded-random';
import { countGraphemes, leadingGraphemes, splitGraphemes } from './graphemes';

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
  '🚀',
  '😀',
  '🦀',
  '🫠',
  '🎉',
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

  it('agrees with Intl.Segmenter on long texts it gives the segmenter a window at a time: flags, marks, scripts', () => {
    // No simple runs to cut at: all of each text goes through the windows, and flags pair across their edges.
    const joining = PIECES.filter((piece) => !/^[ -~\n\t]+$/.test(piece));
    const random = seededNumbers(20261201);
    for (let n = 0; n < 12; n++) {
      let text = '';
      while (text.length < 3000 + n * 400) text += joining[Math.floor(random() * joining.length)];
      if (n % 4 === 0) text += `x${'\u0301'.repeat(3000)}中`;
      expect(splitGraphemes(text), `text ${n}`).toEqual(reference(text));
      expect(countGraphemes(text)).toBe(reference(text).length);
    }
  });

  it('splits 200,000 characters of Japanese in linear time (given whole to the segmenter, they took 101 s)', () => {
    const text = '日本語のテキストです。これは長い文章の例で、句読点も含みます。\n'.repeat(6452);
    const started = performance.now();
    expect(countGraphemes(text)).toBe(text.length);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('agrees with Intl.Segmenter on every code point of the blocks it splits itself, beside what can join them', () => {
    // A letter, ZWJ, a variation selector, a combining mark, a SpacingMark, a Prepend, a skin tone, a regional indicator.
    const joiners = ['a', '\u200d', '\ufe0f', '\u0301', '\u0903', '\u0600', '🏽', '🇫'];
    const disagreements: string[] = [];
    const blocks: [number, number][] = [
      [0x2000, 0x206f],
      [0x20a0, 0x20cf],
      [0x2100, 0x214f],
      [0x1f300, 0x1faff],
    ];
    for (const cp of blocks.flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i),
    )) {
      const c = String.fromCodePoint(cp);
      for (const text of [
        `ab${c}${c}${c}cd`,
        ...joiners.flatMap((j) => [j + c, c + j, `${c}${c}${j}${c}${c}`]),
      ])
        if (splitGraphemes(text).join('|') !== reference(text).join('|')) disagreements.push(text);
    }
    expect(disagreements).toEqual([]);
  });

  it('makes no segmenter for ASCII, Latin-1 and emoji text (making one costs a page 20-30 ms before its first drawing)', async () => {
    vi.resetModules();
    const Real = Intl.Segmenter;
    let made = 0;
    const intl = Intl as { Segmenter: typeof Real };
    intl.Segmenter = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    };
    try {
      const fresh = await import('./graphemes');
      expect(fresh.splitGraphemes('🚀 Build Amazing Web Apps – café 🦀🎉')).toHaveLength(34);
      expect(made).toBe(0);
      expect(fresh.splitGraphemes('👍🏽')).toEqual(['👍🏽']);
      expect(made).toBe(1);
    } finally {
      intl.Segmenter = Real;
    }
  });

  it('splits a text of millions of simple characters with dashes in it (V8 overflowed its stack on one long match)', () => {
    const text = 'fox — jumps. '.repeat(800_000);
    const graphemes = splitGraphemes(text);
    expect(graphemes).toHaveLength(text.length);
    expect(graphemes.slice(-13).join('')).toBe('fox — jumps. ');
  });

  it.each([
    ['a mark right after', `${'a'.repeat(65_536)}\u0301b`],
    ['a mark one later', `${'a'.repeat(65_537)}\u0301b`],
    ['a ZWJ sequence across', `${'a'.repeat(65_535)}👩\u200d👩 bé\u0301`],
    ['CR LF across', `${'a'.repeat(65_535)}\r\nccc`],
  ])('agrees with Intl.Segmenter past a run of 65,536 simple characters: %s', (_, text) => {
    // Between two a's there is always a boundary: ICU reads the end only (it takes seconds on the whole run).
    const expected = [...Array.from({ length: 65_530 }, () => 'a'), ...reference(text.slice(65_530))];
    expect(splitGraphemes(text).join('|')).toBe(expected.join('|'));
  });
});

describe('leadingGraphemes', () => {
  // Family ZWJ emoji, flags, skin tones, combining marks, Hangul jamo, CRLF: each a grapheme over several units.
  const tricky = 'a👨‍👩‍👧‍👦🇫🇷👍🏽e\u0301\u0323\u1100\u1161\u11a8\r\nz'.repeat(40);

  it('gives the same first graphemes as splitting the whole text, and says whether more follow', () => {
    const all = splitGraphemes(tricky);
    for (const count of [0, 1, 2, 5, 59, 60, 61, 160, all.length - 1, all.length, all.length + 3]) {
      expect(leadingGraphemes(tricky, count)).toEqual({
        graphemes: all.slice(0, count),
        more: all.length > count,
      });
    }
  });

  it('cuts a pasted megabyte to 160 characters without splitting all of it', () => {
    const text = `${'é'.repeat(200)}${'x'.repeat(1_000_000)}`;
    const split = vi.spyOn(String.prototype, 'matchAll');
    expect(leadingGraphemes(text, 160)).toEqual({ graphemes: Array(160).fill('é'), more: true });
    // The regex of SIMPLE is matched over what is split: a prefix, not the million characters.
    const scanned = split.mock.contexts.reduce((sum: number, s) => sum + String(s).length, 0);
    split.mockRestore();
    expect(scanned).toBeLessThan(10_000);
  });
});
