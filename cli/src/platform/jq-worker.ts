/** dist/jq-worker.mjs: one `toolbox jq` run in a thread of its own, so its time limit can end a filter that never does. */
import * as nodeModule from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { runJq } from '@toolbox/core/tools/json-query';

// The entry's compile cache (bin.ts) is the main thread's only: this thread compiled jq-wasm's 1.3 MB of JavaScript
// from source at every run. runJq imports it when first called, so turning the cache on here is in time.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// jq-wasm's Emscripten glue reads __dirname/__filename, which an ES module bundle has not (its wasm is inline).
Object.assign(globalThis, { __dirname: import.meta.dirname, __filename: import.meta.filename });

const port = parentPort;
if (port) {
  try {
    port.postMessage({ result: await runJq(workerData as Parameters<typeof runJq>[0]) });
  } catch (error) {
    // The outputs jq wrote before it failed (JqAfterOutputsError), printed before its message.
    const { message, field, texts } = error as { message: string; field?: string; texts?: readonly string[] };
    port.postMessage({ error: { message, field, texts } });
  }
}
