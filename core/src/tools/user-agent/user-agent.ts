import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface UserAgentInput {
  /** The text the user typed. */
  text: string;
}

export const USER_AGENT_FILE = 'user-agent.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateUserAgent(input: UserAgentInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: USER_AGENT_FILE, mime: 'text/plain', data: `${text}\n` };
}
