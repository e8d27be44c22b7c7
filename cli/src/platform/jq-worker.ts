/** dist/jq-worker.mjs: one `toolbox jq` run in a thread of its own, so its time limit can end a filter that never does. */
import { parentPort, workerData } from 'node:worker_threads';
import { runJq } from '@toolbox/core/tools/json-query';

// jq-wasm's Emscripten glue reads __dirname/__filename, which an ES module bundle has not (its wasm is inline).
Object.assign(globalThis, { __dirname: import.meta.dirname, __filename: import.meta.filename });

const port = parentPort;
if (port) {
  try {
    port.postMessage({ result: await runJq(workerData as { filter: string; document: string }) });
  } catch (error) {
    const { message, field } = error as { message: string; field?: string };
    port.postMessage({ error: { message, field } });
  }
}
