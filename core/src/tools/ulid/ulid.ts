import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface UlidInput {
  /** The text the user typed. */
  text: string;
}

export const ULID_FILE = 'ulid.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateUlid(input: UlidInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: ULID_FILE, mime: 'text/plain', data: `${text}\n` };
}
