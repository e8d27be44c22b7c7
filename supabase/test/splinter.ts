// Supabase's database linter (splinter.sql, the copy `toolbox check rls` keeps; its SOURCES.md) on a database, as
// the dashboard's advisors run it on a hosted project: pg_graphql installed, PostgREST exposing its schemas.

import { readFileSync } from 'node:fs';
import type postgres from 'postgres';

const SPLINTER = new URL(
  '../../core/src/tools/rls-policy-generator/audit/splinter/splinter.sql',
  import.meta.url,
);

// Lints 0026/0027 look at the GraphQL schema only when pg_graphql is installed, which Debian's postgresql-15 cannot
// do; a hosted project always has it. Their `graphql_installed` CTE becomes a constant row: the one rewrite of the
// fixture's text, done here in memory.
const GRAPHQL_CHECK = `with graphql_installed as (
    select 1 as installed
    from pg_catalog.pg_extension
    where extname = 'pg_graphql'
),`;
const GRAPHQL_ON = `with graphql_installed as (
    select 1 as installed
),`;

function splinterWithGraphql(): string {
  const text = readFileSync(SPLINTER, 'utf8');
  const parts = text.split(GRAPHQL_CHECK);
  if (parts.length !== 3)
    throw new Error(`splinter.sql has ${parts.length - 1} graphql_installed checks, not 2`);
  return parts.join(GRAPHQL_ON).replace(/^set local search_path = '';/, '');
}

export interface Lint {
  name: string;
  level: string;
  detail: string;
}

/** Every lint at WARN or ERROR, with `exposed` as PostgREST's schemas (pgrst.db_schemas). */
export async function splinterFindings(
  sql: postgres.Sql,
  { exposed = 'public, graphql_public', before = '' }: { exposed?: string; before?: string } = {},
): Promise<Lint[]> {
  const query = splinterWithGraphql();
  let found: Lint[] = [];
  await sql
    .begin(async (tx) => {
      if (before) await tx.unsafe(before);
      await tx`select set_config('search_path', '', true), set_config('pgrst.db_schemas', ${exposed}, true)`;
      const rows = await tx.unsafe(query);
      found = rows
        .filter((r) => r.level === 'WARN' || r.level === 'ERROR')
        .map((r) => ({ name: String(r.name), level: String(r.level), detail: String(r.detail) }));
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return found;
}
