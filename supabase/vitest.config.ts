import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase',
    include: ['functions/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One real PostgreSQL server for the whole run (the data API's cases run on it and on PGlite).
    globalSetup: ['test/postgres-server.ts'],
  },
});
