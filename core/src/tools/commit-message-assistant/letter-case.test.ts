import { describe, expect, it } from 'vitest';
import { isLetterCase, toLetterCase } from './letter-case';

/** lodash's word split as commitlint runs it, over Unicode letters: the reference for the ASCII fast path. */
const UNICODE_WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+\p{N}*|\p{Lu}+\p{N}*|\p{N}+|\p{L}+/gu;
const kebab = (input: string) =>
  (input.replace(/['’]/g, '').match(UNICODE_WORD) ?? []).map((word) => word.toLowerCase()).join('-');

/** ASCII strings from a fixed seed, heavy in the characters the word split turns on. */
function asciiSamples(count: number): string[] {
  const alphabet = 'aBcDxYZ09 _-./\'"!@#$%^&*()[]{}:;,<>?`~\\|+=\t';
  let seed = 20261125;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 24 }, () => alphabet[next() % alphabet.length]).join(''),
  );
}

describe('letter cases', () => {
  it.each([
    'XMLHttpRequest',
    'fooBar2Baz',
    'ABC123def',
    'hello_world-foo bar',
    '42abc',
    'a1B2c3',
    "don't stop",
    '',
  ])('splits %j into the words the Unicode pattern finds', (text) => {
    expect(toLetterCase(text, 'kebab-case')).toBe(kebab(text));
  });

  it('agrees with the Unicode pattern on 2,000 ASCII strings', () => {
    for (const text of asciiSamples(2000)) expect(toLetterCase(text, 'kebab-case'), text).toBe(kebab(text));
  });

  it('splits letters beyond ASCII as lodash does', () => {
    expect(toLetterCase('ÉcoleNormale Straße', 'kebab-case')).toBe('école-normale-straße');
    expect(toLetterCase('ÇaVa déjà', 'camel-case')).toBe('çaVaDéjà');
    expect(isLetterCase('Ärger im Büro', 'sentence-case')).toBe(true);
  });
});
