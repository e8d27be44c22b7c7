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
    maxWorkers: 2,
  },
});
