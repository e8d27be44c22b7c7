import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface KeysInput {
  /** The text the user typed. */
  text: string;
}

export const KEYS_FILE = 'keys.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateKeys(input: KeysInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: KEYS_FILE, mime: 'text/plain', data: `${text}\n` };
}
