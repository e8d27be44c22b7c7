// The one way the CLI creates or overwrites a file. A path that is a symbolic link (dangling or not) is refused
// before anything is written: a hostile repository or folder could otherwise point CHANGELOG.md, an --out name or
// a hook at a file elsewhere. New files are created with O_CREAT|O_EXCL (which also refuses a link that appears
// between the check and the open); overwriting (--force) opens with O_NOFOLLOW; replacing a file the user keeps
// (changelog --prepend) writes a temporary file beside it and renames it over, so a crash never truncates it.
import { closeSync, constants, lstatSync, openSync, readFileSync } from 'node:fs';
import { type FileHandle, lstat, mkdir, open, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { OVERWRITE_HINT } from '../errors';
import { isInside } from './path-inside';

/** O_NOFOLLOW is POSIX only; on Windows the lstat check before opening stands alone. */
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW;
const OVERWRITE = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NOFOLLOW;
const STREAM = constants.O_WRONLY | NOFOLLOW;

/** `shown` is named as a symbolic link toolbox will not write through. */
export function linkRefused(shown: string): ToolInputError {
  return new ToolInputError(
    `${shown} is a symbolic link; toolbox never writes through a link (remove it or choose another path). Nothing was written.`,
  );
}

async function lstatOrNull(path: string) {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * `mkdir -p`, one folder at a time from the deepest that exists: Node's recursive mkdir never returns where mkdir
 * says ENOENT under a folder that exists (`-o /proc/1/x/out.txt` spun forever); here that ENOENT is the answer.
 */
async function makeFolders(target: string) {
  const missing: string[] = [];
  for (let current = target; (await lstatOrNull(current)) === null; current = dirname(current)) {
    missing.unshift(current);
    if (dirname(current) === current) break;
  }
  for (const folder of missing) {
    try {
      await mkdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Makes sure the folder `dir` (resolved against cwd) exists and is safe to write in, creating missing folders
 * one by one. Below the current directory no part of the path may be a link that leads out of it (a repository
 * cannot send a write elsewhere through `docs -> /home/me/.ssh`); a path outside the current directory is the
 * one the user typed and is taken as it is. Returns the absolute folder.
 */
export async function prepareFolder(cwd: string, dir: string, shown: string): Promise<string> {
  const target = resolve(cwd, dir);
  const base = resolve(cwd);
  if (!isInside(base, target)) {
    // A path outside the current folder is the one the user typed (e.g. /tmp on macOS, itself a link).
    await makeFolders(target);
    const info = await lstat(target);
    if (!info.isDirectory() && !(info.isSymbolicLink() && (await stat(target)).isDirectory())) {
      throw new ToolInputError(`${shown} is a file, not a folder.`);
    }
    return target;
  }
  const realBase = await realpath(base);
  let current = base;
  for (const part of relative(base, target)
    .split(sep)
    .filter((name) => name !== '')) {
    current = join(current, part);
    let info = await lstatOrNull(current);
    if (info === null) {
      try {
        await mkdir(current);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      info = await lstat(current);
    }
    if (info.isSymbolicLink()) {
      const real = await realpath(current).catch(() => null);
      if (real === null || !isInside(realBase, real)) {
        throw new ToolInputError(
          `${shown}: ${relative(base, current)} is a symbolic link that leads out of the current folder; toolbox does not write through it. Nothing was written.`,
        );
      }
      if (!(await stat(current)).isDirectory()) {
        throw new ToolInputError(`${shown}: ${relative(base, current)} is a file, not a folder.`);
      }
      continue;
    }
    if (!info.isDirectory()) {
      throw new ToolInputError(`${shown}: ${relative(base, current)} is a file, not a folder.`);
    }
  }
  return target;
}

export interface OpenOptions {
  /** --force: an existing regular file may be overwritten (never a link). */
  force: boolean;
  /** How the path is named in messages (as the user typed it). */
  shown: string;
  /** Mode of a created file (default 0o666, less the umask). */
  mode?: number;
  /** The message when the name exists and force is off (default: "… already exists; use --force to overwrite."). */
  exists?: string;
}

/**
 * Opens `path` for writing under the rules above. Without force an existing name is refused ("already exists");
 * a link or folder is refused always.
 */
export async function openForWrite(path: string, options: OpenOptions): Promise<FileHandle> {
  const existing = await lstatOrNull(path);
  if (existing?.isSymbolicLink()) throw linkRefused(options.shown);
  if (existing?.isDirectory()) throw new ToolInputError(`${options.shown} is a folder, not a file.`);
  const taken = () =>
    new ToolInputError(options.exists ?? `${options.shown} already exists; ${OVERWRITE_HINT}`);
  // A terminal, /dev/null or a named pipe holds nothing a write would overwrite: written to as `>` writes, no --force.
  if (existing?.isCharacterDevice() || existing?.isFIFO()) return await open(path, STREAM);
  if (existing && !options.force) throw taken();
  try {
    return await open(path, options.force ? OVERWRITE : CREATE, options.mode ?? 0o666);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A link or file that appeared after the check: O_EXCL says EEXIST, O_NOFOLLOW says ELOOP.
    if (code === 'ELOOP' || (code === 'EEXIST' && (await lstatOrNull(path))?.isSymbolicLink())) {
      throw linkRefused(options.shown);
    }
    if (code === 'EEXIST') throw taken();
    throw error;
  }
}

/** Writes `data` to `path` through openForWrite. */
export async function writeFileSafely(path: string, data: string | Uint8Array, options: OpenOptions) {
  const file = await openForWrite(path, options);
  try {
    if (options.mode !== undefined) await file.chmod(options.mode);
    await file.writeFile(data);
  } finally {
    await file.close();
  }
}

/** The text of `path`, '' when it does not exist; a link is refused (its target is never read). */
export async function readUnlessLink(path: string, shown: string): Promise<string> {
  // Synchronously, as a few small files are: the promises API would load Node's stream and readline modules into
  // `release --dry-run`, which writes nothing (~5M instructions of its start, issue 43).
  // FIFO-safe (stdio-lines.ts): the path may name a pipe.
  const existing = lstatSync(path, { throwIfNoEntry: false, bigint: true });
  if (existing === undefined) return '';
  if (existing.isSymbolicLink()) throw linkRefused(shown);
  if (!existing.isFile()) throw new ToolInputError(`${shown} is not a regular file.`);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw linkRefused(shown);
    throw error;
  }
  try {
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces the regular file `path` with `data` atomically (temporary file beside it, then rename), keeping its
 * mode; creates it (O_EXCL) when it does not exist. A link is refused, never followed or replaced.
 */
export async function replaceFile(path: string, data: string | Uint8Array, shown: string, mode?: number) {
  const existing = await lstatOrNull(path);
  if (existing === null) return writeFileSafely(path, data, { force: false, shown, mode });
  if (existing.isSymbolicLink()) throw linkRefused(shown);
  if (!existing.isFile()) throw new ToolInputError(`${shown} is not a regular file.`);
  const temp = join(dirname(path), `.${process.pid}-${Date.now().toString(36)}.toolbox-tmp`);
  const file = await open(temp, CREATE, 0o600);
  try {
    await file.writeFile(data);
    await file.chmod(mode ?? existing.mode & 0o7777);
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(temp, { force: true });
    throw error;
  }
  await file.close();
  // Checked again just before the rename: rename replaces a link rather than writing through it, but a link
  // the user made meanwhile is theirs to keep.
  if ((await lstatOrNull(path))?.isSymbolicLink()) {
    await rm(temp, { force: true });
    throw linkRefused(shown);
  }
  await rename(temp, path);
}

/** Whether `path` itself is a symbolic link (dangling or not). */
export async function isLink(path: string): Promise<boolean> {
  return (await lstatOrNull(path))?.isSymbolicLink() === true;
}
