import { ToolInputError } from '@toolbox/core/errors';
import type { JsonErrorLocation } from '@toolbox/core/json';
import type { WorkerAnswer, WorkerJob, WorkerRequest, WorkerResponse } from './regex-json-worker-protocol';

/** The job ran past its time limit; the worker running it was terminated. */
export class WorkerTimeoutError extends Error {
  override readonly name = 'WorkerTimeoutError';
  constructor(readonly ms: number) {
    super(`Stopped after ${ms / 1000} s`);
  }
}

/** A newer job replaced this one before it finished. */
export class WorkerSupersededError extends Error {
  override readonly name = 'WorkerSupersededError';
}

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

interface Pending {
  id: number;
  /** A newer job waits behind this one on the same worker instead of replacing the worker (see RegexJsonWorker). */
  finishesSoon: boolean;
  resolve(answer: WorkerAnswer): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./regex-json-worker.ts', import.meta.url), { type: 'module', name: 'regex-json' });

/**
 * JSON up to this size is read, checked or converted in milliseconds (a linear pass): sooner than a fresh module
 * worker starts, which takes seconds on a busy machine. The JSON page checks as you type up to this size.
 */
export const QUICK_JSON_CHARS = 1_000_000;

/**
 * One worker, one job at a time. A job past its limit terminates the worker (a regex cannot be interrupted
 * any other way) and the next job starts a fresh one; a new job supersedes a pending regex or a large JSON job the
 * same way, so a stale run never holds the thread while the user types. A pending JSON job on a smaller text is
 * superseded without a new worker: the new job waits behind it in the worker's queue.
 */
export class RegexJsonWorker {
  private worker: Worker | undefined;
  private pending: Pending | undefined;
  private nextId = 1;

  constructor(private readonly factory: WorkerFactory = defaultFactory) {}

  run(job: WorkerJob, timeoutMs?: number): Promise<WorkerAnswer> {
    if (this.pending?.finishesSoon) this.abandon(new WorkerSupersededError('Replaced by a newer job'));
    else if (this.pending) this.stop(new WorkerSupersededError('Replaced by a newer job'));
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => this.stop(new WorkerTimeoutError(timeoutMs)), timeoutMs);
      const finishesSoon = job.kind !== 'regex' && job.text.length <= QUICK_JSON_CHARS;
      this.pending = { id, finishesSoon, resolve, reject, timer };
      worker.postMessage({ id, job } satisfies WorkerRequest);
    });
  }

  /** Resolves with the text, or throws ToolInputError / JsonLocatedError / WorkerTimeoutError. */
  async text(job: WorkerJob, timeoutMs?: number): Promise<string> {
    const answer = await this.run(job, timeoutMs);
    if (answer.kind === 'text') return answer.text;
    throw errorOf(answer);
  }

  dispose() {
    this.stop(new WorkerSupersededError('Closed'));
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory();
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const pending = this.pending;
      if (!pending || pending.id !== event.data.id) return;
      clearTimeout(pending.timer);
      this.pending = undefined;
      pending.resolve(event.data.answer);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.stop(new Error(event.message || 'The worker failed'));
    };
    this.worker = worker;
    return worker;
  }

  private stop(error: Error) {
    this.worker?.terminate();
    this.worker = undefined;
    this.abandon(error);
  }

  /** Rejects the pending job and ignores its answer when it comes (onmessage matches answers by id). */
  private abandon(error: Error) {
    const pending = this.pending;
    this.pending = undefined;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
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
