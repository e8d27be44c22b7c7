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
