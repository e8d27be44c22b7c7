import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { runSumsCheck, runSumsParse, SUMS_MESSAGES } from './sums';

const A = 'a'.repeat(64);
const B = 'B'.repeat(64);

describe('runSumsParse', () => {
  it('reads text and binary lines, tagged lines, escaped names, CRLF, comments and blank lines', () => {
    const text = [
      `${A}  notes.txt`,
      `${B} *image.png`,
      '# a comment',
      '',
      `MD5 (old.tar) = ${'c'.repeat(32)}`,
      `\\${A}  two\\nlines\\\\x`,
      `${A}  with spaces.txt\r`,
    ].join('\n');
    expect(runSumsParse(text, 'sha256')).toEqual({
      entries: [
        { line: 1, name: 'notes.txt', algorithm: 'sha256', digest: A },
        { line: 2, name: 'image.png', algorithm: 'sha256', digest: 'b'.repeat(64) },
        { line: 5, name: 'old.tar', algorithm: 'md5', digest: 'c'.repeat(32) },
        { line: 6, name: 'two\nlines\\x', algorithm: 'sha256', digest: A },
        { line: 7, name: 'with spaces.txt', algorithm: 'sha256', digest: A },
      ],
      malformed: [],
    });
  });

  it('skips the white space before a line, as sha256sum -c does', () => {
    const text = `  ${A}  indented\n\t\\MD5 (tab\\\\bed) = ${'c'.repeat(32)}\n`;
    expect(runSumsParse(text, 'sha256')).toEqual({
      entries: [
        { line: 1, name: 'indented', algorithm: 'sha256', digest: A },
        { line: 2, name: 'tab\\bed', algorithm: 'md5', digest: 'c'.repeat(32) },
      ],
      malformed: [],
    });
  });

  it('counts a digest of the wrong length, a missing name, an unknown tag or a bad escape as malformed', () => {
    const text = [
      `${A}  ok`,
      `${'a'.repeat(40)}  sha1-length`,
      A,
      `WHIRLPOOL (x) = ${A}`,
      `\\${A}  bad\\q`,
    ].join('\n');
    expect(runSumsParse(text, 'sha256')).toMatchObject({ malformed: [2, 3, 4, 5] });
    expect(runSumsParse(text, 'sha256').entries).toHaveLength(1);
  });

  it('names the algorithms whose length the digests have when none is the one asked for (a SHA512SUMS)', () => {
    const sha512sums = `${'a'.repeat(128)}  one.iso\n${'b'.repeat(128)}  two.iso\n`;
    const message = `${SUMS_MESSAGES.none} (its digests are 128 hex digits: SHA-512, SHA3-512 or BLAKE2b-512, not SHA-256)`;
    expect(() => runSumsParse(sha512sums, 'sha256')).toThrow(
      new ToolInputError(message, SUMS_MESSAGES.title, 'sums'),
    );
    const md5sums = `\\${'c'.repeat(32)}  new\\nline\n`;
    expect(() => runSumsParse(md5sums, 'sha1')).toThrow(
      `${SUMS_MESSAGES.none} (its digests are 32 hex digits: MD5, not SHA-1)`,
    );
  });

  it.each([
    ['', SUMS_MESSAGES.blank],
    [' \n', SUMS_MESSAGES.blank],
    ['not a checksum line', SUMS_MESSAGES.none],
    ['# only a comment\n', SUMS_MESSAGES.none],
  ])('refuses %j', (text, message) => {
    expect(() => runSumsParse(text, 'sha256')).toThrow(
      new ToolInputError(message, SUMS_MESSAGES.title, 'sums'),
    );
  });
});

describe('runSumsCheck', () => {
  const entries = runSumsParse(`${A}  good\n${A}  bad\n${A}  gone\nnonsense\n`, 'sha256');
  const [good, bad, gone] = entries.entries;
  const outcomes = [
    { entry: good ?? entries.entries[0]!, actual: A },
    { entry: bad ?? entries.entries[0]!, actual: 'f'.repeat(64) },
    { entry: gone ?? entries.entries[0]!, actual: undefined },
  ];

  it('words each file and the warnings as sha256sum -c does', () => {
    const report = runSumsCheck(outcomes, entries.malformed.length);
    expect(report.text).toBe('good: OK\nbad: FAILED\ngone: FAILED open or read');
    expect(report.warnings).toEqual([
      'WARNING: 1 line is improperly formatted',
      'WARNING: 1 listed file could not be read',
      'WARNING: 1 computed checksum did NOT match',
    ]);
    expect(report).toMatchObject({ ok: 1, failed: 1, missing: 1, malformed: 1, passed: false });
  });

  it('passes when every file matches, and --ignore-missing leaves out the unread ones', () => {
    expect(runSumsCheck(outcomes.slice(0, 1), 0)).toMatchObject({
      text: 'good: OK',
      warnings: [],
      passed: true,
    });
    const ignoring = runSumsCheck([outcomes[0]!, outcomes[2]!], 0, { ignoreMissing: true });
    expect(ignoring).toMatchObject({ text: 'good: OK', missing: 0, passed: true });
    expect(runSumsCheck([outcomes[2]!], 0, { ignoreMissing: true })).toMatchObject({ passed: false });
  });
});
