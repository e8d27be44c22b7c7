import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export interface DockerComposeInput {
  /** The text the user typed. */
  text: string;
}

export const DOCKER_COMPOSE_FILE = 'docker-compose.txt';

/** Input -> output, pure: the web page and the CLI command both call this. */
export function generateDockerCompose(input: DockerComposeInput): OutputFile {
  const text = input.text.trim();
  if (text === '') throw new ToolInputError('Please enter some text.');
  return { name: DOCKER_COMPOSE_FILE, mime: 'text/plain', data: `${text}\n` };
}
