import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface LinesInput {
  /** The text the user typed. */
  text: string;
}

export const LINES_FILE = 'lines.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateLines(input: LinesInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: LINES_FILE, mime: 'text/plain', data: `${text}\n` };
}
