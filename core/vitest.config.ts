import { defineConfig } from 'vitest/config';

// Core is pure (no globals, no mocks): its files share one module graph per worker instead of a fresh one each,
// which halves the CPU the project takes and loads each parser, corpus and WASM module once per worker.
export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    // On a loaded 2-core machine a test of a second alone can take eight (a core run beside an e2e run failed two
    // tests that pass alone): the limit is for hangs, not for load.
    testTimeout: 30_000,
    // WASM (PGlite, the SQL parser) runs on V8's baseline code only: its optimizing compiler costs more CPU than it
    // saves in runs this short (136 to 117 CPU-s for the project; cli/src/platform/pglite.ts says the same of the CLI).
    execArgv: ['--liftoff-only'],
  },
});
