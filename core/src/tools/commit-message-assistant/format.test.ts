import { describe, expect, it } from 'vitest';
import { formatAllCommitMessages, formatCommitMessage } from './format';
import { COMMIT_SCOPES, COMMIT_TYPES, commitTypeEmoji, FALLBACK_EMOJI } from './types';

describe('commit types and scopes (§3)', () => {
  it('lists the eleven types in the spec order with their emoji', () => {
    expect(COMMIT_TYPES.map((entry) => `${entry.type} ${entry.emoji}`)).toEqual([
      'feat ✨',
      'fix 🐛',
      'docs 📚',
      'style 💎',
      'refactor ♻️',
      'perf ⚡',
      'test 🧪',
      'build 🔧',
      'ci 👷',
      'chore 🔨',
      'revert ⏪',
    ]);
  });
  it('falls back to 📝 for an unknown type', () => {
    expect(FALLBACK_EMOJI).toBe('📝');
    expect(commitTypeEmoji('wip')).toBe('📝');
  });
  it('offers the twelve scopes', () => {
    // The spec's list, in its order, as one line of text.
    expect(COMMIT_SCOPES.join(' ')).toBe(
      'api ui auth database config deps docs tests utils components pages hooks',
    );
  });
});

describe('formatCommitMessage (§9)', () => {
  const base = { type: 'feat', description: 'add login' };
  it.each([
    ['conventional, no scope', { ...base }, 'conventional', 'feat: add login'],
    ['conventional with scope', { ...base, scope: 'auth' }, 'conventional', 'feat(auth): add login'],
    [
      'conventional breaking',
      { ...base, scope: 'auth', breaking: true },
      'conventional',
      'feat(auth)!: add login\n\nBREAKING CHANGE: add login',
    ],
    [
      'angular uses the same pattern',
      { ...base, scope: 'auth', breaking: true },
      'angular',
      'feat(auth)!: add login\n\nBREAKING CHANGE: add login',
    ],
    ['emoji with scope', { ...base, scope: 'auth' }, 'emoji', '✨ auth: add login'],
    ['emoji without scope has no stray colon', { ...base }, 'emoji', '✨ add login'],
    [
      'emoji has no breaking mark but keeps the footer',
      { ...base, breaking: true },
      'emoji',
      '✨ add login\n\nBREAKING CHANGE: add login',
    ],
    ['emoji fallback for unknown type', { type: 'wip', description: 'x' }, 'emoji', '📝 x'],
    [
      'body after a blank line',
      { ...base, body: 'Uses OAuth.' },
      'conventional',
      'feat: add login\n\nUses OAuth.',
    ],
    [
      'issues as Closes #N joined by commas',
      { ...base, issues: ['12', '#34'] },
      'conventional',
      'feat: add login\n\nCloses #12, Closes #34',
    ],
    [
      'body, breaking footer and issues in order',
      { ...base, body: 'b', breaking: true, issues: ['1'] },
      'conventional',
      'feat!: add login\n\nb\n\nBREAKING CHANGE: add login\n\nCloses #1',
    ],
    ['trims the description', { type: 'fix', description: '  crash  ' }, 'conventional', 'fix: crash'],
    ['blank body is omitted', { ...base, body: '   ' }, 'conventional', 'feat: add login'],
  ] as const)('%s', (_, input, format, expected) => {
    expect(formatCommitMessage(input, format)).toBe(expected);
  });

  it('refuses a blank description', () => {
    expect(() => formatCommitMessage({ type: 'feat', description: ' ' }, 'conventional')).toThrow(
      'A short description is required.',
    );
  });

  it('gives all three formats, or null while the description is blank (nothing shown)', () => {
    expect(formatAllCommitMessages({ type: 'fix', scope: 'ui', description: 'x' })).toEqual({
      conventional: 'fix(ui): x',
      emoji: '🐛 ui: x',
      angular: 'fix(ui): x',
    });
    expect(formatAllCommitMessages({ type: 'fix', description: '  ' })).toBeNull();
  });
});

describe('Related Issues other than numbers (issue 28)', () => {
  it('writes GH-12, owner/repo#7 and PROJ-123 as given, numbers as #N', () => {
    expect(
      formatCommitMessage(
        { type: 'fix', description: 'x', issues: ['482', 'GH-12', 'acme/api#7', 'PROJ-123'] },
        'conventional',
      ),
    ).toBe('fix: x\n\nCloses #482, Closes GH-12, Closes acme/api#7, Closes PROJ-123');
  });
});
