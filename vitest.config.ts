import { defineConfig } from 'vitest/config';

// One run covers every package's unit tests; each package keeps its own project config.
export default defineConfig({
  test: {
    projects: [
      'core',
      'api-docs-script',
      'supabase',
      'cli/vitest.config.ts',
      'cli/vitest.src.config.ts',
      'bench',
      'emulator',
      'web',
      'scripts',
    ],
    // Two workers for two cores. Three kept the cores busier in a warm checkout (the CLI's tests wait on their
    // children: 1.55 cores busy with two, 1.96 with three; 359 s -> 340 s), but the fresh clone's unit step took
    // 415 s with three against 357 s with two (2026-11-27; a cold checkout has no timing cache to start the longest
    // files first).
    maxWorkers: 2,
  },
});
