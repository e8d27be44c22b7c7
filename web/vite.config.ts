import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { resolveStackConfig } from './stack-config.ts';

const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const stack = resolveStackConfig(env, fileURLToPath(new URL('../.data/stack.json', import.meta.url)));
  return {
    plugins: [react(), tailwindcss()],
    define: {
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(stack.url),
      'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(stack.anonKey),
    },
    server: { port: 5173, headers: securityHeaders },
    preview: { port: 4173, strictPort: true, headers: securityHeaders },
    build: { target: 'es2022', sourcemap: false, manifest: true },
  };
});
