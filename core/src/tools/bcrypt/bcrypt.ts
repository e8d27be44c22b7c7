import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface BcryptInput {
  /** The text the user typed. */
  text: string;
}

export const BCRYPT_FILE = 'bcrypt.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateBcrypt(input: BcryptInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: BCRYPT_FILE, mime: 'text/plain', data: `${text}\n` };
}
