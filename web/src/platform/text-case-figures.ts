import { ToolInputError } from '@toolbox/core/errors';
import { runTextCase, runTextCount } from '@toolbox/core/tools/text-case';
import type { TextCaseFigures, TextCaseJob } from './text-case-worker-protocol';

/** The page's figures of a text, on whichever thread calls it: a refused text is its message, not a throw. */
export function textCaseFigures(job: TextCaseJob): TextCaseFigures {
  let cases: TextCaseFigures['cases'];
  try {
    cases = { ok: runTextCase(job) };
  } catch (error) {
    cases = {
      error: error instanceof ToolInputError || error instanceof Error ? error.message : String(error),
    };
  }
  // A text over core's limit is not counted (its message is the cases' error), as toolbox count refuses it: the
  // counts of its first 1,000,000 characters were shown as its own.
  let count: TextCaseFigures['count'] = null;
  try {
    count = runTextCount(job.text);
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
  }
  return { cases, count };
}
