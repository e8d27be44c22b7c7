import { ToolInputError } from '@toolbox/core/errors';
import type { JsonErrorLocation } from '@toolbox/core/json';
import { JobWorker, type WorkerFactory } from './job-worker';
import type { WorkerAnswer, WorkerJob } from './regex-json-worker-protocol';

export { WorkerSupersededError, WorkerTimeoutError } from './job-worker';

/** A ToolInputError that also knows where in the JSON the problem is. */
export class JsonLocatedError extends ToolInputError {
  constructor(
    message: string,
    title: string,
    readonly location: JsonErrorLocation,
  ) {
    super(message, title);
  }
}

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./regex-json-worker.ts', import.meta.url), { type: 'module', name: 'regex-json' });

/**
 * JSON up to this size is read, checked or converted in milliseconds (a linear pass): sooner than a fresh module
 * worker starts, which takes seconds on a busy machine. The JSON page checks as you type up to this size.
 */
export const QUICK_JSON_CHARS = 1_000_000;

/** The Regex & JSON page's worker: a pending JSON job on a small text finishes soon, so a new job waits behind it. */
export class RegexJsonWorker extends JobWorker<WorkerJob, WorkerAnswer> {
  constructor(factory: WorkerFactory = defaultFactory) {
    super(factory, (job) => job.kind !== 'regex' && job.text.length <= QUICK_JSON_CHARS);
  }

  /** Resolves with the text, or throws ToolInputError / JsonLocatedError / WorkerTimeoutError. */
  async text(job: WorkerJob, timeoutMs?: number): Promise<string> {
    const answer = await this.run(job, timeoutMs);
    if (answer.kind === 'text') return answer.text;
    throw errorOf(answer);
  }
}

function errorOf(answer: WorkerAnswer): Error {
  if (answer.kind === 'input-error') {
    const { message, title, location } = answer.error;
    return location ? new JsonLocatedError(message, title, location) : new ToolInputError(message, title);
  }
  if (answer.kind === 'crash') return new Error(answer.message);
  return new Error(`Unexpected answer: ${answer.kind}`);
}
