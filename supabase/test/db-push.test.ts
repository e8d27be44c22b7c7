// Our migrations as a deploy applies them (issue 76, item 2): the real Supabase CLI's `supabase db push --db-url`
// onto a database built from Supabase's own init SQL, once onto a new project and once onto a project that already
// ran the dashboard's "User Management Starter"; then Supabase's linter on the result.

import { readdirSync, readFileSync } from 'node:fs';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { splinterFindings } from './splinter.ts';
import { supabaseDbPush } from './supabase-cli.ts';
import { prepareSupabaseDatabase, type SupabaseDatabase } from './supabase-database.ts';

const serverUrl = inject('postgresUrl');
const skip = !serverUrl || Boolean(inject('supabaseInitMissing'));

/**
 * The one finding a deploy keeps, by design (DATA.md "Live boards"): Realtime's postgres_changes checks a change as
 * the subscriber's role, so `authenticated` selects live.board_changes (RLS-guarded project ids and times, in a
 * schema neither PostgREST nor pg_graphql's search path reflects). The lint flags any table `authenticated` may read.
 */
const LIVE_SIGNAL = {
  name: 'pg_graphql_authenticated_table_exposed',
  level: 'WARN',
  detail:
    'table `live.board_changes` is visible in the GraphQL schema to signed-in users because the `authenticated` role can `SELECT` it. Revoke `SELECT` from `authenticated` if it should not be discoverable to every account.',
};
const isLiveSignal = (f: { detail: string }) => f.detail === LIVE_SIGNAL.detail;

const MIGRATIONS = readdirSync(new URL('../migrations/', import.meta.url))
  .filter((f) => f.endsWith('.sql'))
  .sort();
const STARTER = readFileSync(
  new URL('./fixtures/supabase-init/user-management-starter.sql', import.meta.url),
  'utf8',
);

const opened: { db: SupabaseDatabase; sql: postgres.Sql }[] = [];
async function project(): Promise<{ db: SupabaseDatabase; sql: postgres.Sql }> {
  const db = await prepareSupabaseDatabase(serverUrl, { migrations: false });
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  opened.push({ db, sql });
  return { db, sql };
}
afterAll(async () => {
  for (const { db, sql } of opened) {
    await sql.end();
    await db.drop();
  }
});

const newUser = async (sql: postgres.Sql, email: string, fullName: string | null) => {
  const [row] = await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data)
    values (gen_random_uuid(), 'authenticated', 'authenticated', ${email},
            ${JSON.stringify(fullName === null ? {} : { full_name: fullName })}::text::jsonb) returning id`;
  return String(row?.id);
};

describe.skipIf(skip)('supabase db push onto a new project', () => {
  let sql: postgres.Sql;
  let first: { code: number; output: string };
  beforeAll(async () => {
    const made = await project();
    sql = made.sql;
    first = await supabaseDbPush(made.db.url);
  }, 180_000);

  it('applies every migration and records it in the CLI history', async () => {
    expect(first.code, first.output).toBe(0);
    for (const file of MIGRATIONS) expect(first.output).toContain(`Applying migration ${file}`);
    const history = await sql`select version from supabase_migrations.schema_migrations order by version`;
    expect(history.map((h) => h.version)).toEqual(MIGRATIONS.map((f) => f.split('_')[0]));
  });

  it('applies nothing the second time', async () => {
    const again = await supabaseDbPush(opened[0]?.db.url ?? '');
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Remote database is up to date.');
    expect(again.output).not.toContain('Applying migration');
  }, 120_000);

  it("passes splinter with pg_graphql on: no WARN or ERROR, our private helpers' schema exposed too", async () => {
    expect(await splinterFindings(sql, { exposed: 'public, graphql_public, private' })).toEqual([
      LIVE_SIGNAL,
    ]);
  });

  it('the GraphQL and security definer lints are live (a grant to anon is reported), so that answer means something', async () => {
    const findings = await splinterFindings(sql, {
      before: `grant select on public.projects to anon;
               grant execute on function private.owns_project(uuid) to authenticated;`,
      exposed: 'public, private',
    });
    expect(
      findings
        .filter((f) => !isLiveSignal(f))
        .map((f) => f.name)
        .sort(),
    ).toEqual(['authenticated_security_definer_function_executable', 'pg_graphql_anon_table_exposed']);
  });
});

describe.skipIf(skip)(
  "supabase db push onto a project that ran the dashboard's User Management Starter",
  () => {
    let sql: postgres.Sql;
    let earlier: string;
    let pushed: { code: number; output: string };
    beforeAll(async () => {
      const made = await project();
      sql = made.sql;
      // The dashboard's SQL editor runs as postgres.
      await sql.unsafe(STARTER);
      earlier = await newUser(sql, 'early@example.com', null);
      pushed = await supabaseDbPush(made.db.url);
    }, 180_000);

    it('adopts public.profiles and its rows instead of failing', async () => {
      expect(pushed.code, pushed.output).toBe(0);
      const [profile] =
        await sql`select full_name, version, avatar_url from public.profiles where id = ${earlier}`;
      expect(profile).toEqual({ full_name: '', version: 1, avatar_url: null });
    });

    it('replaces on_auth_user_created: a new user gets one profile, named from sign-up', async () => {
      const triggers = await sql`select tgname from pg_trigger
      where tgrelid = 'auth.users'::regclass and not tgisinternal order by tgname`;
      expect(triggers.map((t) => t.tgname)).toEqual([
        'create_profile_for_new_user',
        'revoke_cli_tokens_on_password_change',
      ]);
      const id = await newUser(sql, 'later@example.com', 'Grace Hopper');
      expect(await sql`select full_name from public.profiles where id = ${id}`).toEqual([
        { full_name: 'Grace Hopper' },
      ]);
    });

    it("keeps none of the starter's profile policies (everyone could read every profile) nor its grants", async () => {
      const policies = await sql`select policyname, roles::text[] as roles from pg_policies
      where schemaname = 'public' and tablename = 'profiles' order by 1`;
      expect(policies).toEqual([
        { policyname: 'profiles: owner reads', roles: ['toolbox_api'] },
        { policyname: 'profiles: owner updates', roles: ['toolbox_api'] },
      ]);
      const [grants] = await sql`select has_table_privilege('anon', 'public.profiles', 'select') as anon,
      has_table_privilege('authenticated', 'public.profiles', 'select') as authenticated`;
      expect(grants).toEqual({ anon: false, authenticated: false });
    });
  },
);
