import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase',
    include: ['functions/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // PGlite's WASM on V8's baseline code only, as the CLI runs it (cli/src/platform/pglite.ts): 47 to 40 CPU-s for
    // the project.
    execArgv: ['--liftoff-only'],
    // The files share one module graph per worker (each with its own stack, port and users): the WASM of PGlite and
    // of the SQL parser is compiled once per worker instead of once per file, 71 s of CPU to 53 s.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One real PostgreSQL server for the whole run (the data API's cases run on it and on PGlite).
    globalSetup: ['test/postgres-server.ts'],
  },
});
