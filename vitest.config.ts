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
    // Three workers on two cores: the CLI's tests wait on the children they start (the built CLI, git, servers), and
    // with two the step kept 1.55 cores busy (570 CPU-s in 367 s, 2026-11-27); with three, 1.85 (337 s, the type-check
    // and the web build beside it, 6,116 tests passed).
    maxWorkers: 3,
  },
});
