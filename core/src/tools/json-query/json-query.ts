import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface JsonQueryInput {
  /** The text the user typed. */
  text: string;
}

export const JSON_QUERY_FILE = 'json-query.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateJsonQuery(input: JsonQueryInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: JSON_QUERY_FILE, mime: 'text/plain', data: `${text}\n` };
}
