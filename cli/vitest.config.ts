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
    // The files share one module graph per worker instead of a fresh process and module graph each (as core and
    // web do): no file mocks modules or stubs globals, commands run in-process on a test context of their own, and
    // the subprocess tests start the built CLI with an environment they give it.
    isolate: false,
  },
});
