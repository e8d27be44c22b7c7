import { readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { isInside } from './path-inside';

/** A config file is a few kilobytes; anything near this is not one. */
const MAX_CONFIG_BYTES = 1_000_000;

const missing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/**
 * The text of `path` (`shown` as the repository names it), undefined when there is none. A file that resolves
 * outside the repository (a link to `~/.ssh/…` in a repository someone else wrote) is refused, not read: its text
 * would reach the messages. Read synchronously: a few small files, and node:fs/promises would load Node's stream
 * and readline modules into every `changelog` start. Links are resolved by realpath(3) itself (as
 * git-comment-char.ts does): Node's own realpathSync looks at every folder of the path in turn, for each file.
 */
function readText(realRoot: string, path: string, shown: string): string | undefined {
  let text: string;
  try {
    const real = realpathSync.native(path);
    if (!isInside(realRoot, real))
      throw new ToolInputError(`${shown} resolves outside the repository (a link): not read.`);
    text = readFileSync(real, 'utf8');
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    if (missing(error)) return undefined;
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
export async function readConfigFile(root: string, path: string): Promise<string | undefined> {
  const full = resolve(root, path);
  const inside = relative(root, full);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined;
  let realRoot: string;
  try {
    realRoot = realpathSync.native(root);
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
  return readText(realRoot, full, path);
}
