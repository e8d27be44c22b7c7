// Vitest global setup: one real PostgreSQL 15 server (Debian's, in a temporary folder) for the whole run. The data
// API's case table runs on it through postgres.js, the hosted driver, as well as on PGlite. Without the binaries
// (and no way to install them) the run says so loudly and only those cases are skipped.

import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../support/postgres-server.mjs';
import { supabaseBootstrapSql } from './bootstrap-sql.ts';
import { prepareSupabaseCluster, supabaseDatabaseMissing } from './supabase-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The test server as `postgres` (database `postgres`), or '' when there is none. With Supabase's init SQL applied
     * `postgres` is no longer a superuser (as on a hosted project); `supabase_admin` is.
     */
    postgresUrl: string;
    /** Why the PostgreSQL cases run on the emulator's bootstrap instead of Supabase's init SQL, or ''. */
    supabaseInitMissing: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  if ('skipped' in server) {
    console.warn(
      `\n*** No PostgreSQL server for the data API tests: ${server.skipped}\n*** Their real-PostgreSQL cases are SKIPPED.\n`,
    );
    project.provide('postgresUrl', '');
    project.provide('supabaseInitMissing', server.skipped);
    return;
  }
  // Roles belong to the cluster, not to a database, and a Supabase cluster has its API roles before any project
  // database exists. Made once here: two test files preparing their databases at the same moment otherwise both
  // see no `anon` and both create it, and one fails on pg_authid's unique index. Supabase's own init SQL when its
  // sources are here (supabase-database.ts: the roles plus a template database each test file clones), else the
  // emulator's bootstrap (its other objects land in the `postgres` maintenance database, which no test uses).
  const missing = supabaseDatabaseMissing();
  if (missing) {
    console.warn(
      `\n*** No Supabase init SQL (${missing}).\n*** The PostgreSQL cases run on the emulator's bootstrap.\n`,
    );
    const admin = postgres(server.url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(supabaseBootstrapSql());
    } finally {
      await admin.end();
    }
  } else await prepareSupabaseCluster(server.url);
  project.provide('supabaseInitMissing', missing ?? '');
  project.provide('postgresUrl', server.url);
  return server.stop;
}
