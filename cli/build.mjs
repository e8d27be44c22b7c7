// Bundles the CLI: dist/toolbox.js, a tiny CommonJS launcher (src/launcher.ts) that answers --version itself,
// dist/toolbox.mjs, the ES module bundle (src/bin.ts) with lazily loaded chunks: one per command module
// and heavy dependency, dist/hook/commit-lint.cjs, the commit-msg hook's `toolbox commit lint FILE` in one
// CommonJS file (src/commit-lint-entry.ts), and dist/fast/*.cjs, the small commands in groups (src/fast-entry.ts).

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { semverRegexesOnDemand } from './semver-regexes-on-demand.mjs';

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

// commander's index makes a default program as it loads (`new Command()`, with its help and output settings), which
// the CLI never uses: it makes its own (main.ts). The CLI's imports of 'commander' take its classes from the files
// that define them, the same modules index.js re-exports; importing anything else is a build error.
const COMMANDER_CLASSES = {
  Argument: 'lib/argument.js',
  Command: 'lib/command.js',
  CommanderError: 'lib/error.js',
  Help: 'lib/help.js',
  InvalidArgumentError: 'lib/error.js',
  Option: 'lib/option.js',
};
const commanderWithoutDefaultProgram = {
  name: 'commander-without-default-program',
  setup(build) {
    build.onResolve({ filter: /^commander$/ }, (args) =>
      args.importer.startsWith(`${root}src/`) || /[\\/]core[\\/]src[\\/]/.test(args.importer)
        ? { path: 'commander', namespace: 'commander-without-default-program' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'commander-without-default-program' }, () => {
      const folder = dirname(createRequire(`${root}package.json`).resolve('commander'));
      const contents = Object.entries(COMMANDER_CLASSES)
        .map(([name, file]) => `export { ${name} } from ${JSON.stringify(join(folder, file))};`)
        .join('\n');
      return { contents, loader: 'js', resolveDir: folder };
    });
  },
};

// In the one-file CommonJS bundles every module's top level runs at load, so a dependency imported for a rare case
// costs every run:
// - semver's valid() (a message that is a bare version, core/src/conventional/message.ts) loads semver's classes
//   and token table; its satisfies() and validRange() (`release`'s dependency ranges, core's dependency-ranges.ts)
//   its Range and Comparator classes, which `changelog` never makes;
// - acorn (`tailwind extract` reads a config without running it) builds its Unicode tables for six ECMAScript
//   versions, ~16 ms of every `tailwind` subcommand;
// - fflate (the workspace's share links) builds its Huffman tables and loads worker_threads, ~8M instructions of
//   every `workspace` run;
// - uuid's Node build loads node:crypto for the random bytes the CLI always passes it, ~3 ms of every command in the
//   utilities bundle (`base64` included);
// - node:fs/promises loads Node's stream and readline modules (~5M instructions) for commands that write to stdout;
// - d3-timer (d3-force's, for the force-directed layouts) reads globalThis.performance as it loads, which makes Node
//   load perf_hooks;
// - marked builds its block and inline grammars as it loads, for `api-docs --format md`, which renders no Markdown;
// - entities' decoder unpacks its HTML entity table as it loads, which `meta` reads only with --check (core's
//   html/decode.ts decodes; the parse5 that the documents' renderers load keeps the module as it is);
// - yaml builds its schemas' tags as it loads, for `api-docs`, which reads YAML with js-yaml and this parser only
//   to place an error on its line (core's uses; the hook's YAML parser is apart already, hookYamlApart);
// - culori registers its thirty colour spaces as it loads, for `tailwind optimize` too, whose bundle holds the
//   palette of `tailwind config` (core's contrast and QR colours compute luminance without it, color/luminance.ts);
// - jsonc-parser makes ~330 KB of cached indentation strings as it loads (its formatter's), for every command that
//   reads JSON (`api-docs`, `convert`, `json`, `jwt`), which asks it only where invalid JSON went wrong.
// - core's API docs page (api-docs/html.ts: its CSP hash's WebAssembly bytes, the Markdown-to-HTML sanitizer's
//   allowlists, ~25 regular expressions), for `api-docs --format md`, which writes no HTML;
// - js-yaml builds its schemas as it loads (~2.7M instructions), for `api-docs`, which reads the block YAML most
//   descriptions are written in without it (core's api-docs/block-yaml.ts) and asks it only for the rest, through
//   core's js-yaml-core.ts.
// Each module named here gets a stand-in that loads it on the first call of one of the functions listed ('' for a
// module that is one function, its default export; `new X` for a class only made with `new`); importing anything
// else from it is a build error. A module in LAZY_ONLY_FROM is replaced only for the importers it names.
const LAZY_FUNCTION_MODULES = {
  'semver/functions/valid': [''],
  'semver/functions/satisfies': [''],
  'semver/ranges/valid': [''],
  acorn: ['parse', 'parseExpressionAt'],
  yaml: [
    'isAlias',
    'isMap',
    'isPair',
    'isScalar',
    'isSeq',
    'new LineCounter',
    'parse',
    'parseAllDocuments',
    'parseDocument',
    'stringify',
  ],
  culori: ['converter', 'formatHex', 'formatHsl', 'formatRgb', 'interpolate'],
  fflate: ['deflateSync', 'inflateSync', 'strFromU8', 'strToU8', 'zlibSync', 'unzlibSync', 'zipSync'],
  crypto: ['randomUUID', 'randomFillSync', 'createHash'],
  'd3-timer': ['timer'],
  marked: ['new Marked'],
  'entities/decode': ['decodeHTML', 'decodeHTMLAttribute'],
  './js-yaml-core': ['loadCoreYaml'],
  './html': ['htmlParts', 'previewHtml'],
  'jsonc-parser/lib/esm/main.js': [
    'applyEdits',
    'findNodeAtLocation',
    'modify',
    'parse',
    'parseTree',
    'printParseErrorCode',
  ],
  'node:fs/promises': [
    'appendFile',
    'lstat',
    'mkdir',
    'open',
    'readdir',
    'readFile',
    'realpath',
    'rename',
    'rm',
    'stat',
  ],
};
const LAZY_ONLY_FROM = {
  yaml: /[\\/]core[\\/]src[\\/]/,
  crypto: /[\\/]node_modules[\\/]uuid[\\/]dist[\\/]/,
  'entities/decode': /[\\/]core[\\/]src[\\/]html[\\/]decode\.ts$/,
  './js-yaml-core': /[\\/]core[\\/]src[\\/]tools[\\/]api-docs[\\/]parse\.ts$/,
  './html': /[\\/]core[\\/]src[\\/]tools[\\/]api-docs[\\/](generate|run-docs)\.ts$/,
};
const lazyFunctionModules = {
  name: 'lazy-function-modules',
  setup(build) {
    const escaped = Object.keys(LAZY_FUNCTION_MODULES).map((name) => name.replace(/[/.]/g, '\\$&'));
    const names = new RegExp(`^(${escaped.join('|')})$`);
    build.onResolve({ filter: names }, (args) => {
      // The stand-in's own require() of the real module, an importer the module is not replaced for, or an import()
      // (lazy already: the hook's YAML parser, hookYamlApart).
      const only = LAZY_ONLY_FROM[args.path];
      if (args.namespace === 'lazy-function-module' || (only && !only.test(args.importer))) return undefined;
      if (args.kind === 'dynamic-import') return undefined;
      return { path: args.path, namespace: 'lazy-function-module', pluginData: args.resolveDir };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-function-module' }, (args) => {
      const real = `require(${JSON.stringify(args.path)})`;
      const contents = LAZY_FUNCTION_MODULES[args.path]
        .map((name) =>
          name === ''
            ? `export default (...args) => ${real}(...args);`
            : name.startsWith('new ')
              ? `export class ${name.slice(4)} { constructor(...args) { return new (${real}.${name.slice(4)})(...args); } }`
              : `export const ${name} = (...args) => ${real}.${name}(...args);`,
        )
        .join('\n');
      return { contents, resolveDir: args.pluginData, loader: 'js' };
    });
  },
};

// @noble/hashes (`toolbox hash` of bytes in memory, src/platform/digest.ts) takes node:crypto (or globalThis.crypto,
// which loads the same) for its random bytes, which the CLI never asks it for: loading it for nothing would cost the
// very start the JavaScript hashes are there to spare. Its random bytes are left without a source (they throw).
const nobleWithoutNodeCrypto = {
  name: 'noble-without-node-crypto',
  setup(build) {
    build.onResolve({ filter: /^@noble\/hashes\/crypto$/ }, () => ({
      path: 'crypto',
      namespace: 'noble-without-node-crypto',
    }));
    build.onLoad({ filter: /.*/, namespace: 'noble-without-node-crypto' }, () => ({
      contents: 'export const crypto = undefined;',
      loader: 'js',
    }));
  },
};

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

// sql-formatter's postgresql dialect expands its clause phrases ("SELECT [ALL | DISTINCT]", ~900 of them) into every
// spelling at load, through its own small parser: ~3 ms of each `sql format` (a twentieth of its run). They are data,
// so the build loads the dialect and bundles what the expansion gave, the keyword, type and function lists still
// imported from their own modules (the patched ones: patches/sql-formatter@15.9.0.patch).
const POSTGRESQL_LISTS = [
  ['keywords', './postgresql.keywords.js'],
  ['dataTypes', './postgresql.keywords.js'],
  ['functions', './postgresql.functions.js'],
];
const postgresqlPhrasesExpanded = {
  name: 'postgresql-phrases-expanded',
  setup(build) {
    build.onLoad(
      {
        filter:
          /[\\/]sql-formatter[\\/]dist[\\/]esm[\\/]languages[\\/]postgresql[\\/]postgresql\.formatter\.js$/,
      },
      async (args) => {
        const folder = dirname(args.path);
        const { postgresql } = await import(pathToFileURL(args.path).href);
        const lists = await Promise.all(
          POSTGRESQL_LISTS.map(async ([name, file]) => [
            name,
            (await import(pathToFileURL(join(folder, file)).href))[name],
          ]),
        );
        const placeholder = (name) => `\u0000${name}\u0000`;
        const json = JSON.stringify(postgresql, (_key, value) => {
          const list = lists.find(([, items]) => items === value);
          return list ? placeholder(list[0]) : value;
        });
        const source = lists.reduce(
          (text, [name]) => text.replace(JSON.stringify(placeholder(name)), name),
          `export const postgresql = ${asciiJson(json)};`,
        );
        if (lists.some(([name]) => !source.includes(`:${name}`)))
          throw new Error(`postgresql-phrases-expanded: a list of ${args.path} is not in its dialect`);
        const imports = POSTGRESQL_LISTS.map(([name, file]) => `import { ${name} } from '${file}';`).join(
          '\n',
        );
        return { contents: `${imports}\n${source}\n`, loader: 'js' };
      },
    );
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
      `export const iconCatalogue = async () => runUnpackedIconCatalogue({ ${packed.join(', ')} });`,
    ].join('\n'),
    resolveDir: dirname(args.path),
    loader: 'js',
  };
}

// The commit-msg hook never signs in (commit lint needs no account), but the context it shares with every command
// can: the sign-in modules (the credential store, the API client, the account's validation) were a quarter of the
// hook bundle's functions, 1.3M instructions of each commit's start to load as compiled code. In the hook's bundle
// they are a stand-in that throws, and commit-lint-entry.ts hands any error to the full CLI, which signs in.
const hookWithoutSignIn = {
  name: 'hook-without-sign-in',
  setup(build) {
    build.onResolve({ filter: /^\.\/platform\/sign-in$/ }, (args) =>
      /[\\/]src[\\/]context\.ts$/.test(args.importer)
        ? { path: 'sign-in', namespace: 'hook-without-sign-in' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'hook-without-sign-in' }, () => ({
      contents:
        "export async function confirmCredential() { throw new Error('signing in is the full CLI\\'s'); }",
      loader: 'js',
    }));
  },
};

// The hook reads YAML only for a `.commitlintrc.yaml` (lint-config.ts imports the parser on first use), yet the
// parser's source was three quarters of the hook's bundle, read and held at every commit (0.7M instructions). The
// hook's bundle requires it from dist/hook/yaml.cjs (src/hook-yaml.ts) beside it when a YAML config is read.
const hookYamlApart = {
  name: 'hook-yaml-apart',
  setup(build) {
    build.onResolve({ filter: /^yaml$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: 'yaml', namespace: 'hook-yaml-apart' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'hook-yaml-apart' }, () => ({
      // A variable, so esbuild leaves the require to run time; the launcher's require for the hook loads it
      // through the code cache (launcher.ts).
      contents: 'const file = "./yaml.cjs"; module.exports = require(file);',
      loader: 'js',
    }));
  },
};

// What the launcher's code-cached CommonJS bundles (the hook's, the small commands') cannot run is the full CLI's:
// an interactive screen (src/ui/, ink and react, whose top-level awaits CommonJS cannot hold) and a module run from
// the user's disk (src/platform/import-file.ts: a vm.Script's import() is experimental on Node 20). There each
// function such a module exports is a stand-in that throws FullCliOnly (src/full-cli-only.ts) and the launcher runs
// the argv in the full CLI; both come before a command prints anything.
const FULL_CLI_ONLY = /^(?:\.\.\/ui\/[\w-]+|(?:\.\/|\.\.\/platform\/)import-file)$/;
const fullCliOnly = {
  name: 'full-cli-only',
  setup(build) {
    build.onResolve({ filter: FULL_CLI_ONLY }, (args) => {
      if (!args.importer.startsWith(`${root}src/`)) return undefined;
      const path = join(args.resolveDir, args.path);
      return { path: path.includes('/ui/') ? `${path}.tsx` : `${path}.ts`, namespace: 'full-cli-only' };
    });
    build.onLoad({ filter: /.*/, namespace: 'full-cli-only' }, async (args) => {
      const names = [...(await readFile(args.path, 'utf8')).matchAll(/^export (?:async )?function (\w+)/gm)];
      if (names.length === 0) throw new Error(`full-cli-only: no function exported by ${args.path}`);
      const contents = [
        `import { FullCliOnly } from ${JSON.stringify(`${root}src/full-cli-only.ts`)};`,
        ...names.map(
          ([, name]) => `export function ${name}() { throw new FullCliOnly(${JSON.stringify(name)}); }`,
        ),
      ].join('\n');
      return { contents, loader: 'ts', resolveDir: `${root}src` };
    });
  },
};

/** The text of `export const NAME = [...] as const;` or `{...}` in one of the CLI's TypeScript files. */
const constantIn = async (file, name) => {
  const text = await readFile(`${root}${file}`, 'utf8');
  const body = new RegExp(`export const ${name} = ([\\[{][^;]*[\\]}]) as const;`).exec(text)?.[1];
  if (body === undefined) throw new Error(`build.mjs: no ${name} in ${file}`);
  return body;
};

// The small commands' bundles (src/fast-entry.ts) run main.ts, whose command table (src/commands/index.ts) loads
// every command module: in one CommonJS file that would be the whole CLI. Each bundle's copy of the table keeps
// only its group of small commands (FAST_BUNDLES in src/fast-commands.ts); a loader line not in the expected shape
// is a build error.
const fastCommandsOnly = (outfile) => ({
  name: 'fast-commands-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]cli[\\/]src[\\/]commands[\\/]index\.ts$/ }, async (args) => {
      const table = await constantIn('src/fast-commands.ts', 'FAST_BUNDLES');
      const key = outfile.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const list = new RegExp(`'${key}': \\[([^\\]]*)\\]`).exec(table);
      const fast = new Set(list?.[1].match(/[\w-]+/g));
      const loader = /^ {2}'?([\w-]+)'?: \(\) => import\('\.\/[\w-]+'\),\n/gm;
      const source = await readFile(args.path, 'utf8');
      const kept = [];
      const contents = source.replace(loader, (line, name) => {
        if (!fast.has(name)) return '';
        kept.push(name);
        return line;
      });
      if (fast.size === 0 || kept.length !== fast.size)
        throw new Error(
          `fast-commands-only (${outfile}): found ${kept.join(', ')} of ${[...fast].join(', ')}`,
        );
      return { contents, loader: 'ts' };
    });
  },
});

// libpg-query's Emscripten glue finds its WASM file beside its own JS (__dirname), which bundling it moves: the
// glue is bundled (so a run of `sql format` takes it from the code cache, not compiled from node_modules, ~10% of
// the run), told where the WASM file is by platform/pg-parser.ts, and keeps no __dirname (an ES module has none).
const PG_QUERY_FACTORY_CALL = '(0, libpg_query_js_1.default)()';
const PG_QUERY_SCRIPT_DIRECTORY = 'scriptDirectory=__dirname+"/"';
const pgQueryBundled = {
  name: 'pg-query-bundled',
  setup(build) {
    build.onLoad({ filter: /[\\/]libpg-query[\\/]wasm[\\/](index\.cjs|libpg-query\.js)$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const [from, to] = args.path.endsWith('index.cjs')
        ? [
            PG_QUERY_FACTORY_CALL,
            '(0, libpg_query_js_1.default)({ locateFile: (file) => globalThis.__toolboxPgQueryWasm + file })',
          ]
        : [PG_QUERY_SCRIPT_DIRECTORY, 'scriptDirectory=""'];
      if (source.split(from).length !== 2)
        throw new Error(`pg-query-bundled: ${from} not once in ${args.path}`);
      return { contents: source.replace(from, to), loader: 'js' };
    });
  },
};

const options = {
  absWorkingDir: root,
  plugins: [
    semverRegexesOnDemand,
    pgQueryBundled,
    metasFromRegistryOnly,
    commanderSpawnOnDemand,
    commanderWithoutDefaultProgram,
    nobleWithoutNodeCrypto,
    largeJsonParsed,
    iconCatalogueMade,
    postgresqlPhrasesExpanded,
  ],
  // mcp-worker: one `toolbox mcp` tool call in a thread of its own (src/mcp/worker.ts), sharing the commands' chunks.
  // pglite-worker: the database that replays a project's migrations, in a thread a statement's time limit can end.
  entryPoints: {
    toolbox: 'src/bin.ts',
    'mcp-worker': 'src/mcp/worker.ts',
    'pglite-worker': 'src/platform/pglite-worker.mjs',
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

// The commit-msg hook's `toolbox commit lint FILE` (src/commit-lint-entry.ts) and the small commands
// (src/fast-entry.ts) are CommonJS, one file each: no ES module loader, one read, one compile, and the launcher
// keeps their compiled code (src/code-cache.ts). What only some runs reach stays in the file, lazily initialised.
const commonJs = (entry, outfile) => ({
  ...options,
  entryPoints: [entry],
  outdir: undefined,
  outExtension: undefined,
  entryNames: undefined,
  chunkNames: undefined,
  outfile: `${next}/${outfile}`,
  splitting: false,
  format: 'cjs',
  // No shebang: the launcher compiles these inside Node's CommonJS wrapper. import.meta.url is worked out when read
  // (few runs do), not at every load.
  banner: {
    js: 'var __toolboxImportMeta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };',
  },
  define: { ...options.define, 'import.meta.url': '__toolboxImportMeta.url' },
  plugins: [
    ...options.plugins,
    lazyFunctionModules,
    fullCliOnly,
    ...(entry === 'src/fast-entry.ts'
      ? [fastCommandsOnly(outfile)]
      : entry === 'src/commit-lint-entry.ts'
        ? [hookWithoutSignIn, hookYamlApart]
        : []),
  ],
});
// esbuild escapes non-ASCII text in strings but not in regular expression literals: one `’` made the whole hook
// bundle a two-byte string for V8 (read, decoded and scanned as such), 0.7M instructions of every commit's start.
// Every code unit past ASCII becomes its \uXXXX escape, which means the same in strings, templates, regular
// expressions (a surrogate pair stays one code point under the u flag) and identifiers; the bundles have no comments.
const asciiOnly = (code) =>
  code.replace(/[^\0-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);

// The small commands' bundles are FAST_BUNDLES' keys (src/fast-commands.ts); the shells `toolbox completion` writes
// for are SHELLS (src/completion/shells.ts).
const fastBundles = [
  ...(await constantIn('src/fast-commands.ts', 'FAST_BUNDLES')).matchAll(/^ {2}'(fast\/[\w-]+\.cjs)':/gm),
].map((match) => match[1]);
const shells = [...(await constantIn('src/completion/shells.ts', 'SHELLS')).matchAll(/'([a-z]+)'/g)].map(
  (match) => match[1],
);
if (fastBundles.length === 0 || shells.length === 0)
  throw new Error('build.mjs: FAST_BUNDLES or SHELLS read empty');

const commonJsBundles = {
  'hook/commit-lint.cjs': 'src/commit-lint-entry.ts',
  'hook/yaml.cjs': 'src/hook-yaml.ts',
  ...Object.fromEntries(fastBundles.map((bundle) => [bundle, 'src/fast-entry.ts'])),
};

const result = await Promise.all([
  build(options),
  ...Object.entries(commonJsBundles).map(([outfile, entry]) => build(commonJs(entry, outfile))),
])
  .then(async ([bundle, ...bundles]) => {
    // Each bundle's hash names its compile cache, so a new build never reads an old build's code.
    const hashes = {};
    for (const outfile of Object.keys(commonJsBundles)) {
      const code = asciiOnly(await readFile(`${next}/${outfile}`, 'utf8'));
      // The launcher hands these bundles a require that is a function only (launcher.ts, bundleRequire). An unminified
      // build (TOOLBOX_NO_MINIFY) keeps the libraries' comments, which may name them.
      const checked = options.minify ? code : code.replace(/\/\*[\s\S]*?\*\//g, '');
      if (/\brequire\.(?:resolve|cache|main|extensions)\b/.test(checked))
        throw new Error(`build.mjs: ${outfile} uses a property of require`);
      await writeFile(`${next}/${outfile}`, code);
      hashes[outfile] = createHash('sha256').update(code).digest('hex').slice(0, 16);
    }
    await build({
      ...launcher,
      define: { ...launcher.define, __TOOLBOX_BUNDLE_HASHES__: JSON.stringify(hashes) },
    });
    const all = [bundle, ...bundles];
    return {
      metafile: {
        inputs: Object.assign({}, ...all.map((each) => each.metafile.inputs)),
        outputs: Object.assign({}, ...all.map((each) => each.metafile.outputs)),
      },
    };
  })
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

// `toolbox completion <shell>` loads every command to describe them (~0.4 s), and `eval "$(toolbox completion
// bash)"` runs at every shell start: the launcher prints the script this build's CLI printed, written here.
await mkdir(`${next}/completion`);
const home = await mkdtemp(join(tmpdir(), 'toolbox-build-'));
for (const shell of shells) {
  const script = execFileSync(process.execPath, [`${next}/toolbox.mjs`, 'completion', shell], {
    env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: home },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  await writeFile(`${next}/completion/${shell}`, script);
}
// `toolbox mcp` answers tools/list from the catalog this build's CLI made (src/mcp/load-catalog.ts), not by loading
// every command at its start.
await writeFile(
  `${next}/mcp-tools.json`,
  execFileSync(process.execPath, [`${next}/toolbox.mjs`, '--json', 'mcp', '--list'], {
    env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: home },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);
await rm(home, { recursive: true, force: true });

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
  `built dist/toolbox.js (${size} bytes) and ${Object.keys(result.metafile.outputs).length} bundle files`,
);
