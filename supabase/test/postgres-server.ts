// Vitest global setup: one real PostgreSQL 15 server (Debian's, in a temporary folder) for the whole run. The data
// API's case table runs on it through postgres.js, the hosted driver, as well as on PGlite. Without the binaries
// (and no way to install them) the run says so loudly and only those cases are skipped.

import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres-server.mjs';
import { supabaseBootstrapSql } from './bootstrap-sql.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's superuser URL (database `postgres`), or '' when there is none. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  if ('skipped' in server) {
    console.warn(
      `\n*** No PostgreSQL server for the data API tests: ${server.skipped}\n*** Their real-PostgreSQL cases are SKIPPED.\n`,
    );
    project.provide('postgresUrl', '');
    return;
  }
  // Roles belong to the cluster, not to a database, and a Supabase cluster has its API roles before any project
  // database exists. Made once here: two test files bootstrapping their databases at the same moment otherwise both
  // see no `anon` and both create it, and one fails on pg_authid's unique index. (The rest of the bootstrap lands in
  // the `postgres` maintenance database, which no test uses.)
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(supabaseBootstrapSql());
  } finally {
    await admin.end();
  }
  project.provide('postgresUrl', server.url);
  return server.stop;
}
