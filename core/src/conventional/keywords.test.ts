import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstKeywordMatch, type KeywordRule, verbForms, wordsOf } from './keywords';

describe('wordsOf', () => {
  it.each([
    ['Fixed the LOGIN bug', ['fixed', 'the', 'login', 'bug']],
    ["don't re-run it, 2 times", ["don't", 're-run', 'it', '2', 'times']],
    ['  ...  ', []],
  ])('%j', (text, expected) => {
    expect(wordsOf(text)).toEqual(expected);
  });

  // ASCII text is cut with the ASCII spelling of the pattern (compiling the Unicode one is dear): the same words.
  it('finds the words the Unicode pattern finds, in ASCII text and in any other', () => {
    const unicode = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
    const pieces = ['a', 'Z', '9', "'", '’', '-', ' ', '_', '.', 'é', 'ß', 'İ', '\u212a', '\u0345', '𝐀', '٣'];
    const mixed = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), mixed), (text) => {
        expect(wordsOf(text)).toEqual(text.toLowerCase().match(unicode) ?? []);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('verbForms', () => {
  it.each([
    ['add', ['add', 'adds', 'added', 'adding']],
    ['remove', ['remove', 'removed', 'removes', 'removing']],
    ['fix', ['fix', 'fixes', 'fixed', 'fixing']],
    ['push', ['push', 'pushes', 'pushed', 'pushing']],
  ])('%s', (stem, expected) => {
    expect(verbForms(stem)).toEqual(expected);
  });

  it('appends the extra forms', () => {
    expect(verbForms('build', ['built'])).toContain('built');
  });
});

describe('firstKeywordMatch', () => {
  const rules: readonly KeywordRule<string>[] = [
    { value: 'fix', words: verbForms('fix') },
    { value: 'docs', words: ['docs', 'readme'] },
  ];

  it.each([
    ['Fixed the readme', 'fix'],
    ['update the README', 'docs'],
    ['a bug-fix release', 'fix'],
    ['add a prefix to the debug output', undefined],
    ['', undefined],
  ])('%j -> %s', (text, expected) => {
    expect(firstKeywordMatch(text, rules)).toBe(expected);
  });
});
