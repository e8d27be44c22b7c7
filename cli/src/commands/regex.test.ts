import { REGEX_PRESETS } from '@toolbox/core/tools/regex-json';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './regex';

describe('toolbox regex: flags to input', () => {
  it('reads the pattern, the file or --text, and the flags', () => {
    expect(
      toOptions({
        flags: { flags: 'gi', replace: '$<year>', timeout: '500' },
        args: ['(?<year>\\d{4})', 'log.txt'],
      }),
    ).toEqual({
      pattern: '(?<year>\\d{4})',
      flags: 'gi',
      file: 'log.txt',
      text: undefined,
      replacement: '$<year>',
      count: false,
      timeoutMs: 500,
    });
  });

  it('a built-in preset gives the pattern; the first argument is then the file', () => {
    expect(toOptions({ flags: { preset: 'email', count: true }, args: ['contacts.txt'] })).toMatchObject({
      pattern: REGEX_PRESETS.email.pattern,
      file: 'contacts.txt',
      count: true,
    });
  });

  it('refuses no pattern, and a file with --text', () => {
    expect(() => toOptions({ flags: {}, args: [] })).toThrow(
      new UsageError('give a PATTERN or --preset NAME.'),
    );
    expect(() => toOptions({ flags: { text: 'since 2024' }, args: ['\\d+', 'log.txt'] })).toThrow(
      new UsageError('give a file or --text, not both.'),
    );
  });
});
