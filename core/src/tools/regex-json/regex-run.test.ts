import { describe, expect, it } from 'vitest';
import { captureGroupNames, runRegex } from './regex-run';

describe('runRegex', () => {
  it('lists every match with index, groups and named groups', () => {
    const result = runRegex({
      pattern: '(?<year>\\d{4})-(\\d{2})',
      flags: 'g',
      text: 'from 2024-01 to 2025-12',
    });
    expect(result).toEqual({
      isValid: true,
      count: 2,
      truncated: false,
      test: true,
      matches: [
        {
          text: '2024-01',
          index: 5,
          end: 12,
          groups: [
            { number: 1, name: 'year', value: '2024' },
            { number: 2, value: '01' },
          ],
        },
        {
          text: '2025-12',
          index: 16,
          end: 23,
          groups: [
            { number: 1, name: 'year', value: '2025' },
            { number: 2, value: '12' },
          ],
        },
      ],
    });
  });

  it('gives group indices with d', () => {
    const result = runRegex({ pattern: 'a(?<b>b)?(c)', flags: 'd', text: 'xac' });
    expect(result.isValid && result.matches[0]?.groups).toEqual([
      { number: 1, name: 'b', value: undefined, indices: undefined },
      { number: 2, value: 'c', indices: [2, 3] },
    ]);
  });

  it.each([
    ['a', '', 'aaa', 1],
    ['a', 'g', 'aaa', 3],
    ['A', 'gi', 'aAa', 3],
    ['^b', 'gm', 'a\nb\nb', 2],
    ['a.b', 'gs', 'a\nb', 1],
    ['a.b', 'g', 'a\nb', 0],
    ['', 'g', 'abc', 4],
    ['\\p{L}+', 'gu', 'héllo wörld', 2],
    ['[\\p{L}--[a-z]]', 'gv', 'aÉb', 1],
    ['b', 'y', 'ab', 0],
    ['b', 'gy', 'bbab', 2],
  ])('/%s/%s on %j finds %d', (pattern, flags, text, count) => {
    expect(runRegex({ pattern, flags, text })).toMatchObject({ isValid: true, count });
  });

  it.each([
    ['(', 'g', 'Invalid regular expression: /(/g: Unterminated group'],
    ['a', 'gg', "Invalid flags supplied to RegExp constructor 'gg'"],
    ['a', 'uv', "Invalid flags supplied to RegExp constructor 'uv'"],
    ['a', 'x', "Invalid flags supplied to RegExp constructor 'x'"],
  ])('/%s/%s is invalid with the engine’s message', (pattern, flags, error) => {
    expect(runRegex({ pattern, flags, text: '' })).toEqual({ isValid: false, error });
  });

  it('previews String.replace with $1 and $<name>', () => {
    const result = runRegex({
      pattern: '(?<first>\\w+) (\\w+)',
      flags: 'g',
      text: 'Ada Lovelace',
      replacement: '$2, $<first>',
    });
    expect(result).toMatchObject({ replaced: 'Lovelace, Ada' });
  });

  it('stops listing at the limit but counts every match', () => {
    const result = runRegex({ pattern: 'a', flags: 'g', text: 'a'.repeat(1500) });
    expect(result).toMatchObject({ count: 1500, truncated: true });
    expect(result.isValid && result.matches).toHaveLength(1000);
  });
});

describe('captureGroupNames', () => {
  it.each([
    ['(a)(?<n>b)(?:c)(?=d)(?<=e)(?<!f)(g)', [undefined, 'n', undefined]],
    ['\\(a\\)[(](b)', [undefined]],
    ['[[](x)', [undefined]],
  ])('%s', (source, names) => expect(captureGroupNames(source)).toEqual(names));
  it('nests classes only with v', () =>
    expect(captureGroupNames('[[a]--[b]](x)', true)).toEqual([undefined]));
});
