import { defineConfig } from 'vitest/config';

// The CLI modules' tests beside the code. They mock nothing global, so their files share one module graph per worker
// instead of a fresh process each (as core and web do): a third less CPU for the 69 files than one process each.
export default defineConfig({
  test: {
    name: 'cli-src',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    testTimeout: 30_000,
    // Starting an in-memory stack (PGlite) in beforeAll takes seconds, more on a loaded machine.
    hookTimeout: 60_000,
  },
});
