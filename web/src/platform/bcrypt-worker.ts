/// <reference lib="webworker" />
import { ToolInputError } from '@toolbox/core/errors';
import {
  type BcryptCompareResult,
  type BcryptHashResult,
  type BcryptVersion,
  generateBcryptHash,
  runBcryptCompare,
} from '@toolbox/core/tools/bcrypt';
import { systemRandom } from './random';

export type BcryptJob =
  | { op: 'hash'; password: string; cost: number; version: BcryptVersion }
  | { op: 'compare'; password: string; hash: string };

export type BcryptAnswer =
  | { id: number; op: 'hash'; result: BcryptHashResult }
  | { id: number; op: 'compare'; result: BcryptCompareResult }
  | { id: number; op: 'failed'; message: string; field: string | undefined; input: boolean };

/** One job, run where it is called: the worker's thread, or the page's where there is no Worker. */
export function runBcryptJob(id: number, job: BcryptJob): BcryptAnswer {
  try {
    if (job.op === 'hash') return { id, op: 'hash', result: generateBcryptHash(job, systemRandom) };
    return { id, op: 'compare', result: runBcryptCompare(job) };
  } catch (error) {
    const input = error instanceof ToolInputError;
    return {
      id,
      op: 'failed',
      message: error instanceof Error ? error.message : String(error),
      field: input ? error.field : undefined,
      input,
    };
  }
}

// In a worker (no document) this module answers the page; imported by the page, it only lends runBcryptJob.
if (typeof document === 'undefined' && typeof self !== 'undefined') {
  self.onmessage = ({ data }: MessageEvent<{ id: number; job: BcryptJob }>) =>
    self.postMessage(runBcryptJob(data.id, data.job));
}
