import { ToolInputError } from '@toolbox/core/errors';
import { formatJson, jsonErrorMessage, jsonToCsv, minifyJson, validateJson } from '@toolbox/core/json';
import { runRegex } from '@toolbox/core/tools/regex-json';
import { serveJobs } from './job-worker';
import type { WorkerAnswer, WorkerJob } from './regex-json-worker-protocol';

/** Runs off the main thread, so a runaway pattern or a 10 MB document never blocks the page. */
export function answer(job: WorkerJob): WorkerAnswer {
  try {
    switch (job.kind) {
      case 'regex':
        return { kind: 'regex', result: runRegex(job.request) };
      case 'format':
        return { kind: 'text', text: formatJson(job.text, job.options) };
      case 'minify':
        return { kind: 'text', text: minifyJson(job.text) };
      case 'csv':
        return { kind: 'text', text: jsonToCsv(job.text, job.delimiter) };
      case 'validate': {
        const result = validateJson(job.text);
        if (result.valid) return { kind: 'valid' };
        const { valid: _, ...location } = result;
        return {
          kind: 'input-error',
          error: { message: jsonErrorMessage(location), title: 'Invalid JSON', location },
        };
      }
    }
  } catch (error) {
    if (error instanceof ToolInputError)
      return { kind: 'input-error', error: { message: error.message, title: error.title } };
    return { kind: 'crash', message: error instanceof Error ? error.message : String(error) };
  }
}

serveJobs(answer);
