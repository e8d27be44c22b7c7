// Bundles the CLI: dist/toolbox.js, a tiny CommonJS launcher (src/launcher.ts) that answers --version itself,
// dist/toolbox.mjs, the ES module bundle (src/bin.ts) with lazily loaded chunks: one per command module
// and heavy dependency, and dist/hook/commit-lint.mjs, the commit-msg hook's `toolbox commit lint FILE` in one
// module (src/commit-lint-entry.ts).
import { chmod, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
const dist = `${root}dist`;
// Built beside dist/ and swapped in at the end, so a failed build leaves the previous one working.
const next = `${root}dist-next-${process.pid}`;

// Bundled CommonJS dependencies call require(); ESM output has none, so every chunk gets one.
const banner = [
  '#!/usr/bin/env node',
  "import { createRequire as __toolboxCreateRequire } from 'node:module';",
  'const require = __toolboxCreateRequire(import.meta.url);',
].join('\n');

// A tool's index re-exports its meta, so each meta.ts was reachable from main (through the registry) and from
// its tool's lazy chunk: esbuild gave every one a chunk of its own, ~30 tiny modules every command loaded. The
// CLI takes metas only from the registry (a build error here says otherwise), so its bundle drops the re-export
// and the metas share the registry's chunk.
const metasFromRegistryOnly = {
  name: 'metas-from-registry-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]core[\\/]src[\\/]tools[\\/][^\\/]+[\\/]index\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/^export \{ meta \} from '\.\/meta';$/m, ''),
      loader: 'ts',
    }));
  },
};

// commander requires node:child_process at load for executable subcommands, which the CLI never declares; loading
// it (with net, dgram and the streams it pulls in) cost every command's start several ms. Its one use, spawn, now
// loads the module when called.
const commanderSpawnOnDemand = {
  name: 'commander-spawn-on-demand',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer)
        ? { path: 'child_process', namespace: 'commander-spawn-on-demand' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'commander-spawn-on-demand' }, () => ({
      contents: "exports.spawn = (...args) => require('node:child_process').spawn(...args);",
      loader: 'js',
    }));
  },
};

const options = {
  absWorkingDir: root,
  plugins: [metasFromRegistryOnly, commanderSpawnOnDemand],
  entryPoints: { toolbox: 'src/bin.ts' },
  outdir: next,
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // TOOLBOX_NO_MINIFY=1: readable names in a --cpu-prof profile.
  minify: process.env.TOOLBOX_NO_MINIFY !== '1',
  banner: { js: banner },
  // ink loads react-devtools-core only when DEV=true; it is not installed.
  external: ['@napi-rs/canvas', 'react-devtools-core'],
  // ink (and react) look at NODE_ENV; the bundle is always production.
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
};

const launcher = {
  absWorkingDir: root,
  entryPoints: ['src/launcher.ts'],
  outfile: `${next}/toolbox.js`,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  banner: { js: '#!/usr/bin/env node' },
  define: { __TOOLBOX_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
};

// The hook's path: its own entry, so `commit lint FILE` loads one module; what only some runs need (yaml for a
// YAML config, git for --from, the credential store) stays in chunks of its own, loaded when reached.
const commitLint = {
  ...options,
  entryPoints: { 'commit-lint': 'src/commit-lint-entry.ts' },
  outdir: `${next}/hook`,
};

const result = await Promise.all([build(options), build(launcher), build(commitLint)])
  .then(([bundle, , hook]) => ({
    metafile: {
      inputs: { ...bundle.metafile.inputs, ...hook.metafile.inputs },
      outputs: { ...bundle.metafile.outputs, ...hook.metafile.outputs },
    },
  }))
  .catch(async (error) => {
    await rm(next, { recursive: true, force: true });
    throw error;
  });
// The banner's require is for bundled CommonJS code; most chunks have none, and the import and createRequire call
// cost each loaded chunk a little: they are dropped where nothing after the banner names require.
const bannerLines = banner.slice(banner.indexOf('\n'));
for (const file of Object.keys(result.metafile.outputs)) {
  if (!file.endsWith('.mjs')) continue;
  const path = `${root}${file}`;
  const code = await readFile(path, 'utf8');
  const at = code.indexOf(bannerLines);
  if (at === -1) continue;
  const rest = code.slice(at + bannerLines.length);
  if (!/\brequire\b/.test(rest)) await writeFile(path, code.slice(0, at) + rest);
}

// The launcher is CommonJS; the bundle's files end in .mjs, so they stay ES modules.
await writeFile(`${next}/package.json`, `${JSON.stringify({ type: 'commonjs' })}\n`);

// cli/test/bundle-laziness.test.ts reads which chunks each command module (and the hook's entry) pulls in.
await writeFile(
  `${next}/meta.json`,
  JSON.stringify(result.metafile).replaceAll(`${next.slice(root.length)}/`, 'dist/'),
);
await chmod(`${next}/toolbox.js`, 0o755);
const previous = `${root}dist-old-${process.pid}`;
await rename(dist, previous).catch(() => {});
await rename(next, dist);
await rm(previous, { recursive: true, force: true });

const size = (await readFile(`${dist}/toolbox.js`)).length;
console.log(
  `built dist/toolbox.js (${size} bytes) and ${Object.keys(result.metafile.outputs).length} ES module files`,
);
