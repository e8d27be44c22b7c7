import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ToolInputError } from '../errors';

const FOLDER = join(import.meta.dirname, '..', 'json', 'fixtures', 'JSONTestSuite');

/**
 * Seriot's JSONTestSuite (json/fixtures/SOURCES.md), each file as a reader gets it (UTF-8 decoded, as the CLI and the
 * pages do): `y_` must be accepted, `n_` refused, `i_` either.
 */
export const jsonTestSuite: readonly { name: string; text: string }[] = readdirSync(FOLDER)
  .sort()
  .map((name) => ({ name, text: new TextDecoder().decode(readFileSync(join(FOLDER, name))) }));

/** What a reader did with a text: 'ok', 'refused' (a ToolInputError), or the other error that escaped it. */
export async function readerOutcome(read: (text: string) => unknown, text: string): Promise<string> {
  try {
    await read(text);
    return 'ok';
  } catch (error) {
    return error instanceof ToolInputError ? 'refused' : `escaped: ${String(error)}`;
  }
}

/** Each document a reader let anything but a ToolInputError out of, with the error. */
export async function escapedErrors(read: (text: string) => unknown): Promise<string[]> {
  const escaped: string[] = [];
  for (const { name, text } of jsonTestSuite) {
    const outcome = await readerOutcome(read, text);
    if (outcome.startsWith('escaped')) escaped.push(`${name}: ${outcome}`);
  }
  return escaped;
}
