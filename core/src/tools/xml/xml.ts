import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface XmlInput {
  /** The text the user typed. */
  text: string;
}

export const XML_FILE = 'xml.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateXml(input: XmlInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: XML_FILE, mime: 'text/plain', data: `${text}\n` };
}
