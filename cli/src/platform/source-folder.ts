import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FolderRead, SourceFolder } from '@toolbox/core/ports';

/** Whether `path` is `root` or inside it (both absolute, links already resolved). */
const within = (root: string, path: string) => path === root || path.startsWith(`${root}${sep}`);

/**
 * The folder of the document at `file`, for the files its `$ref`s name: each path is resolved, links followed,
 * then checked to be a regular file inside the folder (a link pointing out is refused as `../` is); together
 * they are read within `maxBytes` (the command's input limit holds for the description as a whole).
 */
export function sourceFolder(file: string, maxBytes: number): SourceFolder {
  const folder = dirname(resolve(file));
  // Resolved on the first read: a description with no file refs reads nothing here.
  let realFolder: Promise<string> | undefined;
  let total = 0;
  return {
    async read(path: string): Promise<FolderRead> {
      realFolder ??= realpath(folder).catch(() => folder);
      const root = await realFolder;
      const real = await realpath(resolve(folder, path)).catch(() => undefined);
      if (real === undefined) return { ok: false, reason: 'no such file' };
      if (!within(root, real))
        return { ok: false, reason: "a link that leads outside the description's folder" };
      // A regular file only (a FIFO would block the read), checked before it is opened.
      const info = await stat(real).catch(() => undefined);
      if (!info?.isFile()) return { ok: false, reason: 'not a file' };
      total += info.size;
      if (total > maxBytes)
        return { ok: false, reason: `the files together pass the input limit of ${maxBytes} bytes` };
      const bytes = await readFile(real).catch(() => undefined);
      return bytes ? { ok: true, text: bytes.toString('utf8') } : { ok: false, reason: 'not readable' };
    },
  };
}
