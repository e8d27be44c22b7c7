import { lstat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { FileSink, OutputFile } from '@toolbox/core/ports';
import { OVERWRITE_HINT } from '../errors';
import { isLink, linkRefused, prepareFolder, writeFileSafely } from './safe-write';

export interface WrittenFile {
  name: string;
  path: string;
  mime: string;
  bytes: number;
}

interface FsSink extends FileSink {
  readonly dir: string;
  readonly written: WrittenFile[];
}

/**
 * Files under `-o DIR`. `claim` runs before any rendering is written: it creates the folder and refuses
 * names that already exist (unless force), so a refused run leaves nothing half-written.
 */
export async function fsSink(dir: string, cwd: string, options: { force?: boolean } = {}) {
  const root = await prepareFolder(cwd, dir, `-o ${dir}`);
  const written: WrittenFile[] = [];
  const sink = {
    dir: root,
    written,
    /** Refuses names already present under the folder unless force. */
    async claim(names: readonly string[]) {
      const taken: string[] = [];
      for (const name of names) {
        if (await isLink(join(root, name))) throw linkRefused(join(relative(cwd, root), name));
        if (await lstat(join(root, name)).catch(() => null)) taken.push(name);
      }
      if (taken.length > 0 && !options.force) {
        const shown = relative(cwd, root) || '.';
        throw new ToolInputError(
          `${taken.join(', ')} already ${taken.length === 1 ? 'exists' : 'exist'} in ${shown}; ${OVERWRITE_HINT}`,
        );
      }
    },
    async write(file: OutputFile) {
      if (file.name.includes('/') || file.name.includes('\\') || file.name.startsWith('.')) {
        throw new Error(`Refusing to write outside -o DIR: ${file.name}`);
      }
      const path = join(root, file.name);
      await writeFileSafely(path, file.data, {
        force: options.force === true,
        shown: relative(cwd, path) || file.name,
      });
      const bytes = typeof file.data === 'string' ? Buffer.byteLength(file.data) : file.data.length;
      written.push({ name: file.name, path, mime: file.mime, bytes });
    },
  };
  return sink satisfies FsSink;
}
