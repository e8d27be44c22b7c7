import { ToolInputError } from '@toolbox/core/errors';
import { runJsonQueryLive } from '@toolbox/core/tools/json-query';
import { serveJobs } from './job-worker';
import type { JsonQueryAnswer, JsonQueryJob } from './json-query-worker-protocol';

/** Runs off the main thread: a jq filter that never ends (repeat(.)) holds only this worker, which the page ends. */
export async function answer(job: JsonQueryJob): Promise<JsonQueryAnswer> {
  try {
    return { kind: 'result', live: await runJsonQueryLive(job) };
  } catch (error) {
    if (error instanceof ToolInputError) {
      const { message, title, field } = error;
      return { kind: 'input-error', error: { message, title, field } };
    }
    return { kind: 'crash', message: error instanceof Error ? error.message : String(error) };
  }
}

serveJobs(answer);
