import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAnyKeyword, hasKeyword } from './keywords';
import { AUTO_TAGS, STATUS_KEYWORDS } from './rules';

describe('hasKeyword: whole words and inflections, never fragments', () => {
  it.each([
    ['Complete', 'complete', true],
    ['completed yesterday', 'complete', true],
    ['completion at 80%', 'complete', true],
    ['completing the form', 'complete', true],
    ['incomplete work', 'complete', false],
    ['the address form', 'add', false],
    ['performance work', 'format', false],
    ['build step', 'ui', false],
    ['UI polish', 'ui', true],
    ['new UIs', 'ui', true],
    ['debug logging', 'bug', false],
    ['API-first', 'api', true],
    ['rapid prototyping', 'api', false],
    ['it is not started yet', 'not started', true],
    ['not-started', 'not started', true],
    ['renewal', 'new', false],
    ['highlight the hero', 'high', false],
    ['highly visible', 'high', true],
    ['lowercase titles', 'low', false],
    ['done', 'done', true],
    ['abandoned', 'done', false],
  ])('%j has %j: %s', (text, keyword, expected) => {
    expect(hasKeyword(text, keyword)).toBe(expected);
  });
});

/** The matcher keywords.ts replaced, as the oracle: one regular expression with the forms between lookarounds. */
function byRegExp(text: string, keywords: readonly string[]): boolean {
  const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = (word: string) => {
    const all = [word, `${word}s`, `${word}es`, `${word}ed`, `${word}ing`, `${word}ly`];
    if (word.endsWith('e'))
      all.push(`${word}d`, `${word.slice(0, -1)}ing`, `${word.slice(0, -1)}ion`, `${word.slice(0, -1)}ions`);
    return all;
  };
  const body = keywords
    .map((keyword) => {
      const words = keyword.toLowerCase().split(/\s+/);
      const last = words.pop() ?? '';
      const tail = `(?:${forms(last).map(literal).join('|')})`;
      return words.length > 0 ? `${words.map(literal).join('[\\s-]+')}[\\s-]+${tail}` : tail;
    })
    .join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

describe('hasAnyKeyword answers as the case-insensitive Unicode regular expression it replaced', () => {
  const lists = [
    ...STATUS_KEYWORDS.map(([, list]) => list),
    AUTO_TAGS,
    ['urgent', 'critical'],
    ['add', 'format', 'bug'],
  ];
  // Case variants under `iu` (K the Kelvin sign, ſ the long s), İ, a mark that folds to a letter (U+0345), other marks,
  // letters outside the BMP, digits, joiners and keyword pieces.
  const words = [...new Set(lists.flat().flatMap((keyword) => keyword.split(' ')))];
  const piece = fc.constantFrom(
    ...[
      ...words,
      'complet',
      'e',
      'ed',
      'ion',
      's',
      'ly',
      'ing',
      'ſ',
      'K',
      'İ',
      'ı',
      '\u0345',
      '\u0301',
      '𝐀',
      'é',
      '7',
    ],
    ...['A', 'B', 'S', 'T', 'O', 'N', 'D', 'UI', 'Backend'],
  );
  const joiner = fc.constantFrom(' ', '  ', '-', '\t', '_', '.', '/', '#', '\n', '', '', '');
  const text = fc
    .array(fc.tuple(piece, joiner), { maxLength: 8 })
    .map((pairs) => pairs.map(([word, between]) => word + between).join(''));

  it('on random text, for every list the rules use', () => {
    let found = 0;
    fc.assert(
      fc.property(text, fc.constantFrom(...lists), (sample, list) => {
        const expected = byRegExp(sample, list);
        expect(hasAnyKeyword(sample, list)).toBe(expected);
        if (expected) found++;
      }),
      { numRuns: 4000 },
    );
    // The samples are not all misses: a fair share holds a keyword.
    expect(found).toBeGreaterThan(400);
  });

  it('cuts words where `(?<![\\p{L}\\p{N}])` did under `iu`, for every character of the BMP', () => {
    const wordChar = /^[\p{L}\p{N}]$/iu;
    const differ: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      if (hasAnyKeyword(`${char}ui`, ['ui']) === wordChar.test(char)) differ.push(code.toString(16));
    }
    expect(differ).toEqual([]);
  });

  it.each([
    ['\u212Aey backend', ['key'], true],
    ['ſtuck', ['stuck'], true],
    ['\u0345ui', ['ui'], false],
    ['ui\u0301', ['ui'], true],
    ['𝐀ui', ['ui'], false],
    ['İn progress', ['in progress'], false],
    ['on - \thold', ['on hold'], true],
    ['on_hold', ['on hold'], false],
  ])('%j has one of %j: %s', (sample, list, expected) => {
    expect(hasAnyKeyword(sample, list)).toBe(expected);
    expect(byRegExp(sample, list)).toBe(expected);
  });
});
