// A hosted Supabase project's database on the run's PostgreSQL 15 server, built from Supabase's own init SQL
// (supabase-init-sql.ts) instead of the emulator's hand-written bootstrap.
//
//   prepareSupabaseCluster(serverUrl)   once per server (the vitest global setup, postgres-server.ts, calls it):
//       makes the cluster's roles (anon, authenticated, service_role, authenticator, supabase_admin,
//       supabase_auth_admin, …) and a template database `supabase_template` holding everything the init SQL makes.
//       Roles belong to the cluster, so this runs under an advisory lock: test files calling it at the same moment
//       never both create a role. It demotes `postgres` (NOSUPERUSER, as on a hosted project), so it needs the
//       server's first URL while `postgres` is still a superuser; after it `supabase_admin` is the superuser.
//   prepareSupabaseDatabase(serverUrl, { migrations })   a fresh database cloned from that template, owned by
//       `postgres`, with supabase/migrations/*.sql applied as `postgres` (unless `migrations: false`, for a test
//       that pushes them itself with the Supabase CLI). Resolves to
//         { url }        postgres@…/<db>: what SUPABASE_DB_URL is on a hosted project (what the functions and
//                         `supabase db push --db-url` connect as)
//         { adminUrl }   supabase_admin@…/<db>: a superuser, for set-up no project role could do
//         { database, drop() }
//
// Both take the server URL the global setup provides (`inject('postgresUrl')`).

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { migrationFiles } from './pglite.ts';
import { type InitRole, initSqlMissing, supabaseInitSteps } from './supabase-init-sql.ts';

const TEMPLATE_DATABASE = 'supabase_template';

export interface SupabaseDatabase {
  /** As `postgres` (SUPABASE_DB_URL). */
  url: string;
  /** As `supabase_admin`, a superuser. */
  adminUrl: string;
  database: string;
  drop(): Promise<void>;
}

const withUser = (serverUrl: string, user: string, database: string) => {
  const url = new URL(serverUrl);
  url.username = user;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
};

const connect = (url: string) => postgres(url, { max: 1, onnotice: () => {} });

// Any fixed key: every caller takes it in the maintenance database `postgres`, so it is one lock cluster-wide.
const CLUSTER_LOCK = 76_2026_11;

/** Why there is no Supabase database to prepare here, or null. */
export const supabaseDatabaseMissing = (): string | null => initSqlMissing();

export async function prepareSupabaseCluster(serverUrl: string): Promise<void> {
  const maintenance = connect(withUser(serverUrl, 'postgres', 'postgres'));
  try {
    await maintenance`select pg_advisory_lock(${CLUSTER_LOCK})`;
    const [done] = await maintenance`select 1 from pg_database where datname = ${TEMPLATE_DATABASE}`;
    if (done) return;
    // The one thing migrate.sh takes as given: Supabase's image runs initdb as supabase_admin.
    await maintenance.unsafe(`do $$ begin
      if not exists (select from pg_roles where rolname = 'supabase_admin') then
        create role supabase_admin login superuser createdb createrole replication bypassrls;
      end if;
    end $$`);
    const building = `${TEMPLATE_DATABASE}_building`;
    await maintenance.unsafe(`drop database if exists ${building}`);
    await maintenance.unsafe(`create database ${building} owner postgres`);
    const sessions = new Map<InitRole, postgres.Sql>();
    const as = (role: InitRole) => {
      let sql = sessions.get(role);
      if (!sql) {
        sql = connect(withUser(serverUrl, role, building));
        sessions.set(role, sql);
      }
      return sql;
    };
    try {
      for (const step of supabaseInitSteps()) {
        try {
          if (step.gotrueVersion === undefined) await as(step.role).unsafe(step.sql);
          else {
            const version = step.gotrueVersion;
            await as(step.role).begin(async (tx) => {
              const [seen] = await tx`select 1 from auth.schema_migrations where version = ${version}`;
              if (seen) return;
              await tx.unsafe(step.sql);
              await tx`insert into auth.schema_migrations (version) values (${version})`;
            });
          }
        } catch (error) {
          throw new Error(`Supabase init SQL failed at ${step.name}: ${(error as Error).message}`);
        }
      }
    } finally {
      for (const sql of sessions.values()) await sql.end();
    }
    await maintenance.unsafe(`alter database ${building} rename to ${TEMPLATE_DATABASE}`);
  } finally {
    await maintenance`select pg_advisory_unlock(${CLUSTER_LOCK})`.catch(() => {});
    await maintenance.end();
  }
}

const root = new URL('../../', import.meta.url);

/** Our migrations in file-name order, as `postgres`, each file in one transaction (as `supabase db push` does). */
async function applyMigrations(url: string): Promise<void> {
  const sql = connect(url);
  try {
    for (const file of migrationFiles()) {
      const text = readFileSync(new URL(`supabase/migrations/${file}`, root), 'utf8');
      await sql
        .begin((tx) => tx.unsafe(text))
        .catch((error: Error) => {
          throw new Error(`${file}: ${error.message}`);
        });
    }
  } finally {
    await sql.end();
  }
}

export async function prepareSupabaseDatabase(
  serverUrl: string,
  { migrations = true }: { migrations?: boolean } = {},
): Promise<SupabaseDatabase> {
  await prepareSupabaseCluster(serverUrl);
  const database = `supabase_${randomBytes(6).toString('hex')}`;
  const admin = connect(withUser(serverUrl, 'supabase_admin', 'postgres'));
  try {
    await admin.unsafe(`create database ${database} template ${TEMPLATE_DATABASE} owner postgres`);
  } finally {
    await admin.end();
  }
  const url = withUser(serverUrl, 'postgres', database);
  const drop = async () => {
    const sql = connect(withUser(serverUrl, 'supabase_admin', 'postgres'));
    try {
      await sql.unsafe(`drop database if exists ${database} with (force)`);
    } finally {
      await sql.end();
    }
  };
  if (migrations)
    await applyMigrations(url).catch(async (error) => {
      await drop();
      throw error;
    });
  return { url, adminUrl: withUser(serverUrl, 'supabase_admin', database), database, drop };
}
