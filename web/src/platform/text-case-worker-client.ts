import { JobWorker, type WorkerFactory } from './job-worker';
import type { TextCaseAnswer, TextCaseFigures, TextCaseJob } from './text-case-worker-protocol';

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./text-case-worker.ts', import.meta.url), { type: 'module', name: 'text-case' });

/** The Text Case page's worker, for texts too long to rename as they are typed (started with the first). */
export class TextCaseWorker extends JobWorker<TextCaseJob, TextCaseAnswer> {
  constructor(factory: WorkerFactory = defaultFactory) {
    super(factory);
  }

  /** The figures, or throws WorkerSupersededError (a newer text) or the worker's failure. */
  async figures(job: TextCaseJob): Promise<TextCaseFigures> {
    const answer = await this.run(job);
    if (answer.kind === 'figures') return answer.figures;
    throw new Error(answer.message);
  }
}
