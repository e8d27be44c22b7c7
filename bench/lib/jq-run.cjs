// `node jq-run.cjs FILTER FILE`: jq itself (jq-wasm, as core runs it) loaded and run once on FILE, in this thread,
// and nothing else: the work `toolbox jq FILTER FILE` cannot go under. The command runs jq in a worker thread of
// its own, whose start (a second Node environment) it pays on top: that thread is what lets its time limit end a
// filter that never does (WebAssembly cannot be interrupted in the thread that runs it). That start alone is ~190M
// instructions on Node 22 (callgrind, 2026-11-30: an ES module starting an empty worker 280M against 87M without), so
// this script run in a worker is 608M against its 446M, and `toolbox jq` (723M) is 1.19x of the former.
// CommonJS, as pg-parse.cjs: Node starts it without the ES module loader. With Node's compile cache on where there is
// one (Node 22.1+), as the CLI's entry turns it on: jq-wasm's 1.3 MB of JavaScript is then read from it, not compiled.
const { createRequire, enableCompileCache } = require('node:module');
enableCompileCache?.();
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const jq = createRequire(join(__dirname, '..', '..', 'core', 'package.json'))('jq-wasm/dist/build/jq.js');
const document = readFileSync(process.argv[3] ?? '', 'utf8');
(jq.default ?? jq)().then((module) => module.raw(document, process.argv[2] ?? '.', ['-c']));
