import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface NumberBaseInput {
  /** The text the user typed. */
  text: string;
}

export const NUMBER_BASE_FILE = 'number-base.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateNumberBase(input: NumberBaseInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: NUMBER_BASE_FILE, mime: 'text/plain', data: `${text}\n` };
}
