import { lstat, readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { linkRefused, prepareFolder, writeFileSafely } from './safe-write';

export interface TreeEntry {
  path: string;
  content: string;
}

/**
 * Creates `folder` under `dir` with the files, the same rules as the generated script: a non-empty target is
 * refused before anything is written, and a file is never overwritten (O_EXCL), nor written through a link
 * (platform/safe-write.ts). Returns the created paths.
 */
export async function applyTree(cwd: string, dir: string, folder: string, files: readonly TreeEntry[]) {
  const root = resolve(cwd, dir, folder);
  const shown = relative(cwd, root) || '.';
  const existing = await lstat(root).catch(() => null);
  if (existing?.isSymbolicLink()) throw linkRefused(shown);
  if (existing && !existing.isDirectory())
    throw new ToolInputError(`${shown} is a file: nothing was created.`);
  if (existing && (await readdir(root)).length > 0) {
    throw new ToolInputError(`${shown} is not empty: nothing was created.`);
  }
  await prepareFolder(cwd, root, shown);
  const created: string[] = [];
  for (const file of files) {
    const path = join(root, file.path);
    if (!path.startsWith(`${root}/`)) throw new Error(`Refusing to write outside ${shown}: ${file.path}`);
    const name = relative(cwd, path);
    await prepareFolder(root, dirname(file.path), name);
    await writeFileSafely(path, file.content, {
      force: false,
      shown: name,
      exists: `${name} exists: not overwritten.`,
    });
    created.push(name);
  }
  return created;
}
