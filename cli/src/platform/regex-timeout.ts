import { runInNewContext } from 'node:vm';
import { ToolInputError } from '@toolbox/core/errors';
import {
  REGEX_TIMED_OUT,
  type RegexRequest,
  type RegexResult,
  runRegex,
} from '@toolbox/core/tools/regex-json';

/**
 * Runs the pattern under vm's watchdog: V8 interrupts even a backtracking regex when the time is up, so a
 * catastrophic pattern ends the command with a message instead of hanging it.
 */
export function runRegexWithTimeout(request: RegexRequest, timeoutMs: number): RegexResult {
  try {
    return runInNewContext('run()', { run: () => runRegex(request) }, { timeout: timeoutMs });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new ToolInputError(REGEX_TIMED_OUT);
    }
    throw error;
  }
}
