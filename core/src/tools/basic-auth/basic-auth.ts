import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface BasicAuthInput {
  /** The text the user typed. */
  text: string;
}

export const BASIC_AUTH_FILE = 'basic-auth.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateBasicAuth(input: BasicAuthInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: BASIC_AUTH_FILE, mime: 'text/plain', data: `${text}\n` };
}
