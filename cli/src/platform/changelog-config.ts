import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { ChangelogConfigFile } from '@toolbox/core/tools/changelog-generator';

/** A config file is a few kilobytes; anything near this is not one. */
const MAX_CONFIG_BYTES = 1_000_000;

async function readText(path: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new ToolInputError(`could not read ${path}: ${(error as Error).message}`);
  }
  if (text.length > MAX_CONFIG_BYTES)
    throw new ToolInputError(`${path} is larger than 1 MB: not a changelog config.`);
  return text;
}

/** A changelog config file at the repository's root (core decides which), undefined when it is not there. */
export function readConfigFile(root: string, file: ChangelogConfigFile): Promise<string | undefined> {
  return readText(join(root, file));
}
