import configConventional from '@commitlint/config-conventional';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCommitMessage } from './format';
import { formatLintProblems, lintCommitMessage } from './lint';
import cases from './lint-cases.json';
import { CONFIG_CONVENTIONAL } from './lint-rules';
import { COMMIT_SCOPES, COMMIT_TYPES } from './types';

const names = (problems: { rule: string }[]) => problems.map((problem) => problem.rule);

describe('lintCommitMessage matches commitlint 20 + config-conventional', () => {
  // Expected rule names were recorded by running @commitlint/lint 20 on each message.
  it.each(cases as [string, string[], string[]][])('%j', (message, errors, warnings) => {
    const result = lintCommitMessage(message);
    expect([names(result.errors), names(result.warnings)]).toEqual([errors, warnings]);
    expect(result.valid).toBe(errors.length === 0);
  });
});

describe('config-conventional, rule for rule', () => {
  it('has the same names, levels, conditions and values', () => {
    expect(CONFIG_CONVENTIONAL).toEqual(configConventional.rules);
  });

  it('prints one line per problem with commitlint wording', () => {
    expect(formatLintProblems(lintCommitMessage('Feat: Add login.\nbody'))).toEqual([
      '✖ subject must not be sentence-case, start-case, pascal-case, upper-case [subject-case]',
      '✖ subject may not end with full stop [subject-full-stop]',
      '✖ type must be lower-case [type-case]',
      '✖ type must be one of [build, chore, ci, docs, feat, fix, perf, refactor, revert, style, test] [type-enum]',
      '⚠ body must have leading blank line [body-leading-blank]',
    ]);
    expect(formatLintProblems(lintCommitMessage('x'.repeat(101)))).toContain(
      '✖ header must not be longer than 100 characters, current length is 101 [header-max-length]',
    );
  });

  it('lets rules be switched off or changed', () => {
    const rules = {
      ...CONFIG_CONVENTIONAL,
      'type-enum': [0] as const,
      'header-max-length': [2, 'always', 10] as const,
    };
    expect(names(lintCommitMessage('wip: something long', rules).errors)).toEqual(['header-max-length']);
  });
});

describe('signed-off-by (a DCO sign-off), as @commitlint/rules 20.5 checks it', () => {
  // Each verdict and message recorded from @commitlint/lint 20.5.3 with { 'signed-off-by': [2, when, 'Signed-off-by:'] }.
  it.each([
    ['feat: x\n\nSigned-off-by: A <a@b>', 'always', []],
    ['feat: x', 'always', ['message must be signed off']],
    ['feat: x\n\nSigned-off-by: A <a@b>\n(cherry picked from commit abcdef1)', 'always', []],
    ['feat: x\n\nSigned-off-by: A <a@b>\nRefs #12', 'always', ['message must be signed off']],
    ['feat: x\n\nSigned-off-by: A <a@b>\n\n', 'always', []],
    ['Signed-off-by: A <a@b>', 'always', []],
    ['feat: x\n\nSigned-off-by: A <a@b>', 'never', ['message must not be signed off']],
    ['feat: x\n\nbody', 'never', []],
  ] as const)('%j (%s)', (message, when, errors) => {
    const result = lintCommitMessage(message, { 'signed-off-by': [2, when, 'Signed-off-by:'] });
    expect(result.errors.map((problem) => problem.message)).toEqual(errors);
  });
});

describe('what git strips before committing', () => {
  it('lints a verbose-mode message file without complaint', () => {
    const file =
      'feat: add login\n\n# Changes to be committed:\n#\tmodified: a.ts\n# ------------------------ >8 ------------------------\n# Do not modify\ndiff --git a/a.ts b/a.ts\n';
    expect(lintCommitMessage(file)).toEqual({ valid: true, ignored: false, errors: [], warnings: [] });
  });

  it('treats a message of only comments as empty, as commitlint does', () => {
    expect(lintCommitMessage('# nothing\n').valid).toBe(true);
  });
});

describe('properties', () => {
  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const result = lintCommitMessage(text);
        expect(result.valid).toBe(result.errors.length === 0);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('feat', '(', ')', '!', ':', ' ', '\n', '#', 'BREAKING CHANGE', 'x', '.', '\r'),
        ),
        (parts) => {
          lintCommitMessage(parts.join(''));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every message the assistant formats from valid input passes lint', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
    const input = fc.record({
      type: fc.constantFrom(...COMMIT_TYPES.map((entry) => entry.type)),
      scope: fc.option(fc.constantFrom(...COMMIT_SCOPES), { nil: undefined }),
      description: fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' ')),
      body: fc.option(
        fc.array(word, { maxLength: 12 }).map((words) => words.join(' ')),
        { nil: undefined },
      ),
      breaking: fc.boolean(),
      issues: fc.array(fc.integer({ min: 1, max: 99999 }).map(String), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        input,
        fc.constantFrom('conventional', 'angular') as fc.Arbitrary<'conventional' | 'angular'>,
        (commit, format) => {
          const result = lintCommitMessage(formatCommitMessage(commit, format));
          expect([...result.errors, ...result.warnings]).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('a `---` line in the body', () => {
  it('is body text, so body rules still apply (as @commitlint/parse sets fieldPattern: null)', () => {
    const result = lintCommitMessage(`feat: add x\n\nsome body\n---\n${'a'.repeat(120)}\n`);
    expect(result.errors.map((problem) => problem.rule)).toEqual(['body-max-line-length']);
  });
});
