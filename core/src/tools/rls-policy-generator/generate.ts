import { ToolInputError } from '../../errors';
import {
  checkIdentifier,
  checkSqlExpression,
  parseQualifiedName,
  quoteIdent,
  quoteLiteral,
  quoteQualified,
  sqlComment,
  truncateIdentifier,
} from '../../sql';
import { skipLexeme } from '../../sql/source-text';
import { wrapPerRowCalls } from './initplan';
import { CLAUSES, defaultPolicyName, type RlsForm } from './options';

export interface RlsPolicy {
  sql: string;
  policyName: string;
  /** `{table}_{operation}_policy.sql`, the download's name. */
  fileName: string;
  /** Who the policy is for, in Postgres role names. */
  roles: readonly string[];
  using?: string;
  withCheck?: string;
}

/** `(select auth.uid())`: Supabase's advice, so Postgres evaluates it once per statement, not once per row. */
const UID = '(select auth.uid())';

interface Condition {
  sql: string;
  roles: string[];
  describe: string;
  /** Columns the policy filters on for the signed-in user: each gets an index (or its advice). */
  userColumns?: string[];
  /** Comment lines saying what was changed from what the user typed. */
  notes?: string[];
}

/** Whether `sql` ends inside a `--` comment (skipped over strings, quoted names and block comments). */
function endsInLineComment(sql: string): boolean {
  let i = 0;
  while (i < sql.length) {
    const next = skipLexeme(sql, i);
    if (next >= sql.length && sql.startsWith('--', i)) return !sql.endsWith('\n');
    i = next > i ? next : i + 1;
  }
  return false;
}

/** A custom condition, its per-row calls wrapped as Supabase advises (splinter's auth_rls_initplan). */
function customCondition(form: RlsForm): Condition {
  const typed = checkSqlExpression(form.customCondition, 'custom condition');
  const { sql, wrapped, userColumns } = wrapPerRowCalls(typed);
  const calls = [...new Set(wrapped)];
  return {
    // A `-- comment` last would run on over the brackets that close the condition: a line break ends it first.
    sql: endsInLineComment(sql) ? `(${sql}\n)` : `(${sql})`,
    roles: ['authenticated'],
    describe: 'signed-in users, when the custom condition holds',
    userColumns,
    notes: calls.length
      ? [
          `${calls.join(', ')} ${calls.length > 1 ? 'are' : 'is'} written (select ...): Postgres then evaluates ${calls.length > 1 ? 'each' : 'it'} once per`,
          'statement instead of once per row (Supabase: call functions with select).',
        ]
      : [],
  };
}

function condition(form: RlsForm): Condition {
  switch (form.policyType) {
    case 'owner': {
      const column = checkIdentifier(form.userColumn.trim(), 'user column');
      return {
        sql: `${UID} = ${quoteIdent(column)}`,
        roles: ['authenticated'],
        describe: `rows whose ${column} is the signed-in user`,
        userColumns: [column],
      };
    }
    case 'authenticated':
      return { sql: 'true', roles: ['authenticated'], describe: 'every signed-in user' };
    case 'public':
      return { sql: 'true', roles: ['anon', 'authenticated'], describe: 'everyone, signed in or not' };
    case 'role':
      return roleCondition(form);
    case 'custom':
      return customCondition(form);
  }
}

/**
 * `a.b.c` as its names, each plain (as typed) or quoted (`"Team Roles"`, a dot inside kept); undefined when a quote
 * is not closed or text follows it.
 */
function dottedNames(text: string): string[] | undefined {
  const name = /\s*(?:"((?:[^"]|"")*)"|([^."]*?))\s*(\.|$)/y;
  const names: string[] = [];
  while (name.lastIndex < text.length) {
    const match = name.exec(text);
    if (!match) return undefined;
    names.push(match[1] === undefined ? (match[2] ?? '') : match[1].replace(/""/g, '"'));
    if (match[3] === '') return names;
    if (name.lastIndex === text.length) names.push('');
  }
  return names;
}

function roleCondition(form: RlsForm): Condition {
  const role = form.requiredRole.trim();
  if (role === '') throw new ToolInputError('Enter the required role.');
  const source = form.roleColumn.trim();
  if (source === '') {
    return {
      // `(select auth.jwt())` alone in the sub-select: Postgres runs it once per statement (an initplan), and
      // splinter's auth_rls_initplan lint, which reads the stored policy text, sees it so.
      sql: `((select auth.jwt()) -> 'app_metadata' ->> 'role') = ${quoteLiteral(role)}`,
      roles: ['authenticated'],
      describe: `users whose JWT app_metadata.role is ${role} (app_metadata is set by your server, users cannot change it)`,
    };
  }
  const parts = dottedNames(source);
  if (!parts || parts.length > 3)
    throw new ToolInputError('Write the role column as column, table.column or schema.table.column.');
  const column = checkIdentifier(parts.at(-1) ?? '', 'role column');
  const table =
    parts.length === 1 ? ['public', 'profiles'] : parts.length === 2 ? ['public', parts[0]] : parts;
  const schema = checkIdentifier(table[0] ?? '', 'schema name');
  const name = checkIdentifier(table[1] ?? '', 'table name');
  const target = parseQualifiedName(form.tableName);
  // Its sub-select reads the table under the table's SELECT policies: this one too, when it is one of them.
  const readsItself = form.operation === 'SELECT' || form.operation === 'ALL';
  if (readsItself && target.schema === schema && target.name === name)
    throw new ToolInputError(
      `The role is looked up in ${schema}.${name} itself: a ${form.operation} policy there reads the table inside its own check, which Postgres refuses (infinite recursion). Leave the role column blank to use the JWT's app_metadata.role, or keep the roles in another table.`,
    );
  return {
    sql: `exists (select 1 from ${quoteQualified(schema, name)} where ${quoteIdent('id')} = ${UID} and ${quoteIdent(column)} = ${quoteLiteral(role)})`,
    roles: ['authenticated'],
    describe: `users whose ${schema}.${name}.${column} is ${role} (the row whose id is the user)`,
  };
}

function fileSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'table';
}

/**
 * `create` run only when no valid, whole-table index of `target` has `column` first (what serves `column = value`):
 * splinter's duplicate_index reports an index made again under another name.
 */
function unlessIndexed(target: string, column: string, create: string): string[] {
  const body = [
    'begin',
    '  if not exists (',
    '    select from pg_catalog.pg_index i',
    '    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]',
    `    where i.indrelid = ${quoteLiteral(target)}::regclass and a.attname = ${quoteLiteral(column)}`,
    '      and i.indisvalid and i.indpred is null',
    '  ) then',
    `    ${create}`,
    '  end if;',
    'end',
  ];
  let tag = '$index$';
  while (body.some((line) => line.includes(tag))) tag = `$index${tag.length}$`;
  return [`do ${tag}`, ...body, `${tag};`];
}

/** The policy SQL for the form: enable RLS, (re)create the policy, and the index the policy needs. */
export function generateRlsPolicy(form: RlsForm): RlsPolicy {
  const table = parseQualifiedName(form.tableName);
  const typed = form.policyName.trim();
  const policyName =
    typed === ''
      ? truncateIdentifier(defaultPolicyName(form, table.name))
      : checkIdentifier(typed, 'policy name');
  const { sql: expr, roles, describe, userColumns = [], notes = [] } = condition(form);
  const clauses = CLAUSES[form.operation];
  const target = quoteQualified(table.schema, table.name);
  const policy = quoteIdent(policyName);

  const lines = [
    sqlComment(`${form.operation} on ${table.schema}.${table.name} for ${describe}.`),
    ...notes.map((note) => sqlComment(note)),
    `alter table ${target} enable row level security;`,
    '',
    `drop policy if exists ${policy} on ${target};`,
    `create policy ${policy}`,
    `on ${target}`,
    'as permissive',
    `for ${form.operation.toLowerCase()}`,
    `to ${roles.join(', ')}`,
  ];
  if (clauses.using) lines.push(`using (${expr})`);
  if (clauses.withCheck) lines.push(`with check (${expr})`);
  lines[lines.length - 1] += ';';

  if (form.operation === 'UPDATE' || form.operation === 'DELETE') {
    lines.push(
      '',
      sqlComment(
        `Postgres also applies SELECT policies to the rows ${form.operation === 'UPDATE' ? 'an update' : 'a delete'} ... where finds`,
      ),
      sqlComment('(every supabase-js .eq() filter): pair this with a SELECT policy on the same rows.'),
    );
  }

  for (const column of userColumns) {
    const index = truncateIdentifier(`${table.name}_${column}_idx`);
    const create = `create index if not exists ${quoteIdent(index)} on ${target} using btree (${quoteIdent(column)});`;
    lines.push(
      '',
      ...(form.index === 'comment'
        ? [sqlComment(`The policy filters every query on ${column}: index it.`), sqlComment(create)]
        : [
            sqlComment(
              `The policy filters every query on ${column}: index it, unless an index already starts`,
            ),
            sqlComment(`with ${column} (a primary key, or one you made): a second would only slow writes.`),
            // Unnamed: Postgres names it <table>_<column>_idx, numbered when another table's index has that name.
            ...unlessIndexed(
              target,
              column,
              `create index on ${target} using btree (${quoteIdent(column)});`,
            ),
          ]),
    );
  }

  return {
    sql: `${lines.join('\n')}\n`,
    policyName,
    fileName: `${fileSafe(table.name)}_${form.operation.toLowerCase()}_policy.sql`,
    roles,
    ...(clauses.using ? { using: expr } : {}),
    ...(clauses.withCheck ? { withCheck: expr } : {}),
  };
}
