import { describe, expect, it } from 'vitest';
import { parseIssues } from './issues';

describe('parseIssues (§5)', () => {
  it.each([
    ['12, 34', ['12', '34']],
    [' 12 ,, ,34 ,', ['12', '34']],
    ['', []],
    ['#7', ['#7']],
  ])('%j', (text, expected) => {
    expect(parseIssues(text)).toEqual(expected);
  });
});
