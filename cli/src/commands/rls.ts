import {
  generateRlsPolicy,
  INDEX_CHOICES,
  RLS_DEFAULTS,
  RLS_OPERATIONS,
  RLS_POLICY_TYPES,
  type RlsForm,
} from '@toolbox/core/tools/rls-policy-generator';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
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

const flags = defineFlags({
  table: { flag: '--table <name>', description: 'the table: name or schema.name' },
  policyName: { flag: '--policy-name <name>', description: 'default: made from the operation and type' },
  operation: {
    flag: '--operation <op>',
    description: 'what the policy allows',
    choices: OPERATIONS,
    default: 'select',
  },
  type: {
    flag: '--type <type>',
    description: 'who it allows',
    choices: RLS_POLICY_TYPES,
    default: RLS_DEFAULTS.policyType,
  },
  userColumn: {
    flag: '--user-column <name>',
    description: 'owner: the column holding the user id',
    default: RLS_DEFAULTS.userColumn,
  },
  roleColumn: {
    flag: '--role-column <column>',
    description: 'role: column, table.column or schema.table.column (default: JWT app_metadata.role)',
  },
  role: { flag: '--role <role>', description: 'role: the role required', default: RLS_DEFAULTS.requiredRole },
  condition: { flag: '--condition <sql>', description: 'custom: the SQL condition' },
  index: {
    flag: '--index <how>',
    description:
      'owner, custom: create the index on the column compared with the user, or only recommend it in a comment',
    choices: INDEX_CHOICES,
    default: 'create',
  },
  output: { ...outputFile, description: 'write the SQL to this file instead of stdout' },
  force: forceOutput,
});

export const configure = flags.configure;

export interface RlsOptions {
  form: RlsForm;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): RlsOptions {
  const values = flags.read(parsed);
  const { table: tableName, type: policyType, condition } = values;
  if (tableName === undefined) throw new UsageError('--table is required.');
  if (policyType === 'custom' && condition === undefined)
    throw new UsageError('--type custom needs --condition SQL.');
  if (policyType !== 'custom' && condition !== undefined)
    throw new UsageError('--condition is for --type custom.');
  return {
    form: {
      tableName,
      policyName: values.policyName ?? '',
      operation: RLS_OPERATIONS.find((op) => op.toLowerCase() === values.operation) ?? RLS_DEFAULTS.operation,
      policyType,
      userColumn: values.userColumn,
      roleColumn: values.roleColumn ?? '',
      requiredRole: values.role,
      customCondition: condition ?? '',
      index: values.index,
    },
    output: values.output,
    force: values.force,
  };
}

export async function run(options: RlsOptions, ctx: CliContext) {
  const policy = generateRlsPolicy(options.form);
  const text = ctx.json ? JSON.stringify(policy, null, 2) : policy.sql;
  await writeOutput(ctx, text, { output: options.output, force: options.force });
}
