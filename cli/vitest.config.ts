import { defineConfig } from 'vitest/config';

// The built binary's tests (test/): each file in a fresh process, since they start stacks, servers and children.
// The modules' own tests beside the code (src/) are the `cli-src` project, vitest.src.config.ts.
export default defineConfig({
  test: {
    name: 'cli',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // PGlite's WASM on V8's baseline code only, in the files that start it in-process, as the CLI itself runs it
    // (cli/src/platform/pglite.ts).
    execArgv: ['--liftoff-only'],
    // Builds dist/ when stale and finds Node 22 and 24 for the subprocess tests.
    globalSetup: ['test/global-setup.ts'],
    // A test of a few seconds alone ran 8x longer on a loaded 2-core machine, `npm test` with the end-to-end run beside
    // it (release --pr: 3.8 s alone, 32 s there, over the 30 s this was): the limit is for hangs, not for load.
    testTimeout: 90_000,
    // Starting an in-memory stack (PGlite) in beforeAll takes seconds, more on a loaded machine.
    hookTimeout: 60_000,
  },
});
