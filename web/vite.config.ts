import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, loadEnv, type Plugin } from 'vite';
import { bundleBudget } from './scripts/bundle-budget.ts';
import { resolveStackConfig } from './stack-config.ts';

const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The package's only entry also re-exports its Node stream transform; the browser needs the pure CommitParser alone.
const commitParser = join(
  dirname(realpathSync(here('../core/node_modules/conventional-commits-parser/dist/index.js'))),
  'CommitParser.js',
);

/** libpg-query's Emscripten glue imports node:fs / node:crypto on a Node-only branch; the browser gets empty stubs. */
const nodeOnlyStubs = (): Plugin => ({
  name: 'toolbox:node-only-stubs',
  enforce: 'pre',
  resolveId(id, importer) {
    if ((id === 'node:fs' || id === 'node:crypto') && importer?.includes('libpg-query'))
      return `\0stub:${id}`;
    return null;
  },
  load(id) {
    return id.startsWith('\0stub:') ? 'export default {};' : null;
  },
});

/** A build that warns fails: every warning is collected and reported as an error once the bundle is written. */
const warningsFail = () => {
  const logger = createLogger();
  const warnings: string[] = [];
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    warnings.push(message);
    warn(message, options);
  };
  logger.warnOnce = logger.warn;
  const plugin: Plugin = {
    name: 'toolbox:warnings-fail',
    apply: 'build',
    closeBundle() {
      if (warnings.length > 0)
        this.error(`the build printed ${warnings.length} warning(s); fix them:\n${warnings.join('\n')}`);
    },
  };
  return { logger, plugin };
};

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const stack = resolveStackConfig(env, here('../.data/stack.json'));
  const strict = warningsFail();
  return {
    customLogger: strict.logger,
    plugins: [
      react(),
      tailwindcss(),
      nodeOnlyStubs(),
      bundleBudget(here('./src/tools/pages.ts')),
      strict.plugin,
    ],
    resolve: { alias: [{ find: /^conventional-commits-parser$/, replacement: commitParser }] },
    define: {
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(stack.url),
      'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(stack.anonKey),
    },
    server: { port: 5173, headers: securityHeaders },
    preview: { port: 4173, strictPort: true, headers: securityHeaders },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Only on-demand chunks exceed Vite's 500 kB default (pdfmake ~950 kB, icon data, libpg-query's glue); the
      // shell and page budgets above are the real limits, enforced by bundleBudget.
      chunkSizeWarningLimit: 1000,
    },
  };
});
