import { describe, expect, it } from 'vitest';
import { apiVerdict, commitVerdicts, rlsNotApplied, rlsVerdict, schemaVerdict } from './gates';

describe("the pull request gate's verdicts", () => {
  it.each([
    [
      'an audit without findings at the level passes',
      { migrations: 2, counts: { error: 0, warn: 1, info: 3 }, failOn: 'error', fails: false },
      { passed: true, result: '2 migrations: 0 errors, 1 warning, 3 info (fails on error)' },
    ],
    [
      'an audit with one fails',
      { migrations: 1, counts: { error: 1, warn: 0, info: 0 }, failOn: 'error', fails: true },
      { passed: false, result: '1 migration: 1 error, 0 warnings, 0 info (fails on error)' },
    ],
  ])('RLS: %s', (_, audit, expected) => {
    expect(rlsVerdict(audit)).toEqual({ name: 'RLS audit', ...expected });
  });

  it('RLS: migrations that do not apply fail with the reason', () => {
    expect(rlsNotApplied('a.sql:3: syntax error')).toEqual({
      name: 'RLS audit',
      passed: false,
      result: 'a.sql:3: syntax error',
    });
  });

  it.each([
    [
      'all commits and the title valid',
      { commits: 3, failing: 0, title: { valid: true, problems: [] } },
      [true, '3 commits, 0 failing', true, 'valid'],
    ],
    [
      'one failing commit and a bad title',
      { commits: 1, failing: 1, title: { valid: false, problems: ['type may not be empty', 'subject too'] } },
      [false, '1 commit, 1 failing', false, 'type may not be empty; subject too'],
    ],
  ] as const)('commit lint: %s', (_, lint, [commitsPass, commitsLine, titlePass, titleLine]) => {
    expect(commitVerdicts(lint)).toEqual([
      { name: 'Commit messages', passed: commitsPass, result: commitsLine },
      { name: 'Title (the squash commit)', passed: titlePass, result: titleLine },
    ]);
  });

  it('commit lint without a title (none given): no title gate, rather than a verdict on nothing', () => {
    expect(commitVerdicts({ commits: 2, failing: 0 })).toEqual([
      { name: 'Commit messages', passed: true, result: '2 commits, 0 failing' },
    ]);
  });

  it.each([
    [{ changes: 2, breaking: 0, announced: false }, true, '2 changes, 0 breaking'],
    [
      { changes: 1, breaking: 1, announced: false },
      false,
      '1 change, 1 breaking (not announced: no `!` or BREAKING CHANGE)',
    ],
    [
      { changes: 3, breaking: 2, announced: true },
      true,
      '3 changes, 2 breaking (announced as a breaking change)',
    ],
  ])('schema %j', (diff, passed, result) => {
    expect(schemaVerdict(diff)).toEqual({ name: 'Schema changes', passed, result });
  });

  it.each([
    [{ path: 'openapi.yaml', isNew: true } as const, true, 'openapi.yaml is new'],
    [{ changes: 4, breaking: 0, fails: false, announced: false }, true, '4 changes, 0 breaking'],
    [{ changes: 1, breaking: 1, fails: true, announced: false }, false, '1 change, 1 breaking'],
    [{ changes: 1, breaking: 1, fails: true, announced: true }, true, '1 change, 1 breaking (announced)'],
  ])('API %j', (diff, passed, result) => {
    expect(apiVerdict(diff)).toEqual({ name: 'API changes', passed, result });
  });
});
