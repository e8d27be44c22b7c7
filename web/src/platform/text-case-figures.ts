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
  return { cases, count: runTextCount(job.text.slice(0, 1_000_000)) };
}
