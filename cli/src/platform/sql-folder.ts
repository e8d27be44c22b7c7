import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { DdlFile } from '@toolbox/core/tools/database-visualizer';

/**
 * A migrations folder's `.sql` files, in the order migration tools run them (by path: `supabase/migrations/`
 * timestamps, Prisma's `NN_name/migration.sql`), or undefined when `path` (from `cwd`) is not a folder. Each file
 * is read with `read` (the command's input reader, with its size limit).
 */
export async function sqlFilesIn(
  cwd: string,
  path: string,
  read: (file: string) => Promise<string>,
): Promise<DdlFile[] | undefined> {
  if (path === '-') return undefined;
  const root = resolve(cwd, path);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) return undefined;
  const walk = async (dir: string): Promise<string[]> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    const out: string[] = [];
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) out.push(...(await walk(full)));
      else if (entry.isFile() && entry.name.endsWith('.sql') && !entry.name.endsWith('.down.sql'))
        out.push(full);
    }
    return out;
  };
  const paths = await walk(root);
  if (paths.length === 0) throw new ToolInputError(`${path} holds no .sql files.`);
  const files: DdlFile[] = [];
  for (const full of paths) files.push({ name: relative(root, full), sql: await read(full) });
  return files;
}
