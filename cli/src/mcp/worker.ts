/**
 * dist/mcp-worker.mjs: one tool call of `toolbox mcp` (server.ts) in a thread of its own, so that cancelling it
 * (notifications/cancelled) or its time limit ends the work itself, not only the wait for it. The call's stderr
 * lines go to the server as they come (progress notifications); its result when it ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loaderFor } from '../commands/index';
import { type RunRequest, runOperation } from './run-operation';

const port = parentPort;
if (port) {
  const result = await runOperation(
    workerData as RunRequest,
    async (name) => loaderFor(name)?.(),
    (line) => port.postMessage({ type: 'line', line }),
  );
  port.postMessage({ type: 'done', result });
}
