import isIgnored from '@commitlint/is-ignored';
import createPreset from 'conventional-changelog-conventionalcommits';
import { CommitParser } from 'conventional-commits-parser';
import fc from 'fast-check';
import validVersion from 'semver/functions/valid';
import { describe, expect, it } from 'vitest';
import {
  conventionalParser,
  isIgnoredMessage,
  parseCommitMessage,
  parsedMessage,
  stripGitComments,
} from './message';

describe('what git strips before committing', () => {
  it.each([
    ['comment lines', 'feat: add login\n# Please enter the commit message\n#\n', 'feat: add login'],
    [
      'the scissors line and everything below',
      'fix: x\n\nbody\n# ------------------------ >8 ------------------------\ndiff --git a b\n+Bad line',
      'fix: x\n\nbody',
    ],
    ['leading and trailing blank lines', '\n\nfix: x \n\n\n', 'fix: x '],
  ])('%s', (_, text, expected) => {
    expect(stripGitComments(text)).toBe(expected);
  });
});

describe('messages commitlint lets through unchecked', () => {
  it.each([
    ['Merge branch "x"', true],
    ['Merge remote-tracking branch origin/main', true],
    ['Reapply "feat: x"', true],
    ['Automatic merge from CI', true],
    ['v2.0.0-rc.1', true],
    ['release 1.2.3', false],
    ['feat: x', false],
    ['chore: 1.2.3', true],
    ['chore(release): v1.0.0 [skip ci]', true],
    ['  v1.2.3+build.5  ', true],
    ['=1.2.3', false],
    ['V1.2.3', false],
    ['1.2', false],
  ])('ignores %j: %s', (message, ignored) => {
    expect(isIgnoredMessage(message)).toBe(ignored);
  });

  it('lets through every first line semver calls a version (its quick check turns none away)', () => {
    const candidate = fc.oneof(
      fc.stringMatching(/^[ vV=]{0,2}[0-9.+a-zA-Z-]{0,16}$/),
      fc.string(),
      fc.constantFrom('1.2.3', 'v0.0.0-0', '10.20.30+meta', '\u00a01.0.0', '\ufeff1.0.0'),
    );
    const prefix = fc.constantFrom('', 'chore:', 'chore(release): ', ' ');
    fc.assert(
      fc.property(prefix, candidate, fc.constantFrom('', ' ', '\n\nbody'), (before, version, after) => {
        if (validVersion(version.trim()) !== null)
          expect(isIgnoredMessage(`${before}${version}${after}`)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('lets through a version after [skip ci] markers exactly as @commitlint/is-ignored does (the quick checks before and after them)', () => {
    const fragment = fc.constantFrom(
      '[skip ci]',
      '[CI SKIP]',
      '(Skip-Ci)',
      '[ci\tskip]',
      '[ſkip ci]',
      '[skip cı]',
      '(sKiP ci)',
      '[skip  ci]',
      '\t',
      '\u00a0',
      '\ufeff',
      '\u2028',
      '\u3000',
      'chore',
      'chore:',
      'chore(release):',
      '(',
      ' ',
      '1.2.3',
      'v1.0.0-rc.1',
      'x',
      '[',
      ')',
      'ci',
      'skip',
      '-',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 8 }), (parts) => {
        const message = parts.join('');
        expect(isIgnoredMessage(message)).toBe(isIgnored(message));
      }),
      { numRuns: 4000 },
    );
  });
  it('ignores exactly the merge, revert, fixup and release lines @commitlint/is-ignored ignores (its quick checks turn none away)', () => {
    const fragment = fc.constantFrom(
      'Merge ',
      'Merge pull request #1 from a/b',
      'Merge branch ',
      "'main'",
      ' into ',
      'Merge tag ',
      'Merged ',
      'Merged PR 12: ',
      'in ',
      'Merge remote-tracking branch',
      'Automatic merge',
      'Auto-merged ',
      'Revert ',
      'revert ',
      'Reapply ',
      'reapply ',
      'fixup!',
      'amend!',
      'squash!',
      '!',
      'feat: x',
      'chore(release): ',
      '1.2.3',
      '[skip ci]',
      '\n',
      '\r\n',
      ' ',
      'x',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 8 }), (parts) => {
        const message = parts.join('');
        expect(isIgnoredMessage(message)).toBe(isIgnored(message));
      }),
      { numRuns: 4000 },
    );
  });
});

describe('parseCommitMessage', () => {
  it.each([
    ['feat(auth)!: add login', { type: 'feat', scope: 'auth', subject: 'add login', referenceCount: 0 }],
    [
      'fix: crash on save\n\nCloses #12, #34',
      { type: 'fix', scope: null, subject: 'crash on save', referenceCount: 2 },
    ],
    ['not conventional at all', { type: null, scope: null, subject: null, referenceCount: 0 }],
  ])('%j', (message, expected) => {
    expect(parseCommitMessage(message)).toMatchObject({
      raw: message,
      header: message.split('\n')[0],
      ...expected,
    });
  });

  it('keeps the body and footer apart', () => {
    const parsed = parseCommitMessage('feat: x\n\nwhy it changed\n\nBREAKING CHANGE: the API moved');
    expect(parsed.body).toBe('why it changed');
    expect(parsed.footer).toBe('BREAKING CHANGE: the API moved');
  });
});

/** The parse, or the error an empty message gets. */
function parsed(parser: CommitParser, message: string) {
  try {
    return parser.parse(message);
  } catch (error) {
    return String(error);
  }
}

describe('the parser options, written without case-insensitive patterns', () => {
  it("parse every message as the preset's own options do (reverts and references included)", async () => {
    const preset = new CommitParser({ ...(await createPreset()).parser, fieldPattern: undefined });
    // Fragments near what the two rewritten patterns look at, with letters whose case differs in Unicode mode
    // only (ſ, K, ı, İ): each must match or not exactly as under the `i` flag.
    const fragment = fc.constantFrom(
      'Revert',
      'revert:',
      'REVERT',
      'rEvErT:',
      'reverT',
      'Reverted',
      ' ',
      '"',
      '\n',
      '\n\n',
      'This reverts commit',
      'THIS REVERTS COMMIT',
      'this Reverts commit',
      'This reverts commit abc123.',
      ' abc123',
      '.',
      '#',
      '#12',
      'closes',
      'Fixes #3',
      'GH-1',
      'org/repo#9',
      'ſ',
      'K',
      'ı',
      'İ',
      'feat: x',
      'fix(a)!: y',
      'BREAKING CHANGE: z',
      '@me',
      'https://x.test/#1',
      ',',
      ')',
      'ab',
      '_',
      '-',
      '/',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 14 }), (parts) => {
        const message = parts.join('');
        const ours = parsed(conventionalParser(), message);
        const theirs = parsed(preset, message);
        expect(ours).toEqual(theirs);
        // parseCommitMessage parses a message without `#` without the reference patterns: the same fields.
        if (typeof theirs !== 'string')
          expect(parseCommitMessage(message)).toEqual(parsedMessage(message, theirs));
      }),
      { numRuns: 4000 },
    );
  });
});
