import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface ChmodInput {
  /** The text the user typed. */
  text: string;
}

export const CHMOD_FILE = 'chmod.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateChmod(input: ChmodInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: CHMOD_FILE, mime: 'text/plain', data: `${text}\n` };
}
