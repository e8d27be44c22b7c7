import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface CidrInput {
  /** The text the user typed. */
  text: string;
}

export const CIDR_FILE = 'cidr.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateCidr(input: CidrInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: CIDR_FILE, mime: 'text/plain', data: `${text}\n` };
}
