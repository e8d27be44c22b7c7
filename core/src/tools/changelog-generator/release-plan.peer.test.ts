// The next version's bump against @semantic-release/commit-analyzer (13.0.1, conventionalcommits preset), run
// here on the same commits. Where both apply they must agree; the differences below are deliberate, each argued
// (and in docs/design-notes.md):
// - 0.x: a breaking change bumps the minor here, the major there. SemVer §4 makes 0.y.z "anything may change";
//   npm's caret reads ^0.4.1 as <0.5.0, so 0.5.0 already tells every consumer it may break. Leaving 0.x is the
//   maintainers' decision (`--release-as 1.0.0`), not a side effect of a `feat!` commit.
// - A `revert: …` commit without git's "This reverts commit <hash>." body releases a patch here; the analyzer
//   only knows a revert by that body and skips it. The type alone says a shipped change is taken back, which
//   users see as much as a fix; with the body both release a patch.
import { analyzeCommits } from '@semantic-release/commit-analyzer';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { planRelease } from './release-plan';
import type { ReleaseCommit } from './release-plan-types';

const clock = fixedClock('2026-03-09T12:00:00Z');
const hashOf = (index: number) => (index + 1).toString(16).padStart(40, 'c');

interface Message {
  subject: string;
  body?: string;
}

/** The commits after a release tag: oldest first in, newest first out, as git log lists them. */
function commitsAfterTag(tag: string, messages: readonly Message[]): ReleaseCommit[] {
  const all = [{ subject: 'chore: init' }, ...messages].map((message, index) => ({
    hash: hashOf(index),
    parents: index === 0 ? [] : [hashOf(index - 1)],
    date: '2026-03-01T10:00:00Z',
    author: 'Ada',
    subject: message.subject,
    body: message.body ?? '',
    tags: index === 0 ? [tag] : [],
    files: ['index.js'],
  }));
  return all.reverse();
}

function ours(version: string, messages: readonly Message[]): string | null {
  const plan = planRelease(
    {
      packages: [{ name: 'one', dir: '', version, private: false }],
      commits: commitsAfterTag(`v${version}`, messages),
      tags: [`v${version}`],
    },
    {},
    clock,
  );
  return plan.releases[0]?.kind ?? null;
}

async function theirs(messages: readonly Message[]): Promise<string | null> {
  const commits = messages.map((message, index) => ({
    hash: hashOf(index + 1),
    message: message.body ? `${message.subject}\n\n${message.body}` : message.subject,
  }));
  return analyzeCommits(
    { preset: 'conventionalcommits' },
    { commits: commits.reverse(), logger: { log() {} }, cwd: import.meta.dirname },
  );
}

const CASES: [string, Message[]][] = [
  ['a fix', [{ subject: 'fix: crash on save' }]],
  ['a feature', [{ subject: 'feat(ui): dark mode' }, { subject: 'fix: typo' }]],
  ['perf', [{ subject: 'perf: faster start' }]],
  ['a bang', [{ subject: 'feat(api)!: drop v1' }]],
  ['a bang on a chore', [{ subject: 'chore!: drop node 18' }]],
  ['a BREAKING CHANGE footer', [{ subject: 'fix: parser', body: 'BREAKING CHANGE: options renamed' }]],
  ['a BREAKING-CHANGE footer', [{ subject: 'fix: parser', body: 'BREAKING-CHANGE: options renamed' }]],
  ['"BREAKING CHANGES:" is no footer', [{ subject: 'feat: x', body: 'BREAKING CHANGES: y' }]],
  [
    'docs, chore, refactor, test, style, ci, build',
    [
      { subject: 'docs: readme' },
      { subject: 'chore(deps): bump' },
      { subject: 'refactor: split store' },
      { subject: 'test: more' },
      { subject: 'style: format' },
      { subject: 'ci: cache' },
      { subject: 'build: esm' },
    ],
  ],
  ['non-conventional commits', [{ subject: 'Update README.md' }, { subject: "Merge branch 'main' into x" }]],
  ['fixup commits', [{ subject: 'fixup! fix: crash' }, { subject: 'squash! feat: x' }]],
  [
    'a revert: commit with its body',
    [
      {
        subject: 'revert: feat: dark mode',
        body: 'This reverts commit 0123456789abcdef0123456789abcdef01234567.',
      },
    ],
  ],
  ['upper-case types', [{ subject: 'FEAT: dark mode' }, { subject: 'Fix: crash' }]],
  [
    "git's revert of an earlier release's commit",
    [
      {
        subject: 'Revert "feat: dark mode"',
        body: 'This reverts commit 0123456789abcdef0123456789abcdef01234567.',
      },
    ],
  ],
  [
    'a feature and its revert in the same release',
    [
      { subject: 'feat: dark mode' },
      { subject: 'Revert "feat: dark mode"', body: `This reverts commit ${hashOf(1)}.` },
    ],
  ],
  ['a scope with a slash', [{ subject: 'feat(core/api): export' }]],
  ['an empty scope', [{ subject: 'fix(): x' }]],
];

describe('the release type agrees with @semantic-release/commit-analyzer', () => {
  it.each(CASES)('%s, from 1.2.3', async (_, messages) => {
    expect(ours('1.2.3', messages)).toBe(await theirs(messages));
  });

  it.each(CASES)('%s, from 0.4.1 (0.x: a breaking change bumps the minor here)', async (_, messages) => {
    const analyzer = await theirs(messages);
    expect(ours('0.4.1', messages)).toBe(analyzer === 'major' ? 'minor' : analyzer);
  });

  it('differs on a revert: commit without its body: a patch here, nothing there', async () => {
    const messages = [{ subject: 'revert: feat: dark mode' }];
    expect(ours('1.2.3', messages)).toBe('patch');
    expect(await theirs(messages)).toBeNull();
  });
});
