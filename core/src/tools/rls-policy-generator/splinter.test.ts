// The generated policies through Supabase's own database linter (splinter's SQL, see audit/splinter): on
// PGlite, after the generated SQL, neither `auth_rls_initplan` (auth.uid() evaluated per row) nor
// `unindexed_foreign_keys` (the policy's user column without an index) reports the table.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initdbImage } from '../../testing/initdb-image';
import type { LintRow } from './audit/model';
import { SPLINTER_SQL } from './audit/splinter-sql';
import { generateRlsPolicy } from './generate';
import { RLS_DEFAULTS, RLS_OPERATIONS, type RlsForm } from './options';

const LINTS = ['unindexed_foreign_keys', 'auth_rls_initplan', 'duplicate_index'];
let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create({ loadDataDir: await initdbImage() });
  await db.exec(`
    create role anon; create role authenticated;
    create schema auth;
    create table auth.users (id uuid primary key);
    create function auth.uid() returns uuid language sql stable as $$ select null::uuid $$;
    create function auth.jwt() returns jsonb language sql stable as $$ select '{}'::jsonb $$;
    create function auth.role() returns text language sql stable as $$ select 'anon'::text $$;`);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function warnings(table: string): Promise<string[]> {
  const rows = ((await db.exec(SPLINTER_SQL)).at(-1)?.rows ?? []) as LintRow[];
  return rows
    .filter((r) => LINTS.includes(r.name) && r.metadata?.name === table)
    .map((r) => `${r.name}: ${r.detail}`);
}

async function freshTable(name: string) {
  await db.exec(`drop table if exists public."${name}" cascade;
    create table public."${name}" (id bigint generated always as identity primary key,
      user_id uuid references auth.users, role text, body text);`);
}

const form = (over: Partial<RlsForm>): RlsForm => ({ ...RLS_DEFAULTS, tableName: 'todos', ...over });

describe('generated policies pass splinter', () => {
  it('the lints see what they should: a hand-written per-row policy on an unindexed key', async () => {
    await freshTable('naive');
    await db.exec(`alter table naive enable row level security;
      create policy "own" on naive for select to authenticated using (auth.uid() = user_id);`);
    const found = await warnings('naive');
    expect(found.some((w) => w.startsWith('auth_rls_initplan'))).toBe(true);
    expect(found.some((w) => w.startsWith('unindexed_foreign_keys'))).toBe(true);
  });

  it.each<[string, RlsForm]>([
    ...RLS_OPERATIONS.map((operation): [string, RlsForm] => [`owner ${operation}`, form({ operation })]),
    ['role from the JWT', form({ policyType: 'role', operation: 'UPDATE' })],
    ['authenticated', form({ policyType: 'authenticated', operation: 'INSERT' })],
  ])('%s', async (_, f) => {
    await freshTable('todos');
    await db.exec(generateRlsPolicy(f).sql);
    // The role policy does not filter on user_id, so its index comes from an owner policy beside it.
    if (f.policyType !== 'owner') await db.exec(generateRlsPolicy(form({})).sql);
    expect(await warnings('todos')).toEqual([]);
  });

  it.each([
    'auth.uid() = user_id',
    "user_id = auth.uid() or (auth.jwt() ->> 'role') = 'admin' or auth.role() = 'service_role'",
    "(auth.uid() = user_id) and role = current_setting('app.role', true)",
    'exists (select 1 from auth.users u where u.id = auth.uid()) and "user_id" = auth.uid()',
  ])('a custom condition as typed: %s (issue 41 item 13)', async (customCondition) => {
    await freshTable('todos');
    const { sql } = generateRlsPolicy(form({ policyType: 'custom', operation: 'ALL', customCondition }));
    await db.exec(sql);
    expect(await warnings('todos')).toEqual([]);
    // The lint sees the condition as typed: applied unwrapped, the same table is reported.
    await db.exec(
      `drop policy if exists typed on todos; create policy typed on todos using (${customCondition})`,
    );
    expect((await warnings('todos')).some((w) => w.startsWith('auth_rls_initplan'))).toBe(true);
  });

  it('adds no second index on a column an index already starts with (Supabase: index user_id yourself)', async () => {
    await freshTable('todos');
    await db.exec('create index todos_user on todos using btree (user_id);');
    const { sql } = generateRlsPolicy(form({ operation: 'ALL' }));
    await db.exec(sql);
    await db.exec(sql);
    expect(await warnings('todos')).toEqual([]);
    // profiles.id is the user: its primary key already serves the policy.
    await db.exec(`drop table if exists profiles;
      create table profiles (id uuid primary key references auth.users, name text);`);
    await db.exec(generateRlsPolicy(form({ tableName: 'profiles', userColumn: 'id' })).sql);
    const { rows } = await db.query<{ indexname: string }>(
      "select indexname from pg_indexes where tablename = 'profiles'",
    );
    expect(rows.map((r) => r.indexname)).toEqual(['profiles_pkey']);
    // An index that does not start with the column (or covers only some rows) does not serve it: one is made.
    await freshTable('notes');
    await db.exec(`create index notes_body_user on notes (body, user_id);
      create index notes_some on notes (user_id) where body is not null;`);
    await db.exec(generateRlsPolicy(form({ tableName: 'notes' })).sql);
    expect(await warnings('notes')).toEqual([]);
    const made = await db.query("select 1 from pg_indexes where indexname = 'notes_user_id_idx'");
    expect(made.rows).toHaveLength(1);
  });

  it("indexes the column when the index's usual name is another table's", async () => {
    await freshTable('todos');
    await db.exec(`drop table if exists todos_user; create table todos_user (id int);
      create index todos_user_id_idx on todos_user (id);`);
    await db.exec(generateRlsPolicy(form({})).sql);
    expect(await warnings('todos')).toEqual([]);
  });

  it('a name holding the dollar-quote tag still applies', async () => {
    await db.exec('drop table if exists "t$index$"; create table "t$index$" ("u$index$" uuid);');
    await db.exec(generateRlsPolicy(form({ tableName: '"t$index$"', userColumn: 'u$index$' })).sql);
    const { rows } = await db.query("select 1 from pg_indexes where indexname = 't$index$_u$index$_idx'");
    expect(rows).toHaveLength(1);
  });

  it('recommends the index in a comment when asked, and the linter then names the key', async () => {
    await freshTable('notes');
    const { sql } = generateRlsPolicy(form({ tableName: 'notes', index: 'comment' }));
    expect(sql).toContain('-- create index if not exists "notes_user_id_idx"');
    await db.exec(sql);
    expect(await warnings('notes')).toEqual([
      expect.stringMatching(/^unindexed_foreign_keys: .*public\.notes.*notes_user_id_fkey/),
    ]);
  });
});
