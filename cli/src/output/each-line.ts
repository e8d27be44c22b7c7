import { ToolInputError } from '@toolbox/core/errors';

/**
 * Each non-blank line of a one-a-line input (a lone value is one line) through `read`; with several, a line's error
 * names its line in the input, so one bad row among thousands can be found. No lines: `read('')`, for the core's own
 * message.
 */
export function eachLine<T>(text: string, read: (line: string) => T): T[] {
  const lines = text
    .split('\n')
    .map((value, index) => ({ value, number: index + 1 }))
    .filter(({ value }) => value.trim() !== '');
  if (lines.length === 0) return [read('')];
  return lines.map(({ value, number }) => {
    try {
      return read(value);
    } catch (error) {
      if (lines.length === 1 || !(error instanceof ToolInputError)) throw error;
      throw new ToolInputError(`line ${number}: ${error.message}`, error.title, error.field);
    }
  });
}
