import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ToolInputError } from '@toolbox/core/errors';
import type { JsonQueryResult, runJq } from '@toolbox/core/tools/json-query';
import { JqAfterOutputsError, JSON_QUERY_MESSAGES } from '@toolbox/core/tools/json-query';

/** dist/jq-worker.mjs beside the bundle (or its chunks' folder), or the source file when run from src/. */
function workerFile(): URL {
  const candidates = [
    new URL('./jq-worker.mjs', import.meta.url),
    new URL('../jq-worker.mjs', import.meta.url),
    new URL('./jq-worker.ts', import.meta.url),
  ];
  return candidates.find((url) => existsSync(fileURLToPath(url))) ?? (candidates[0] as URL);
}

function crashed(why: string): ToolInputError {
  return new ToolInputError(`jq stopped before it finished the filter: ${why}.`, JSON_QUERY_MESSAGES.title);
}

/** runJq in a worker thread, ended after `seconds` (jq runs synchronously in WebAssembly: no other way to stop it). */
export function runJqInThread(
  input: Parameters<typeof runJq>[0],
  seconds: number,
  file: URL = workerFile(),
): Promise<JsonQueryResult> {
  const worker = new Worker(file, { workerData: input });
  return new Promise<JsonQueryResult>((done, fail) => {
    const timer = setTimeout(() => {
      fail(new ToolInputError(JSON_QUERY_MESSAGES.timedOut, JSON_QUERY_MESSAGES.title, 'filter'));
      void worker.terminate();
    }, seconds * 1_000);
    worker.once(
      'message',
      (reply: {
        result?: JsonQueryResult;
        error?: { message: string; field?: string; texts?: readonly string[] };
      }) => {
        clearTimeout(timer);
        void worker.terminate();
        const { error } = reply;
        if (error?.texts?.length)
          fail(
            new JqAfterOutputsError(
              error.message,
              error.field === 'document' ? 'document' : 'filter',
              error.texts,
            ),
          );
        else if (error) fail(new ToolInputError(error.message, JSON_QUERY_MESSAGES.title, error.field));
        else done(reply.result as JsonQueryResult);
      },
    );
    worker.once('error', (error) => {
      clearTimeout(timer);
      fail(crashed(error.message));
    });
    // A thread that ends without a reply or an error (process.exit, an abort in the WebAssembly's glue) would
    // otherwise be reported by the timer as a filter that never ends. After a reply or an error this changes nothing.
    worker.once('exit', (code) => {
      clearTimeout(timer);
      fail(crashed(`its thread exited with code ${code} without an answer`));
    });
  });
}
