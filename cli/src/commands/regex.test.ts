import { REGEX_PRESETS, REGEX_TIMED_OUT } from '@toolbox/core/tools/regex-json';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, subcommands, toOptions } from './regex';

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

describe('toolbox regex explain', () => {
  it('reads the pattern and the flags (default g)', () => {
    expect(subcommands.explain.toOptions?.({ flags: { flags: 'mi' }, args: ['^a$'] })).toEqual({
      pattern: '^a$',
      flags: 'mi',
    });
    expect(subcommands.explain.toOptions?.({ flags: {}, args: ['a'] })).toEqual({ pattern: 'a', flags: 'g' });
  });

  it('prints each token under the flags, and refuses an invalid pattern with the engine’s message', async () => {
    const ctx = testContext();
    await subcommands.explain.run?.({ pattern: '(a+)+$', flags: 's' }, ctx);
    expect(ctx.captured.stdout).toBe(
      [
        '/(a+)+$/s',
        '  s  dot all: . matches line breaks too',
        '',
        '(a+)+  capturing group 1 — 1 or more times, as many as possible (a repeated group around a repeat: on text that almost matches it can backtrack catastrophically)',
        '  a+   the character "a" — 1 or more times, as many as possible',
        '$      the end of the text',
        '',
      ].join('\n'),
    );
    await expect(subcommands.explain.run?.({ pattern: '[', flags: 'g' }, testContext())).rejects.toThrow(
      'Invalid regular expression: /[/g: Unterminated character class',
    );
  });
});

describe('toolbox regex run', () => {
  it('prints matches and stops a runaway pattern with the core message', async () => {
    const ctx = testContext();
    await run({ ...base, pattern: '\\d+', text: 'a1 b22' }, ctx);
    expect(ctx.captured.stdout).toBe('1\n22\n');
    await expect(
      run({ ...base, pattern: '(a+)+$', text: `${'a'.repeat(40)}!`, timeoutMs: 100 }, testContext()),
    ).rejects.toThrow(REGEX_TIMED_OUT);
  });
});

const base = {
  pattern: '',
  flags: 'g',
  file: undefined,
  text: '',
  replacement: undefined,
  count: false,
  timeoutMs: 2000,
};
