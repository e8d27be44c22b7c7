import {
  generateRlsPolicy,
  INDEX_CHOICES,
  RLS_DEFAULTS,
  RLS_OPERATIONS,
  RLS_POLICY_TYPES,
  type RlsForm,
} from '@toolbox/core/tools/rls-policy-generator';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { writeOutput } from '../output/write-output';

export const description =
  'A row-level security policy for a Supabase table: enable RLS, the policy, and the index it needs.';

export const examples: readonly Example[] = [
  { command: 'toolbox rls --table todos', description: 'owners read their own rows (user_id)' },
  { command: 'toolbox rls --table todos --operation all --user-column owner_id -o todos_policy.sql' },
  {
    command: 'toolbox rls --table reports --type role --role admin',
    description: "the role from the JWT's app_metadata.role",
  },
  { command: 'toolbox rls --table reports --type role --role admin --role-column profiles.role' },
  { command: "toolbox rls --table posts --type custom --condition 'published and not deleted'" },
];

const OPERATIONS = ['select', 'insert', 'update', 'delete', 'all'] as const;

export function configure(cmd: Command) {
  cmd
    .option('--table <name>', 'the table: name or schema.name')
    .option('--policy-name <name>', 'default: made from the operation and type')
    .addOption(new Option('--operation <op>', 'what the policy allows').choices(OPERATIONS).default('select'))
    .addOption(new Option('--type <type>', 'who it allows').choices(RLS_POLICY_TYPES).default('owner'))
    .option('--user-column <name>', 'owner: the column holding the user id', RLS_DEFAULTS.userColumn)
    .option(
      '--role-column <column>',
      'role: column, table.column or schema.table.column (default: JWT app_metadata.role)',
    )
    .option('--role <role>', 'role: the role required', RLS_DEFAULTS.requiredRole)
    .option('--condition <sql>', 'custom: the SQL condition')
    .addOption(
      new Option(
        '--index <how>',
        'owner: create the index on the user column, or only recommend it in a comment',
      )
        .choices(INDEX_CHOICES)
        .default('create'),
    )
    .option('-o, --output <file>', 'write the SQL to this file instead of stdout')
    .option('-f, --force', 'overwrite the -o file');
}

export interface RlsOptions {
  form: RlsForm;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): RlsOptions {
  const f = readFlags(parsed);
  const tableName = f.string('table');
  if (tableName === undefined) throw new UsageError('--table is required.');
  const operation = f.choice('operation', OPERATIONS, 'select');
  const policyType = f.choice('type', RLS_POLICY_TYPES, RLS_DEFAULTS.policyType);
  const condition = f.string('condition');
  if (policyType === 'custom' && condition === undefined)
    throw new UsageError('--type custom needs --condition SQL.');
  if (policyType !== 'custom' && condition !== undefined)
    throw new UsageError('--condition is for --type custom.');
  return {
    form: {
      tableName,
      policyName: f.string('policyName', ''),
      operation: RLS_OPERATIONS.find((op) => op.toLowerCase() === operation) ?? RLS_DEFAULTS.operation,
      policyType,
      userColumn: f.string('userColumn', RLS_DEFAULTS.userColumn),
      roleColumn: f.string('roleColumn', ''),
      requiredRole: f.string('role', RLS_DEFAULTS.requiredRole),
      customCondition: condition ?? '',
      index: f.choice('index', INDEX_CHOICES, 'create'),
    },
    output: f.string('output'),
    force: f.boolean('force'),
  };
}

export async function run(options: RlsOptions, ctx: CliContext) {
  const policy = generateRlsPolicy(options.form);
  const text = ctx.json ? JSON.stringify(policy, null, 2) : policy.sql;
  await writeOutput(ctx, text, { output: options.output, force: options.force });
}
