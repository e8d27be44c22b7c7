import { ToolInputError } from '@toolbox/core/errors';
import type { XPathResult } from '@toolbox/core/tools/xml';
import { JobWorker, type WorkerFactory } from './job-worker';
import type { ValidXml, XmlAnswer, XmlJob } from './xml-worker-protocol';

export { WorkerSupersededError } from './job-worker';

/** A document that is not well-formed, with where the parser stopped (1-based). */
export class XmlLocatedError extends ToolInputError {
  constructor(
    message: string,
    title: string,
    field: string | undefined,
    readonly line: number,
    readonly column: number,
  ) {
    super(message, title, field);
  }
}

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./xml-worker.ts', import.meta.url), { type: 'module', name: 'xml' });

/** The XML page's worker (the parser loads there, with the first job, not with the page). */
export class XmlWorker extends JobWorker<XmlJob, XmlAnswer> {
  constructor(factory: WorkerFactory = defaultFactory) {
    super(factory);
  }

  /** The job's answer, or throws ToolInputError / XmlLocatedError / WorkerTimeoutError. */
  async result(job: XmlJob, timeoutMs?: number): Promise<string | ValidXml | XPathResult> {
    const answer = await this.run(job, timeoutMs);
    switch (answer.kind) {
      case 'text':
        return answer.text;
      case 'validation':
      case 'xpath':
        return answer.result;
      case 'input-error': {
        const { message, title, field, at } = answer.error;
        throw at
          ? new XmlLocatedError(message, title, field, at.line, at.column)
          : new ToolInputError(message, title, field);
      }
      case 'crash':
        throw new Error(answer.message);
    }
  }
}
