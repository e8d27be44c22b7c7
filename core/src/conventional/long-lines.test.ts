// conventional-commits-parser's reference and no-match patterns took time quadratic or cubic in a line's length
// (patches/conventional-commits-parser@6.4.0.patch): a 1,000-character body line with `#1` in it cost the
// commit-msg hook 5 s, 4,000 characters 2 minutes; a 100,000-character header 6 s. commitlint itself has them.
import { describe, expect, it } from 'vitest';
import { conventionalParser, parseCommitMessage } from './message';

const within = <T>(seconds: number, run: () => T): T => {
  const started = performance.now();
  const result = run();
  expect(performance.now() - started).toBeLessThan(seconds * 1000);
  return result;
};

describe('long lines', () => {
  it('parses a body line of 60,000 characters with a reference in it', () => {
    const parsed = within(2, () => parseCommitMessage(`fix: x\n\nsee #1 ${'a'.repeat(60_000)}`));
    expect(parsed.referenceCount).toBe(1);
  });

  it('parses a header of 200,000 characters without a reference', () => {
    const parsed = within(2, () => parseCommitMessage('a'.repeat(200_000)));
    expect(parsed).toMatchObject({ type: null, referenceCount: 0 });
  });

  it('reads a line of 40,000 references in time linear in its length', () => {
    const line = 'see #1 owner/repo#2, '.repeat(20_000);
    const commit = within(4, () => conventionalParser().parse(`fix: x\n\n${line}`));
    // The parser stops after a few references on one line, before and after the patch alike.
    expect(commit.references.slice(0, 2)).toMatchObject([
      { raw: 'see #1', issue: '1' },
      { raw: ' owner/repo#2', owner: 'owner', repository: 'repo', issue: '2' },
    ]);
  });

  it('keeps what a reference is read as: owner, repository, prefix, issue and the raw text before it', () => {
    const { references } = conventionalParser().parse(
      'fix: x\n\nCloses #12, owner/repo#3 and gh.io/x#4\nsee http://x.org/#5',
    );
    expect(references).toEqual([
      { raw: '#12', action: 'Closes', owner: null, repository: null, prefix: '#', issue: '12' },
      {
        raw: ', owner/repo#3',
        action: 'Closes',
        owner: 'owner',
        repository: 'repo',
        prefix: '#',
        issue: '3',
      },
      { raw: ' and gh.io/x#4', action: 'Closes', owner: 'gh.io', repository: 'x', prefix: '#', issue: '4' },
    ]);
  });
});
