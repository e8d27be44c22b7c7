// `node pg-parse.cjs FILE`: Postgres's parser (libpg-query, as the CLI installs it) loaded and asked to parse FILE
// once, and nothing else: what `toolbox sql format FILE` must do before formatting (its result is parsed again, on
// code already compiled). The same V8 flags as the CLI's (cli/src/platform/v8-flags.ts: baseline WASM code only,
// each function validated when first compiled). The package's JavaScript is compiled here from its source, where the
// CLI takes its own from a code cache: a few million instructions in the floor's favour.
// CommonJS, as the CLI's bundles are: Node starts it without the ES module loader.
const { createRequire } = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

require('node:v8').setFlagsFromString(
  '--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering --wasm-lazy-validation',
);
const pg = createRequire(join(__dirname, '..', '..', 'cli', 'package.json'))('libpg-query');
const sql = readFileSync(process.argv[2] ?? '', 'utf8');
pg.loadModule().then(() => pg.parse(sql));
