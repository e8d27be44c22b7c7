// The account data migration: Supabase's database linter (splinter, the lints the RLS tool runs) finds nothing
// on its tables, every table of user data has RLS on, and sign-up creates the profile from the full name.

import type { PGlite } from '@electric-sql/pglite';
import { SPLINTER_SQL } from '@toolbox/core/tools/rls-policy-generator/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './pglite.ts';

/**
 * Splinter's lints, by name, from the whole splinter.sql the RLS tool runs (its SOURCES.md): the two the RLS tool
 * is known for, then the others, checked on the tables and functions this migration adds.
 */
const LINTS = ['unindexed_foreign_keys', 'auth_rls_initplan'];
const MORE_LINTS = [
  'no_primary_key',
  'multiple_permissive_policies',
  'policy_exists_rls_disabled',
  'rls_enabled_no_policy',
  'duplicate_index',
  'function_search_path_mutable',
  'rls_disabled_in_public',
  'rls_references_user_metadata',
  'rls_policy_always_true',
  'anon_security_definer_function_executable',
  'authenticated_security_definer_function_executable',
];
const ACCOUNT_TABLES = [
  'profiles',
  'projects',
  'project_deletions',
  'components',
  'sub_components',
  'presets',
  'favourites',
  'recents',
];

/** What the migration creates that a lint can name: its tables and functions. */
const OURS = [
  ...ACCOUNT_TABLES,
  'account_row_written',
  'create_profile_for_new_user',
  'record_project_deletion',
  // The policies' helpers (in the unexposed schema private).
  'project_is_public',
  'component_is_public',
  'owns_project',
  'owns_component',
];

let db: PGlite;

beforeAll(async () => {
  db = await freshDatabase();
  await db.exec('create schema lint;');
  // The schemas PostgREST exposes, as a hosted project sets it (some lints look only there).
  await db.query(`select set_config('pgrst.db_schemas', 'public, graphql_public', false)`);
  // Every lint as one view (splinter.sql is `set local search_path = '';` then the lints' union).
  await db.exec(`create view lint.splinter as ${SPLINTER_SQL.replace(/^set local search_path = '';/, '')}`);
}, 60_000);
afterAll(() => db?.close());

describe('account data migration', () => {
  it('passes splinter: every foreign key indexed, auth.uid() evaluated once per statement', async () => {
    const { rows } = await db.query<{ name: string; detail: string }>(
      `select name, detail from lint.splinter where name = any($1) and metadata->>'schema' = 'public'`,
      [LINTS],
    );
    expect(rows.map((r) => `${r.name}: ${r.detail}`)).toEqual([]);
  });

  it("passes splinter's other lints on its own tables and functions (RLS on, policies, search_path, security definer)", async () => {
    const { rows } = await db.query<{ name: string; detail: string }>(
      `select name, detail from lint.splinter where name = any($1) and metadata->>'name' = any($2)`,
      [MORE_LINTS, OURS],
    );
    expect(rows.map((r) => `${r.name}: ${r.detail}`)).toEqual([]);
  });

  it('the lints do see a table that breaks them (so an empty answer means something)', async () => {
    await db.exec(`create table public.naive (id int primary key, user_id uuid references public.profiles (id));
      alter table public.naive enable row level security;
      create policy "own" on public.naive for select to authenticated using (auth.uid() = user_id);`);
    const { rows } = await db.query<{ name: string }>(
      `select name from lint.splinter where name = any($1) and metadata->>'name' = 'naive'`,
      [LINTS],
    );
    expect(rows.map((r) => r.name).sort()).toEqual(['auth_rls_initplan', 'unindexed_foreign_keys']);
    await db.exec(`create table public.open_table (id int primary key); grant select on public.open_table to anon;
      create function public.naive_fn() returns int language sql as 'select 1';`);
    const more = await db.query<{ name: string }>(
      `select name from lint.splinter where (name = 'rls_disabled_in_public' and metadata->>'name' = 'open_table')
       or (name = 'function_search_path_mutable' and metadata->>'name' = 'naive_fn')`,
    );
    expect(more.rows.map((r) => r.name).sort()).toEqual([
      'function_search_path_mutable',
      'rls_disabled_in_public',
    ]);
    await db.exec('drop table public.naive; drop table public.open_table; drop function public.naive_fn();');
  });

  it('has RLS on every table it creates', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
       and relname = any($1) order by relname`,
      [ACCOUNT_TABLES],
    );
    expect(rows).toEqual([...ACCOUNT_TABLES].sort().map((relname) => ({ relname, relrowsecurity: true })));
  });

  it('creates the profile from the full name given at sign-up', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ('ada@example.com', '{"full_name":"Ada Lovelace"}')
       returning id`,
    );
    const id = rows[0]?.id;
    const profile = await db.query<{ full_name: string; version: number }>(
      'select full_name, version from public.profiles where id = $1',
      [id],
    );
    expect(profile.rows).toEqual([{ full_name: 'Ada Lovelace', version: 1 }]);
    await db.query(`update public.profiles set full_name = 'Ada King' where id = $1`, [id]);
    const after = await db.query<{ version: number }>('select version from public.profiles where id = $1', [
      id,
    ]);
    expect(after.rows[0]?.version).toBe(2);
  });
});
