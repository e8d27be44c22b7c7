import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface HttpReferenceInput {
  /** The text the user typed. */
  text: string;
}

export const HTTP_REFERENCE_FILE = 'http-reference.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateHttpReference(input: HttpReferenceInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: HTTP_REFERENCE_FILE, mime: 'text/plain', data: `${text}\n` };
}
