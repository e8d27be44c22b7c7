import { type BcryptAnswer, type BcryptJob, runBcryptJob } from './bcrypt-worker';

/** A newer job of the same kind replaced this one before it finished. */
export class BcryptSupersededError extends Error {
  override readonly name = 'BcryptSupersededError';
}

const running = new Map<BcryptJob['op'], { worker: Worker; reject(error: Error): void }>();
let nextId = 1;

/**
 * A bcrypt hash or compare in a module worker: a high cost takes seconds, and the page stays responsive meanwhile (on
 * the page's thread where there is no Worker, as in unit tests). A new job stops the one of its kind still running.
 */
export function runInBcryptWorker(job: BcryptJob): Promise<BcryptAnswer> {
  const id = nextId++;
  if (typeof Worker !== 'function') return Promise.resolve(runBcryptJob(id, job));
  const before = running.get(job.op);
  if (before) {
    before.worker.terminate();
    before.reject(new BcryptSupersededError('Replaced by a newer job'));
  }
  const worker = new Worker(new URL('./bcrypt-worker.ts', import.meta.url), {
    type: 'module',
    name: 'bcrypt',
  });
  return new Promise((resolve, reject) => {
    running.set(job.op, { worker, reject });
    const finish = () => {
      worker.terminate();
      if (running.get(job.op)?.worker === worker) running.delete(job.op);
    };
    worker.onmessage = ({ data }: MessageEvent<BcryptAnswer>) => {
      finish();
      resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error('The bcrypt worker stopped.'));
    };
    worker.postMessage({ id, job });
  });
}
