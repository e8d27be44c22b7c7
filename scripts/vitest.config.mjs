import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.mjs'], environment: 'node', isolate: false },
});
