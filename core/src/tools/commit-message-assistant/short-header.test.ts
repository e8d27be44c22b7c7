import { describe, expect, it } from 'vitest';
import { CONFIG_CONVENTIONAL } from './lint-rules';
import { runCommit } from './run-commit';
import { runMessageLint } from './run-commit-lint';
import { shortHeader } from './short-header';

const ISSUE_82 =
  'Fixed HMR so that import.meta.hot.invalidate works in virtual modules; it used to do a full reload';

describe('shortHeader: a long description as a short subject and a body', () => {
  it.each([
    // The first clause is the subject; the sentences after it are the body.
    [
      'update Tera links to the new URL. The Tera website changed from Netlify to GitHub Pages.',
      60,
      'tera links to the new URL',
      'The Tera website changed from Netlify to GitHub Pages.',
    ],
    // A capital the spec's lowercasing keeps (an acronym) would fail subject-case: the verb stays, imperative.
    ['Fixed HMR so that virtual modules reload', 60, 'fix HMR so that virtual modules reload', ''],
    ['Updated README with usage', 60, 'update README with usage', ''],
    // No verb to keep: the word is quoted, which commitlint's case rule reads past.
    ['HMR breaks virtual modules', 60, '`HMR` breaks virtual modules', ''],
    // A clause past the room is cut before a telling word, never on a dangling one; the body keeps it all.
    [
      'The minimum Node version supported is 8.3 as we use Object properties spread',
      60,
      'the minimum Node version supported is 8.3',
      'The minimum Node version supported is 8.3 as we use Object properties\nspread.',
    ],
    [
      'This will reduce the number of pulled dependencies if you want to use git-cliff as a library',
      64,
      'this will reduce the number of pulled dependencies',
      'This will reduce the number of pulled dependencies if you want to use\ngit-cliff as a library.',
    ],
    // Short text is left as the spec's rules make it.
    ['Add dark mode', 60, 'dark mode', ''],
  ])('%j in %i -> %j', (text, room, description, body) => {
    expect(shortHeader(text, room)).toEqual({ description, body });
  });
});

describe('Auto-Generate passes its own lint (issue 82)', () => {
  it('writes the issue example as a short subject and a body, within 72 characters', () => {
    const { messages } = runCommit({ describe: ISSUE_82, rules: CONFIG_CONVENTIONAL });
    expect(messages?.conventional).toBe(
      'fix: fix HMR so that import.meta.hot.invalidate works in virtual modules\n\nIt used to do a full reload.',
    );
    const report = runMessageLint({ message: messages?.conventional ?? '', rules: CONFIG_CONVENTIONAL });
    expect(report.problems).toEqual([]);
    expect(report.header.length).toBeLessThanOrEqual(72);
  });

  it('keeps a longer type and scope within the limit, and does not repeat its body when run again', () => {
    const first = runCommit({ describe: ISSUE_82, scope: 'components', rules: CONFIG_CONVENTIONAL });
    expect(first.messages?.conventional.split('\n')[0]).toBe(
      'fix(components): fix HMR so that import.meta.hot.invalidate works',
    );
    const again = runCommit({
      describe: ISSUE_82,
      scope: 'components',
      body: first.commit.body,
      rules: CONFIG_CONVENTIONAL,
    });
    expect(again.commit.body).toBe(first.commit.body);
  });

  it('keeps a header-max-length tighter than 72', () => {
    const rules = { ...CONFIG_CONVENTIONAL, 'header-max-length': [2, 'always', 50] as const };
    const { messages } = runCommit({ describe: ISSUE_82, rules });
    expect(runMessageLint({ message: messages?.conventional ?? '', rules }).problems).toEqual([]);
  });
});
