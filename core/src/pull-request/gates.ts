// The pull request gate's verdicts: which findings fail a gate, and the one line each gate shows. Core decides;
// `toolbox check pr` and the GitHub Action (which runs it) render. Each gate reads the counts its tool reports.

import type { Gate } from './summary';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The RLS audit: fails when a finding is at the `--fail-on` level or worse (`fails`, the audit's own rule). */
export function rlsVerdict(audit: {
  migrations: number;
  counts: { error: number; warn: number; info: number };
  failOn: string;
  fails: boolean;
}): Gate {
  const { error, warn, info } = audit.counts;
  return {
    name: 'RLS audit',
    passed: !audit.fails,
    result: `${plural(audit.migrations, 'migration')}: ${plural(error, 'error')}, ${plural(warn, 'warning')}, ${info} info (fails on ${audit.failOn})`,
  };
}

/** A migration that does not apply fails the audit with Postgres's line. */
export const rlsNotApplied = (message: string): Gate => ({
  name: 'RLS audit',
  passed: false,
  result: message,
});

/**
 * Commit lint: every commit of the pull request, and the title (the squash commit's header) on its own; without a
 * title (none given) there is no title to pass or fail.
 */
export function commitVerdicts(lint: {
  commits: number;
  failing: number;
  title?: { valid: boolean; problems: readonly string[] };
}): Gate[] {
  const commits = {
    name: 'Commit messages',
    passed: lint.failing === 0,
    result: `${plural(lint.commits, 'commit')}, ${lint.failing} failing`,
  };
  if (!lint.title) return [commits];
  const { valid, problems } = lint.title;
  return [
    commits,
    { name: 'Title (the squash commit)', passed: valid, result: valid ? 'valid' : problems.join('; ') },
  ];
}

/** Schema changes: a breaking one passes only when a message announces a breaking change (`!` or the footer). */
export function schemaVerdict(diff: { changes: number; breaking: number; announced: boolean }): Gate {
  const why =
    diff.breaking === 0
      ? ''
      : diff.announced
        ? ' (announced as a breaking change)'
        : ' (not announced: no `!` or BREAKING CHANGE)';
  return {
    name: 'Schema changes',
    passed: diff.breaking === 0 || diff.announced,
    result: `${plural(diff.changes, 'change')}, ${diff.breaking} breaking${why}`,
  };
}

/**
 * API changes of an OpenAPI description: as the schema, a breaking change (the diff's `fails`) passes only when
 * announced; a description new in the pull request passes.
 */
export function apiVerdict(
  diff:
    | { path: string; isNew: true }
    | { changes: number; breaking: number; fails: boolean; announced: boolean },
): Gate {
  if ('isNew' in diff) return { name: 'API changes', passed: true, result: `${diff.path} is new` };
  return {
    name: 'API changes',
    passed: !diff.fails || diff.announced,
    result: `${plural(diff.changes, 'change')}, ${diff.breaking} breaking${diff.fails && diff.announced ? ' (announced)' : ''}`,
  };
}
