import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { authJsUnused } from './scripts/auth-js-unused.ts';
import { bundleBudget } from './scripts/bundle-budget.ts';
import { cliNamesUnused } from './scripts/cli-names-unused.ts';
import { LUCIDE_INDEX_FILE, lucideAssets, lucideFolder } from './scripts/lucide-assets.ts';
import { pluralizeUmd } from './scripts/pluralize-umd.ts';
import { manifestIcons } from './scripts/pwa-icons.ts';
import { routePreload } from './scripts/route-preload.ts';
import { staticHostFiles } from './scripts/static-hosts.ts';
import { twemojiAssets } from './scripts/twemoji-assets.ts';
import { resolveStackConfig } from './stack-config.ts';

/**
 * Offline: the precache holds the shell and every tool's JS, CSS and UI fonts, fetched by the worker after the page
 * has loaded (registerSW waits for the load event), so the first paint stays light and every tool works offline.
 * Big on-demand assets (emoji SVGs under assets/twemoji-<version>/, Lucide's drawings one by one under
 * assets/lucide-<version>/, PDF fonts, libpg-query's wasm) are cached the first time a tool uses them; Lucide's index
 * and its file of every drawing are precached.
 * Only same-origin /assets/ requests are cached: Supabase Auth (another origin) always goes to the network.
 */
const pwa = () =>
  VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: {
      name: 'Dev Toolbox',
      short_name: 'Toolbox',
      description: 'Generators and utilities for developers that run in your browser.',
      theme_color: '#2563eb',
      background_color: '#ffffff',
      display: 'standalone',
      start_url: '/',
      icons: manifestIcons(),
    },
    workbox: {
      // Lucide's search index and every drawing in one file (~100 KB gzipped): the icon library searches and draws
      // offline. Each drawing's own file is cached as it is shown.
      globPatterns: [
        'index.html',
        'favicon.svg',
        'assets/*.{js,css,woff2}',
        'assets/lucide-*/index.json',
        'assets/lucide-*/drawings.all.json',
      ],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      navigateFallback: '/index.html',
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'toolbox-assets', expiration: { maxEntries: 5000 } },
        },
      ],
    },
  });

/**
 * Libraries whose top-level code only defines things (acorn fills its parser's prototype) but which the bundler
 * cannot prove pure, and which declare no `sideEffects`. Without this, a page that imports anything from a core
 * tool's index also gets every such library behind that index, and cannot move its parser behind import().
 */
const PURE_LIBRARIES = /\/node_modules\/acorn\//;

/**
 * Fewer, larger chunks where a first visit would fetch many small ones: each request costs the page's main thread
 * ~1 ms and `vite preview` ~2 ms of CPU on the 2-core machine, where the OG page asked for 79 files before its preview
 * (docs/design-notes.md, "Fewer chunks for a first visit"). The modules the entry imports statically load before
 * any page: one chunk, not twenty. The fields, buttons and tabs most tool pages share (and their icons): one more.
 */
const CHUNK_GROUPS = [
  { name: 'shell', tags: ['$initial' as const], priority: 2 },
  {
    name: 'tool-kit',
    test: /[\\/]web[\\/]src[\\/](components|platform)[\\/]|[\\/]node_modules[\\/](lucide-react|@radix-ui)[\\/]/,
    minShareCount: 8,
    priority: 1,
  },
  // The document title's hook, which every page calls, the dashboard too: the tool page's frame imports it as well,
  // and the tool kit would take it with the frame, so that the dashboard's first visit loaded the whole kit for it.
  { name: 'document-title', test: /[\\/]web[\\/]src[\\/]components[\\/]document-title\.ts$/, priority: 2 },
  // The data client in one chunk with the app's binding of it, which the dashboard loads: the encrypted shares'
  // client reuses its requests, and a chunk of its own would add 0.2 KB to the dashboard's first load.
  {
    name: 'account-client',
    test: /[\\/]core[\\/]src[\\/]account[\\/]client\.ts$|[\\/]web[\\/]src[\\/]platform[\\/]account[\\/]account-client\.ts$/,
    priority: 2,
  },
];

export const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const lucideStatic = here('../core/node_modules/lucide-static');

/** Inter's Latin files in the weights the canvas renderers register first (core/src/image/render-assets.ts). */
const RENDER_FONT_FILES = ['400', '600', '800'].map(
  (weight) => new RegExp(`(^|/)inter-latin-${weight}-normal\\.woff2$`),
);

// The package's only entry also re-exports its Node stream transform; the browser needs the pure CommitParser alone.
const commitParser = join(
  dirname(realpathSync(here('../core/node_modules/conventional-commits-parser/dist/index.js'))),
  'CommitParser.js',
);

/**
 * react-router's package exports its development build only, whose one difference from the production build beside
 * it is `ENABLE_DEV_WARNINGS = true` (console warnings for developers; 0.5 KB gzipped of the shell): the build takes
 * the production one, for `react-router` and for the `react-router/dom` that react-router-dom imports.
 */
const reactRouterProduction = join(
  dirname(realpathSync(here('./node_modules/react-router-dom/package.json'))),
  '..',
  'react-router',
  'dist',
  'production',
);

/**
 * libpg-query's and jq-wasm's Emscripten glue import fs / crypto (and path) on a Node-only branch; the browser gets
 * empty stubs.
 */
const NODE_ONLY = new Set(['node:fs', 'node:crypto', 'fs', 'crypto', 'path']);
const nodeOnlyStubs = (): Plugin => ({
  name: 'toolbox:node-only-stubs',
  enforce: 'pre',
  resolveId(id, importer) {
    if (NODE_ONLY.has(id) && (importer?.includes('libpg-query') || importer?.includes('jq-wasm')))
      return `\0stub:${id}`;
    return null;
  },
  load(id) {
    return id.startsWith('\0stub:') ? 'export default {};' : null;
  },
});

const TOASTS_ON_DEMAND = here('./src/components/toasts-on-demand.tsx');

/** Every `sonner` import but the shim's own gets the shim, which loads sonner with the first toast (see there). */
const toastsOnDemand = (): Plugin => ({
  name: 'toolbox:toasts-on-demand',
  enforce: 'pre',
  resolveId(id, importer) {
    return id === 'sonner' && importer !== TOASTS_ON_DEMAND ? TOASTS_ON_DEMAND : null;
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
      toastsOnDemand(),
      authJsUnused(),
      cliNamesUnused(),
      pluralizeUmd(),
      twemojiAssets(here('./node_modules/@twemoji/svg')),
      lucideAssets(lucideStatic, here('../core/src/tools/icon-library/aliases.json')),
      pwa(),
      bundleBudget(here('./src/tools/pages.ts')),
      // What a page fetches first, asked for with its chunks: the icon library's search index, and the render
      // fonts' Latin files for the canvas previews (every card and favicon draws with them).
      routePreload(here('./src/tools/pages.ts'), {
        '/icon-library': [`${lucideFolder(lucideStatic)}${LUCIDE_INDEX_FILE}`],
        '/og-generator': RENDER_FONT_FILES,
        '/favicon-maker': RENDER_FONT_FILES,
      }),
      staticHostFiles(securityHeaders),
      strict.plugin,
    ],
    resolve: {
      alias: [
        { find: /^conventional-commits-parser$/, replacement: commitParser },
        ...(mode === 'production'
          ? [
              { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
              { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, 'dom-export.mjs') },
            ]
          : []),
      ],
    },
    define: {
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(stack.url),
      'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(stack.anonKey),
    },
    server: { port: 5173, headers: securityHeaders },
    preview: { port: 4173, strictPort: true, headers: securityHeaders },
    // Module workers: the Markdown preview's worker loads the highlighter and MathJax on demand (code-split).
    // The JSONPath & jq page's worker runs jq-wasm, whose Node-only imports need the same stubs there.
    // `bundlerTimings` off here and below: rolldown warns when a plugin took a large share of the build, which
    // depends on the machine's load, not on the output (a warning fails the build).
    worker: {
      format: 'es',
      plugins: () => [nodeOnlyStubs()],
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Only on-demand chunks exceed Vite's 500 kB default (MathJax with its TeX fonts as paths ~1.65 MB, pdfmake
      // ~950 kB, icon data, libpg-query's glue); the shell and page budgets above are the real limits, enforced by
      // bundleBudget.
      chunkSizeWarningLimit: 1700,
      // Only lets a library go when nothing of it is used; a used library keeps all its code.
      rolldownOptions: {
        checks: { bundlerTimings: false },
        treeshake: { moduleSideEffects: (id: string) => (PURE_LIBRARIES.test(id) ? false : undefined) },
        output: { codeSplitting: { groups: CHUNK_GROUPS } },
      },
    },
  };
});
