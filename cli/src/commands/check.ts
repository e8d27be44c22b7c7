/**
 * `toolbox check`: gates for a pull request. `check rls` audits a Supabase project's migrations on an in-process
 * Postgres; `check pr` runs every gate on a pull request and writes one Markdown summary.
 */
import { AUDIT_LEVELS } from '@toolbox/core/tools/rls-policy-generator/audit';
import type { CommandModule, Example } from '../command-module';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import type { CheckRlsOptions } from './check-rls';

export const description =
  'Gates for a pull request: RLS audit of Supabase migrations, or every check at once.';

// A pull request from a fork runs without the repository's secrets: like `commit lint`, the gates need no sign-in.
export const needsSignIn = false;

export const examples: readonly Example[] = [
  {
    command: 'toolbox check rls',
    description: 'audit supabase/migrations/ (splinter and more), exit 1 on errors',
  },
];

export function configure() {}

const rlsFlags = defineFlags({
  failOn: {
    flag: '--fail-on <level>',
    description: 'exit 1 when a finding is at this level or worse',
    choices: AUDIT_LEVELS,
    default: 'error',
  },
  sarif: { flag: '--sarif <file>', description: 'also write the findings as SARIF 2.1.0 (code scanning)' },
});

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
  },
  toOptions: (parsed) => ({
    folder: readFlags(parsed).arg(0) ?? 'supabase/migrations',
    ...rlsFlags.read(parsed),
  }),
  run: async (options, ctx) => (await import('./check-rls')).runCheckRls(options, ctx),
};

export const subcommands = { rls };
