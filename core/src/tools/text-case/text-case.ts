import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface TextCaseInput {
  /** The text the user typed. */
  text: string;
}

export const TEXT_CASE_FILE = 'text-case.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateTextCase(input: TextCaseInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: TEXT_CASE_FILE, mime: 'text/plain', data: `${text}\n` };
}
