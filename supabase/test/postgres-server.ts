// Vitest global setup: one real PostgreSQL 15 server (Debian's, in a temporary folder) for the whole run. The data
// API's case table runs on it through postgres.js, the hosted driver, as well as on PGlite. Without the binaries
// (and no way to install them) the run says so loudly and only those cases are skipped.

import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres-server.mjs';

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
  project.provide('postgresUrl', server.url);
  return server.stop;
}
