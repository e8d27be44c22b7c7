import { describe, expect, it } from 'vitest';
import { explainRegex } from './explain';
import { REGEX_PRESET_NAMES, REGEX_PRESETS } from './presets';

/** Each token as [raw, depth, text], the way the panel lists them. */
function rows(pattern: string, flags = '') {
  const explanation = explainRegex(pattern, flags);
  if (!explanation.isValid) throw new Error(explanation.error);
  return explanation.tokens.map((token) => [token.raw, token.depth, token.text]);
}

describe('explainRegex', () => {
  it('reads groups, quantifiers, literals and backreferences token by token', () => {
    expect(rows('(?<year>\\d{4})-(\\d{2})\\k<year>\\1')).toEqual([
      ['(?<year>\\d{4})', 0, 'capturing group 1 "year"'],
      ['\\d{4}', 1, 'a digit (0–9) — exactly 4 times'],
      ['-', 0, 'the character "-"'],
      ['(\\d{2})', 0, 'capturing group 2'],
      ['\\d{2}', 1, 'a digit (0–9) — exactly 2 times'],
      ['\\k<year>', 0, 'the same text that group "year" (1) matched'],
      ['\\1', 0, 'the same text that group 1 matched'],
    ]);
  });

  it('keeps a run of plain characters as one token, escapes included', () => {
    expect(rows('ab\\.c+')).toEqual([
      ['ab\\.', 0, 'the text "ab."'],
      ['c+', 0, 'the character "c" — 1 or more times, as many as possible'],
    ]);
  });

  it.each([
    [
      '',
      'the start of the text',
      'the end of the text',
      'any character except a line break',
      'the character "a"',
    ],
    [
      'm',
      'the start of a line',
      'the end of a line',
      'any character except a line break',
      'the character "a"',
    ],
    [
      's',
      'the start of the text',
      'the end of the text',
      'any character, line breaks included',
      'the character "a"',
    ],
    [
      'i',
      'the start of the text',
      'the end of the text',
      'any character except a line break',
      'the character "a" (either case)',
    ],
  ])('honours the flags %j in ^ $ . and letters', (flags, start, end, dot, letter) => {
    expect(rows('^.a$', flags).map((row) => row[2])).toEqual([start, dot, letter, end]);
  });

  it('numbers alternatives and nests what they hold', () => {
    expect(rows('cat|(?:dog|)s??')).toEqual([
      ['cat', 0, 'alternative 1 of 2'],
      ['cat', 1, 'the text "cat"'],
      ['(?:dog|)s??', 0, 'alternative 2 of 2'],
      ['(?:dog|)', 1, 'a group that does not capture'],
      ['dog', 2, 'alternative 1 of 2'],
      ['dog', 3, 'the text "dog"'],
      ['', 2, 'alternative 2 of 2: nothing (the empty string)'],
      ['s??', 1, 'the character "s" — optional (0 or 1 time), as few as possible (lazy)'],
    ]);
  });

  it('spells out classes, sets and lookarounds', () => {
    expect(rows('(?<=\\$)[^\\s,a-f]{2,5}(?!\\w)\\b\\B\\D\\S\\W\\t')).toEqual([
      ['(?<=\\$)', 0, 'preceded by (checked, not consumed)'],
      ['\\$', 1, 'the character "$"'],
      [
        '[^\\s,a-f]{2,5}',
        0,
        'any one character except: a whitespace character (space, tab, line break…), ",", a–f — between 2 and 5 times, as many as possible',
      ],
      ['(?!\\w)', 0, 'not followed by (checked, not consumed)'],
      ['\\w', 1, 'a word character (a–z, A–Z, 0–9, _)'],
      ['\\b', 0, 'a word boundary'],
      ['\\B', 0, 'a place that is not a word boundary'],
      ['\\D', 0, 'any character but a digit'],
      ['\\S', 0, 'any character but whitespace'],
      ['\\W', 0, 'any character but a word character'],
      ['\\t', 0, 'the character a tab'],
    ]);
  });

  it('reads \\p{…} and set operations only in the modes that have them', () => {
    expect(rows('\\p{L}+', 'u')).toEqual([
      ['\\p{L}+', 0, 'a character with the Unicode property L — 1 or more times, as many as possible'],
    ]);
    // Without u, \p is an escaped "p" (Annex B) and {L} a literal brace run.
    expect(rows('\\p{L}')).toEqual([['\\p{L}', 0, 'the text "p{L}"']]);
    expect(rows('[\\p{L}--[a-z]]', 'v')).toEqual([
      ['[\\p{L}--[a-z]]', 0, 'one of: a character with the Unicode property L but not one of: a–z'],
    ]);
  });

  it('flags a repeated group around a repeat, the shape that backtracks catastrophically', () => {
    expect(rows('(a+)+$')).toEqual([
      [
        '(a+)+',
        0,
        'capturing group 1 — 1 or more times, as many as possible (a repeated group around a repeat: on text that almost matches it can backtrack catastrophically)',
      ],
      ['a+', 1, 'the character "a" — 1 or more times, as many as possible'],
      ['$', 0, 'the end of the text'],
    ]);
  });

  it.each([
    ['(?:a|b+)*c', true],
    ['(?:\\d{1,3}\\.){3}', false],
    ['(a+){2}', false],
    ['(ab)+', false],
  ])('%s is flagged as nested repetition: %s', (pattern, risky) => {
    expect(rows(pattern)[0]?.[2]).toSatisfy(
      (text: string) => text.includes('backtrack catastrophically') === risky,
    );
  });

  it('notes each flag', () => {
    const explanation = explainRegex('a', 'gimsuy');
    expect(explanation.isValid && explanation.flagNotes.map((note) => note.flag)).toEqual([
      'g',
      'i',
      'm',
      's',
      'u',
      'y',
    ]);
  });

  it.each([
    ['(', 'g', 'Invalid regular expression: /(/g: Unterminated group'],
    ['a', 'uv', "Invalid flags supplied to RegExp constructor 'uv'"],
    ['\\p{Nope}', 'u', 'Invalid regular expression: /\\p{Nope}/u: Invalid property name'],
  ])('/%s/%s gets the engine’s message', (pattern, flags, error) => {
    expect(explainRegex(pattern, flags)).toEqual({ isValid: false, error });
  });

  // The oracle: the boundaries are regexpp's, so the top-level tokens tile the pattern apart from the `|` between
  // alternatives, and each token's raw is the pattern's text at its offsets.
  it.each(REGEX_PRESET_NAMES)('the %s preset is covered end to end by its tokens', (name) => {
    const { pattern, flags } = REGEX_PRESETS[name];
    const explanation = explainRegex(pattern, flags);
    if (!explanation.isValid) throw new Error(explanation.error);
    for (const token of explanation.tokens) expect(pattern.slice(token.start, token.end)).toBe(token.raw);
    const top = explanation.tokens.filter((token) => token.depth === 0);
    let at = 0;
    for (const token of top) {
      if (token.start !== at) expect(pattern.slice(at, token.start)).toBe('|');
      at = token.end;
    }
    expect(at).toBe(pattern.length);
  });

  // JavaScript compiles and runs these: 3,000 nested groups overflowed the walk below (a RangeError thrown into the
  // page's render), 6,000 regexpp's parser (its stack message shown as if the pattern were wrong).
  it.each([3000, 6000])(
    'says a pattern nesting %i groups is too deep to explain, not a stack overflow',
    (depth) => {
      const pattern = `${'('.repeat(depth)}a${')'.repeat(depth)}`;
      expect(new RegExp(pattern).exec('a')).toHaveLength(depth + 1);
      expect(explainRegex(pattern, 'g')).toEqual({
        isValid: false,
        error: 'The pattern nests too deeply to explain (it still runs: only the explanation stops).',
        tooDeep: true,
      });
    },
  );

  it('still explains a pattern nesting 500 groups', () => {
    expect(rows(`${'(?:'.repeat(500)}a${')'.repeat(500)}`)).toHaveLength(501);
  });
});
