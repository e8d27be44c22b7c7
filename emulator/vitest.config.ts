import { defineConfig } from 'vitest/config';

// Each test file starts one emulator (PGlite takes a few seconds to boot), hence the generous hook timeout.
export default defineConfig({
  test: {
    name: 'emulator',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
