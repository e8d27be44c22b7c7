import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';

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

/**
 * A file core asks for (a changelog config at the repository's root, release-please's config, a package's
 * package.json), by its path from `root`; undefined when it is not there or the path leaves the repository.
 */
export function readConfigFile(root: string, path: string): Promise<string | undefined> {
  const full = resolve(root, path);
  const inside = relative(root, full);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    return Promise.resolve(undefined);
  return readText(full);
}
