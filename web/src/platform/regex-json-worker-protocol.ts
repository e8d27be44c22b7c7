import type { CsvDelimiter, FormatOptions, JsonErrorLocation } from '@toolbox/core/json';
import type { RegexRequest, RegexResult } from '@toolbox/core/tools/regex-json';
import type { JobRequest, JobResponse } from './job-worker';

/** What the page asks the Regex & JSON worker to do. */
export type WorkerJob =
  | { kind: 'regex'; request: RegexRequest }
  | { kind: 'format'; text: string; options: FormatOptions }
  | { kind: 'minify'; text: string }
  | { kind: 'validate'; text: string }
  | { kind: 'csv'; text: string; delimiter: CsvDelimiter };

/** A ToolInputError's fields: class instances do not survive postMessage. */
interface WorkerInputError {
  message: string;
  title: string;
  location?: JsonErrorLocation;
}

export type WorkerAnswer =
  | { kind: 'regex'; result: RegexResult }
  | { kind: 'text'; text: string }
  | { kind: 'valid' }
  | { kind: 'input-error'; error: WorkerInputError }
  | { kind: 'crash'; message: string };

export type WorkerRequest = JobRequest<WorkerJob>;
export type WorkerResponse = JobResponse<WorkerAnswer>;
