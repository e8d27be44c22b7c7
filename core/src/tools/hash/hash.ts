import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface HashInput {
  /** The text the user typed. */
  text: string;
}

export const HASH_FILE = 'hash.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateHash(input: HashInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: HASH_FILE, mime: 'text/plain', data: `${text}\n` };
}
