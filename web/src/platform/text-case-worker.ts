import { serveJobs } from './job-worker';
import { textCaseFigures } from './text-case-figures';
import type { TextCaseAnswer, TextCaseJob } from './text-case-worker-protocol';

/** Off the page's thread: twelve spellings of a pasted megabyte took 2-5 s of it (change-case's splitting). */
export function answer(job: TextCaseJob): TextCaseAnswer {
  try {
    return { kind: 'figures', figures: textCaseFigures(job) };
  } catch (error) {
    return { kind: 'crash', message: error instanceof Error ? error.message : String(error) };
  }
}

serveJobs(answer);
