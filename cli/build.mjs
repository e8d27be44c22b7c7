// Builds the CLI with esbuild: dist/toolbox.js (src/bin.ts), an ES module that turns on Node's compile cache and
// loads main.ts, which loads commander and the one command asked for (src/commands/index.ts: a chunk each), so a
// command's start pays for that command's modules only. Also dist/mcp-worker.mjs and dist/pglite-worker.mjs (the
// threads of `toolbox mcp` and of the PGlite commands), dist/completion/<shell> and dist/mcp-tools.json (written by
// running the built CLI once, so `eval "$(toolbox completion bash)"` and `toolbox mcp` do not load every command),
// and dist/meta.json (cli/test/bundle-laziness.test.ts reads which chunks each module pulls in).

import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
const dist = `${root}dist`;
// Built beside dist/ and swapped in at the end, so a failed build leaves the previous one working.
const next = `${root}dist-next-${process.pid}`;

// Bundled CommonJS dependencies call require(); ESM output has none, so every chunk gets one. What they require is
// mostly Node's own modules (commander's events, fs, path), which process.getBuiltinModule gives at once: a
// createRequire at load cost every command ~7M instructions (8% of a bare Node start, Node 22), so it is made only
// when a package asks for something else.
const banner = [
  '#!/usr/bin/env node',
  "import { createRequire as __toolboxCreateRequire } from 'node:module';",
  'let __toolboxRequire;',
  'const require = (id) => process.getBuiltinModule?.(id) ?? (__toolboxRequire ??= __toolboxCreateRequire(import.meta.url))(id);',
].join('\n');

// esbuild writes a JSON file as a JavaScript object literal, which V8 parses and allocates as code: lucide-static's
// tags (280 KB) took ~50 ms to compile and ~35 ms of garbage collection in every `toolbox icons` start. A large file
// becomes `JSON.parse` of one string literal instead, which V8 reads several times faster. Only its default export
// remains: a named import of a top-level key is a build error.
const LARGE_JSON_BYTES = 16_384;

/**
 * JSON text with every character past ASCII written as a JSON escape (`\\u2026`), so the string literal that holds
 * it is one byte a character in V8: one character past Latin-1 (lucide's tags have `…`, `€`) made the whole 1 MB
 * icon catalogue a two-byte string, which V8's JSON parser reads more slowly (issue 43). JSON.parse gives the same
 * values either way.
 */
function asciiJson(json) {
  return json.replace(/[\x80-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const largeJsonParsed = {
  name: 'large-json-parsed',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (text.length < LARGE_JSON_BYTES) return undefined;
      return {
        contents: `export default JSON.parse(${JSON.stringify(asciiJson(JSON.stringify(JSON.parse(text))))});`,
        loader: 'js',
      };
    });
  },
};

// `toolbox icons` searched a catalogue it made at every run from lucide-static's names and tags (components,
// categories, search words: ~25 ms). The catalogue is data, so the build makes it once, by running the module that
// makes it (src/platform/icon-catalogue.ts), and the bundles hold it packed instead (core's icon-library/packed.ts:
// the search's lines, and each icon's entry as JSON parsed when a search returns it).
let madeIconCatalogue;
const iconCatalogueMade = {
  name: 'icon-catalogue-made',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]platform[\\/]icon-catalogue\.ts$/ }, (args) => {
      madeIconCatalogue ??= makeIconCatalogue(args);
      return madeIconCatalogue;
    });
  },
};
async function makeIconCatalogue(args) {
  const made = await build({
    absWorkingDir: root,
    entryPoints: [args.path],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  const code = Buffer.from(made.outputFiles[0].text).toString('base64');
  const { packedIconCatalogue } = await import(`data:text/javascript;base64,${code}`);
  // The index's lines as a string literal; the categories as JSON; the entries as a text of JSON lines. Characters
  // past ASCII are escapes in the literals, and in the entries JSON escapes (one byte a character: asciiJson).
  const { lines, categories, details } = await packedIconCatalogue();
  const packed = [
    `lines: ${asciiJson(JSON.stringify(lines))}`,
    `categories: JSON.parse(${JSON.stringify(JSON.stringify(categories))})`,
    `details: ${JSON.stringify(asciiJson(details))}`,
  ];
  return {
    contents: [
      "import { runUnpackedIconCatalogue } from '@toolbox/core/tools/icon-library';",
      // At the top level, not in the function: Node's compile cache holds top-level code only, and the function's
      // compile at its first call scanned its ~400 KB of literals at every run (~17M instructions, issue 77).
      `const packed = { ${packed.join(', ')} };`,
      'export const iconCatalogue = async () => runUnpackedIconCatalogue(packed);',
    ].join('\n'),
    resolveDir: dirname(args.path),
    loader: 'js',
  };
}

// A tool's front door (core/src/tools/<id>/index.ts) re-exports its meta.ts, which the registry imports too. A
// command's `import('@toolbox/core/tools/<id>')` makes that front door an entry point, so each meta.ts was reached by
// two entry points and became a chunk of its own: ~45 more modules for Node to resolve, read and link at every start
// (`toolbox time` loaded 78, then 33). The front door gets a copy of its meta.ts instead (the CLI reads metadata from
// the registry only), and the registry's metas share one chunk.
const metaCopiedIntoFrontDoor = {
  name: 'meta-copied-into-front-door',
  setup(build) {
    build.onResolve({ filter: /^\.\/meta$/ }, ({ importer }) =>
      /[\\/]core[\\/]src[\\/]tools[\\/][^\\/]+[\\/]index\.ts$/.test(importer)
        ? { path: join(dirname(importer), 'meta.ts'), suffix: '?front-door' }
        : undefined,
    );
  },
};

// commander requires node:child_process as it loads, for executable subcommands, which toolbox has none of: Node's
// child_process (net, stream, dgram under it) was 16M instructions of every command's start (`toolbox chmod 750` on
// Node 22: 156M -> 140M, `node -e 0` 80M). Its one use, spawn, loads the module when called.
const commanderSpawnOnUse = {
  name: 'commander-spawn-on-use',
  setup(build) {
    build.onResolve({ filter: /^node:child_process$/ }, ({ importer }) =>
      /[\\/]commander[\\/]lib[\\/]command\.js$/.test(importer)
        ? { path: 'spawn-on-use', namespace: 'commander-spawn-on-use' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'commander-spawn-on-use' }, () => ({
      contents: "exports.spawn = (...args) => process.getBuiltinModule('node:child_process').spawn(...args);",
      loader: 'js',
    }));
  },
};

// The `yaml` package's "node" export is CommonJS, which esbuild bundles whole (115 KB run at every load of a
// command that writes or reads YAML, in esbuild's CommonJS wrappers); its ES module build (the "default" export, the
// same code) loads as modules do: `toolbox compose` 212.9M -> 186.2M instructions on Node 22 (`node -e 0` 86.8M).
const yamlAsModules = {
  name: 'yaml-as-modules',
  setup(build) {
    build.onResolve({ filter: /^yaml$/ }, async ({ resolveDir }) => {
      const found = await build.resolve('yaml/package.json', { resolveDir, kind: 'require-call' });
      return found.errors.length > 0
        ? undefined
        : { path: join(dirname(found.path), 'browser', 'dist', 'index.js') };
    });
  },
};

const options = {
  absWorkingDir: root,
  plugins: [metaCopiedIntoFrontDoor, largeJsonParsed, iconCatalogueMade, commanderSpawnOnUse, yamlAsModules],
  // mcp-worker: one `toolbox mcp` tool call in a thread of its own (src/mcp/worker.ts), sharing the commands' chunks.
  // pglite-worker: the database that replays a project's migrations, in a thread a statement's time limit can end.
  entryPoints: {
    toolbox: 'src/bin.ts',
    'mcp-worker': 'src/mcp/worker.ts',
    'pglite-worker': 'src/platform/pglite-worker.mjs',
    // jq-worker: one `toolbox jq` run, in a thread its time limit can end (a filter such as repeat(.) never does).
    'jq-worker': 'src/platform/jq-worker.ts',
  },
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
  // Read as files at run time from their own packages (optionalDependencies): the canvas's native addon, Postgres's
  // parser (its WASM file beside its JavaScript). ink loads react-devtools-core only when DEV=true; it is not
  // installed.
  external: ['@napi-rs/canvas', 'libpg-query', 'react-devtools-core'],
  // ink (and react) look at NODE_ENV; the bundle is always production.
  define: { 'process.env.NODE_ENV': '"production"', __TOOLBOX_VERSION__: JSON.stringify(version) },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
};
// The commit-msg hook's `toolbox commit lint FILE` (src/commit-lint-entry.ts): one file, and chunks of its own for
// what it imports only when needed (a YAML config's parser).
const hook = await build({
  ...options,
  entryPoints: { hook: 'src/commit-lint-entry.ts' },
  outdir: `${next}/hook`,
}).catch(async (error) => {
  await rm(next, { recursive: true, force: true });
  throw error;
});
const result = await build(options).catch(async (error) => {
  await rm(next, { recursive: true, force: true });
  throw error;
});
for (const [file, output] of Object.entries(hook.metafile.outputs)) result.metafile.outputs[file] = output;

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
// The entry is the package's bin, dist/toolbox.js (an ES module: cli/package.json says "type": "module"). No chunk
// imports an entry, so the rename leaves every import as esbuild wrote it.
await rename(`${next}/toolbox.mjs`, `${next}/toolbox.js`);
const outputs = Object.fromEntries(
  Object.entries(result.metafile.outputs).map(([file, output]) => [
    file.replace(/toolbox\.mjs$/, 'toolbox.js'),
    output,
  ]),
);

const home = await mkdtemp(join(tmpdir(), 'toolbox-build-'));
const runBuilt = (args) =>
  execFileSync(process.execPath, [`${next}/toolbox.js`, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: home, NODE_DISABLE_COMPILE_CACHE: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
// `toolbox completion <shell>` loads every command to describe them, and `eval "$(toolbox completion bash)"` runs at
// every shell start: bin.ts prints the script this build's CLI printed, written here for each of SHELLS.
const shells = /export const SHELLS = \[([^\]]*)\]/
  .exec(await readFile(`${root}src/completion/shells.ts`, 'utf8'))?.[1]
  .match(/[a-z]+/g);
if (!shells) throw new Error('build.mjs: no SHELLS in src/completion/shells.ts');
await mkdir(`${next}/completion`);
for (const shell of shells) await writeFile(`${next}/completion/${shell}`, runBuilt(['completion', shell]));
// `toolbox mcp` answers tools/list from the catalog this build's CLI made (src/mcp/load-catalog.ts).
await writeFile(`${next}/mcp-tools.json`, runBuilt(['--json', 'mcp', '--list']));
await rm(home, { recursive: true, force: true });

await writeFile(
  `${next}/meta.json`,
  JSON.stringify({ ...result.metafile, outputs }).replaceAll(`${next.slice(root.length)}/`, 'dist/'),
);
await chmod(`${next}/toolbox.js`, 0o755);
const previous = `${root}dist-old-${process.pid}`;
await rename(dist, previous).catch(() => {});
await rename(next, dist);
await rm(previous, { recursive: true, force: true });
console.log(`built dist/toolbox.js and ${Object.keys(outputs).length} other files`);
