// The database the PostgreSQL cases run on is a hosted project's, built from Supabase's own init SQL
// (supabase-database.ts), not a stub: GoTrue's auth schema, Supabase's roles and default privileges, postgres
// demoted; and each statement the preparation skips is one Debian's PostgreSQL 15 really cannot run.

import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareSupabaseDatabase, type SupabaseDatabase } from './supabase-database.ts';
import { SKIP_RULES, supabaseInitSteps } from './supabase-init-sql.ts';

const serverUrl = inject('postgresUrl');
const skip = !serverUrl || Boolean(inject('supabaseInitMissing'));

let db: SupabaseDatabase;
let sql: postgres.Sql;
let admin: postgres.Sql;

beforeAll(async () => {
  if (skip) return;
  db = await prepareSupabaseDatabase(serverUrl, { migrations: false });
  sql = postgres(db.url, { max: 1, onnotice: () => {} });
  admin = postgres(db.adminUrl, { max: 1, onnotice: () => {} });
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await admin?.end();
  await db?.drop();
});

describe.skipIf(skip)("Supabase's database shape", () => {
  it('runs every init script, migration and GoTrue migration, in that order', () => {
    const steps = supabaseInitSteps();
    const kinds = steps.map((s) => s.name.replace(/\/[^/]*$/, ''));
    expect([...new Set(kinds)]).toEqual([
      'supabase/postgres:migrations/db/init-scripts',
      'supabase/postgres:migrations/db/migrations',
      'supabase/auth:migrations',
    ]);
    expect(steps.every((s) => !s.sql.includes('{{'))).toBe(true);
  });

  it("has GoTrue's auth schema: its users table and every migration recorded", async () => {
    const columns = await sql`select column_name, column_default from information_schema.columns
      where table_schema = 'auth' and table_name = 'users' and column_name in ('id', 'is_anonymous', 'is_sso_user')
      order by 1`;
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'is_anonymous', 'is_sso_user']);
    expect(columns.find((c) => c.column_name === 'id')?.column_default).toBeNull();
    const recorded = await sql`select version from auth.schema_migrations`;
    const gotrue = supabaseInitSteps().flatMap((s) => (s.gotrueVersion ? [s.gotrueVersion] : []));
    expect(recorded.map((r) => r.version)).toEqual(expect.arrayContaining(gotrue));
  });

  it('has postgres demoted (no superuser, bypassrls) and supabase_admin the superuser', async () => {
    const roles = await sql`select rolname, rolsuper, rolbypassrls, rolcreaterole from pg_roles
      where rolname in ('postgres', 'supabase_admin') order by 1`;
    expect(roles).toEqual([
      { rolname: 'postgres', rolsuper: false, rolbypassrls: true, rolcreaterole: true },
      { rolname: 'supabase_admin', rolsuper: true, rolbypassrls: true, rolcreaterole: true },
    ]);
  });

  it('grants every new public table to anon and authenticated, which is why each migration revokes', async () => {
    await sql
      .begin(async (tx) => {
        await tx`create table public.fresh (id int)`;
        const [granted] = await tx`select has_table_privilege('anon', 'public.fresh', 'insert') as anon,
        has_table_privilege('authenticated', 'public.fresh', 'delete') as authenticated`;
        expect(granted).toEqual({ anon: true, authenticated: true });
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
  });

  it.each(SKIP_RULES)('skips only what Debian cannot run: $statement ($reason)', async (rule) => {
    expect(supabaseInitSteps().find((s) => s.name === rule.file)?.sql).toContain(
      `-- skipped: ${rule.reason}`,
    );
    await expect(admin.unsafe(rule.statement)).rejects.toThrow(/not available|does not exist/);
  });
});
