/**
 * `toolbox check`: gates for a pull request. `check rls` audits a Supabase project's migrations on an in-process
 * Postgres; `check pr` runs every gate on a pull request and writes one Markdown summary.
 */
import {
  AUDIT_LEVELS,
  AUDITED_SPLINTER_LINTS,
  STATISTICS_LINTS,
} from '@toolbox/core/tools/rls-policy-generator/audit';
import type { CommandModule, Example } from '../../command-module';
import { defineFlags } from '../../flag-table';
import { readFlags } from '../../flags';
import type { CheckPrOptions } from './pr';
import type { CheckRlsOptions } from './rls';

export const description =
  'Gates for a pull request: RLS audit of Supabase migrations, or every check at once.';

// A pull request from a fork runs without the repository's secrets: like `commit lint`, the gates need no sign-in.
export const needsSignIn = false;

export const examples: readonly Example[] = [
  {
    command: 'toolbox check rls',
    description: 'audit supabase/migrations/ (splinter and more), exit 1 on errors',
  },
  { command: 'toolbox check pr --base origin/main --head HEAD --title "feat: add todos"' },
];

export function configure() {}

const rlsFlags = defineFlags({
  failOn: {
    flag: '--fail-on <level>',
    description: 'exit 1 when a finding is at this level or worse',
    choices: AUDIT_LEVELS,
    default: 'error',
  },
  sarif: {
    flag: '--sarif <file>',
    description: 'also write the findings as SARIF 2.1.0 (code scanning)',
    effect: 'writes',
  },
});

/** `words` (each kept whole) into lines of at most `width` characters, each after `indent`. */
function wrapped(words: readonly string[], width: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, indent + line] : lines;
}

/** Which of splinter's lints run, and why the others do not: after `check rls --help`'s options. */
const SPLINTER_HELP = [
  '',
  `Splinter lints run (${AUDITED_SPLINTER_LINTS.length} of the ${AUDITED_SPLINTER_LINTS.length + STATISTICS_LINTS.size} in splinter.sql):`,
  ...wrapped(
    AUDITED_SPLINTER_LINTS.map((name, i) => (i < AUDITED_SPLINTER_LINTS.length - 1 ? `${name},` : name)),
    80,
    '  ',
  ),
  ...wrapped(
    `Not run: ${[...STATISTICS_LINTS].join(' and ')}. They read usage statistics (index scans, dead rows) that a database just built from migrations has not gathered: every index would be "unused".`.split(
      ' ',
    ),
    80,
  ),
].join('\n');

const rls: CommandModule<CheckRlsOptions> = {
  description:
    "Apply a Supabase project's migrations to an in-process Postgres and report what Supabase's linter (splinter) finds, plus write policies open to anon, security definer functions without a search_path and unindexed policy columns; each finding names its migration file and line.",
  needsSignIn: false,
  examples: [
    { command: 'toolbox check rls', description: 'supabase/migrations/, fails on errors' },
    { command: 'toolbox check rls db/migrations --fail-on warn' },
    { command: 'toolbox check rls --json > rls.json' },
    { command: 'toolbox check rls --sarif rls.sarif', description: 'for github/codeql-action/upload-sarif' },
  ],
  configure(cmd) {
    rlsFlags.configure(cmd.argument('[folder]', 'the migrations folder (default supabase/migrations)'));
    cmd.addHelpText('after', SPLINTER_HELP);
  },
  toOptions: (parsed) => ({
    folder: readFlags(parsed).arg(0) ?? 'supabase/migrations',
    ...rlsFlags.read(parsed),
  }),
  run: async (options, ctx) => (await import('./rls')).runCheckRls(options, ctx),
};

const prFlags = defineFlags({
  base: {
    flag: '--base <ref>',
    description: 'the base commit (default: the event payload’s pull_request.base.sha)',
  },
  head: {
    flag: '--head <ref>',
    description: 'the head commit (default: the payload’s pull_request.head.sha)',
  },
  title: { flag: '--title <text>', description: 'the pull request title (default: the payload’s)' },
  event: {
    flag: '--event <file>',
    description: 'a pull_request event payload (default: $GITHUB_EVENT_PATH)',
  },
  migrations: {
    flag: '--migrations <folder>',
    description: 'the migrations folder in the repository',
    default: 'supabase/migrations',
  },
  openapi: {
    flag: '--openapi <path>',
    description: 'an OpenAPI description in the repository: diffed between base and head',
  },
  failOn: rlsFlags.table.failOn,
  summary: {
    flag: '--summary <file>',
    description: 'write the Markdown summary here (default: $GITHUB_STEP_SUMMARY, else stdout)',
    effect: 'writes',
  },
});

const pr: CommandModule<CheckPrOptions> = {
  description:
    "Every gate on a pull request: the RLS audit of the head's migrations, commit lint of its commits and title, the schema diff of base and head migrations and the API diff of --openapi (breaking changes must be announced with `!` or BREAKING CHANGE), the changelog preview and next version; one Markdown summary (GitHub step summary or --summary), exit 1 when a gate fails.",
  needsSignIn: false,
  examples: [
    { command: 'toolbox check pr', description: 'in a pull_request workflow (reads $GITHUB_EVENT_PATH)' },
    { command: 'toolbox check pr --base origin/main --head HEAD --title "feat: add todos" --summary pr.md' },
    { command: 'toolbox check pr --openapi openapi.yaml', description: 'also the API changes' },
  ],
  configure(cmd) {
    prFlags.configure(cmd);
  },
  toOptions: (parsed) => prFlags.read(parsed),
  run: async (options, ctx) => (await import('./pr')).runCheckPr(options, ctx),
};

export const subcommands = { rls, pr };
