/// <reference lib="webworker" />
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

export interface JobRequest<Job> {
  id: number;
  job: Job;
}

export interface JobResponse<Answer> {
  id: number;
  answer: Answer;
}

interface Pending<Answer> {
  id: number;
  /** A newer job waits behind this one on the same worker instead of replacing the worker. */
  finishesSoon: boolean;
  resolve(answer: Answer): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export type WorkerFactory = () => Worker;

/**
 * One worker, one job at a time. A job past its limit terminates the worker (a regex or a parser cannot be
 * interrupted any other way) and the next job starts a fresh one; a new job supersedes a pending one the same way,
 * so a stale run never holds the thread while the user types. A pending job that `finishesSoon` is superseded
 * without a new worker: the new job waits behind it in the worker's queue.
 */
export class JobWorker<Job, Answer> {
  private worker: Worker | undefined;
  private pending: Pending<Answer> | undefined;
  private nextId = 1;

  constructor(
    private readonly factory: WorkerFactory,
    private readonly finishesSoon: (job: Job) => boolean = () => false,
  ) {}

  run(job: Job, timeoutMs?: number): Promise<Answer> {
    if (this.pending?.finishesSoon) this.abandon(new WorkerSupersededError('Replaced by a newer job'));
    else if (this.pending) this.stop(new WorkerSupersededError('Replaced by a newer job'));
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => this.stop(new WorkerTimeoutError(timeoutMs)), timeoutMs);
      this.pending = { id, finishesSoon: this.finishesSoon(job), resolve, reject, timer };
      worker.postMessage({ id, job } satisfies JobRequest<Job>);
    });
  }

  dispose() {
    this.stop(new WorkerSupersededError('Closed'));
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory();
    worker.onmessage = (event: MessageEvent<JobResponse<Answer>>) => {
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

/** The worker's side: answers each request with `answer(job)` (a no-op where this module loads outside a worker). */
export function serveJobs<Job, Answer>(answer: (job: Job) => Answer | Promise<Answer>) {
  const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
  if (
    typeof scope.postMessage !== 'function' ||
    typeof (globalThis as { document?: unknown }).document !== 'undefined'
  )
    return;
  scope.onmessage = async (event: MessageEvent<JobRequest<Job>>) => {
    const response: JobResponse<Answer> = { id: event.data.id, answer: await answer(event.data.job) };
    scope.postMessage(response);
  };
}
