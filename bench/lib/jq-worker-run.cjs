// `node jq-worker-run.cjs FILTER FILE`: jq-run.cjs in a worker thread under a time limit, as `toolbox jq` must run a
// filter (a filter that never ends can only be stopped from outside the thread whose WebAssembly runs it). This is
// what the command cannot go under; jq-run.cjs alone, in the main thread, is jq without that limit.
const { Worker } = require('node:worker_threads');
const { join } = require('node:path');

const worker = new Worker(join(__dirname, 'jq-run.cjs'), { argv: process.argv.slice(2) });
const timer = setTimeout(() => void worker.terminate(), 600_000);
worker.once('exit', () => clearTimeout(timer));
