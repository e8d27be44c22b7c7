import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'api-docs-script', include: ['src/**/*.test.ts'], environment: 'node' },
});
