import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';

export interface TreeEntry {
  path: string;
  content: string;
}

/**
 * Creates `folder` under `dir` with the files, the same rules as the generated script: a non-empty target is
 * refused before anything is written, and a file is never overwritten (`wx`). Returns the created paths.
 */
export async function applyTree(cwd: string, dir: string, folder: string, files: readonly TreeEntry[]) {
  const root = resolve(cwd, dir, folder);
  const shown = relative(cwd, root) || '.';
  const existing = await stat(root).catch(() => null);
  if (existing && !existing.isDirectory())
    throw new ToolInputError(`${shown} is a file: nothing was created.`);
  if (existing && (await readdir(root)).length > 0) {
    throw new ToolInputError(`${shown} is not empty: nothing was created.`);
  }
  const created: string[] = [];
  for (const file of files) {
    const path = join(root, file.path);
    if (!path.startsWith(`${root}/`)) throw new Error(`Refusing to write outside ${shown}: ${file.path}`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.content, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST')
        throw new ToolInputError(`${relative(cwd, path)} exists: not overwritten.`);
      throw error;
    });
    created.push(relative(cwd, path));
  }
  return created;
}
