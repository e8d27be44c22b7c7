import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify('http://127.0.0.1:54321'),
    'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify('test-anon-key'),
  },
  test: {
    name: 'web',
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'stack-config.test.ts',
      'vite-config.test.ts',
    ],
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    // Page tests render whole tools; on a loaded 2-core machine a few take longer than vitest's default 5 s.
    testTimeout: 15_000,
    // The files share one module graph and one happy-dom window per worker instead of a fresh one each (React,
    // the router, Radix and the registry load once): test-setup.ts unmounts, clears storage and cookies after each
    // test, and files that spy or stub globals restore them in afterEach.
    isolate: false,
    // Rendering whole pages (and happy-dom building them) makes short-lived objects by the million: a larger young
    // generation lets the collector copy survivors less often (about 8% less CPU for the project).
    execArgv: ['--max-semi-space-size=64'],
  },
});
