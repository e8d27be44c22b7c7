import { describe, expect, it } from 'vitest';
import { isIgnoredMessage, parseCommitMessage, stripGitComments } from './message';

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
  ])('ignores %j: %s', (message, ignored) => {
    expect(isIgnoredMessage(message)).toBe(ignored);
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
