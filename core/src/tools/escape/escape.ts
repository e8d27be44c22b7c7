import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface EscapeInput {
  /** The text the user typed. */
  text: string;
}

export const ESCAPE_FILE = 'escape.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateEscape(input: EscapeInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: ESCAPE_FILE, mime: 'text/plain', data: `${text}\n` };
}
