import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface TotpInput {
  /** The text the user typed. */
  text: string;
}

export const TOTP_FILE = 'totp.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateTotp(input: TotpInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: TOTP_FILE, mime: 'text/plain', data: `${text}\n` };
}
