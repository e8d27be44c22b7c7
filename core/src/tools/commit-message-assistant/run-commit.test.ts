import { describe, expect, it } from 'vitest';
import { findIssueReferences } from '../../conventional/issues';
import { CONFIG_CONVENTIONAL } from './lint-rules';
import { type CommitRequest, runCommit } from './run-commit';
import { runMessageLint } from './run-commit-lint';

const staged = { files: ['src/auth/login.ts'], workspaceScope: undefined };

describe('runCommit: the fields or free text in, the commit and its messages out', () => {
  it.each<[string, CommitRequest, string | null]>([
    [
      'fields',
      { type: 'fix', description: 'crash on save', issues: '12, 12' },
      'fix: crash on save\n\nCloses #12, Closes #12',
    ],
    [
      'free text, given fields win',
      { describe: 'Fixed the login bug in auth', type: 'perf' },
      'perf(auth): the login bug in auth',
    ],
    ['a staged scope', { description: 'add login', staged }, 'feat(auth): add login'],
    [
      'a staged scope the rules refuse',
      {
        description: 'add login',
        staged,
        rules: { ...CONFIG_CONVENTIONAL, 'scope-enum': [2, 'always', ['web']] },
      },
      'feat: add login',
    ],
    ['fitted to the rules', { description: 'Add login.', rules: CONFIG_CONVENTIONAL }, 'feat: add login'],
    ['a blank description', { description: '  ' }, null],
  ])('%s', (_, request, conventional) => {
    expect(runCommit(request).messages?.conventional ?? null).toBe(conventional);
  });

  it('refuses blank free text, naming the field', () => {
    expect(() => runCommit({ describe: ' ' })).toThrow(expect.objectContaining({ field: 'describe' }));
  });

  it('moves an issue reference from the description to the issues', () => {
    const description = 'fix login, closes #482';
    const [reference] = findIssueReferences(description);
    const { references, moved } = runCommit({ description, issues: '7', move: reference });
    expect(references).toHaveLength(1);
    expect(moved).toEqual({ description: 'fix login', issues: '7, 482' });
  });

  it('measures the header against the rules, and reports a verdict given', () => {
    const report = runMessageLint({ message: `feat: ${'x'.repeat(120)}` });
    expect(report.header).toEqual({ length: 126, limit: 100 });
    expect(report.problems[0]).toMatch(/^✖ .*\[header-max-length\]$/);
  });
});
