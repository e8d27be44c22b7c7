import { defineConfig } from 'vitest/config';

// Each test file starts one emulator (PGlite takes a few seconds to boot), hence the generous hook timeout. The files
// share one module graph per worker (each emulator on its own port and in-memory database): PGlite's WASM is compiled
// once per worker instead of once per file, 39 s of CPU to 29 s.
export default defineConfig({
  test: {
    name: 'emulator',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite's WASM on V8's baseline code only, as the CLI runs it (cli/src/platform/pglite.ts): 28 to 25 CPU-s for
    // the project.
    // Node 20 has a WebSocket client only behind a flag; the Realtime tests use it as a browser's.
    execArgv: ['--liftoff-only', ...(typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : [])],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
