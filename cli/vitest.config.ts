import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Builds dist/ when stale and finds Node 22 and 24 for the subprocess tests.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // Starting an in-memory stack (PGlite) in beforeAll takes seconds, more on a loaded machine.
    hookTimeout: 60_000,
  },
});
