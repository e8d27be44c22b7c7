import { ToolInputError } from '@toolbox/core/errors';
import type { JsonQueryLiveResult } from '@toolbox/core/tools/json-query';
import { JobWorker, type WorkerFactory } from './job-worker';
import type { JsonQueryAnswer, JsonQueryJob } from './json-query-worker-protocol';

export { WorkerSupersededError, WorkerTimeoutError } from './job-worker';

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./json-query-worker.ts', import.meta.url), { type: 'module', name: 'json-query' });

/** The JSONPath & jq page's worker: jq's WebAssembly loads there with the first query, not with the page. */
export class JsonQueryWorker extends JobWorker<JsonQueryJob, JsonQueryAnswer> {
  constructor(factory: WorkerFactory = defaultFactory) {
    super(factory);
  }

  /** The live result, or throws ToolInputError / WorkerTimeoutError / WorkerSupersededError. */
  async live(job: JsonQueryJob, timeoutMs: number): Promise<JsonQueryLiveResult> {
    const answer = await this.run(job, timeoutMs);
    if (answer.kind === 'result') return answer.live;
    if (answer.kind === 'input-error') {
      const { message, title, field } = answer.error;
      throw new ToolInputError(message, title, field);
    }
    throw new Error(answer.message);
  }
}
