import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MEMORY = ':memory:';

/** The emulator package's folder (this file is in its src/). */
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(PACKAGE_DIR, '..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');
export const DEFAULT_MIGRATIONS_DIR = join(REPO_ROOT, 'supabase', 'migrations');

export const SECRET_ENV = 'TOOLBOX_EMULATOR_JWT_SECRET';
const MIN_SECRET_LENGTH = 32;

export interface DataPaths {
  pgdata: string;
  secret: string;
  stack: string;
  lock: string;
}

export function dataPaths(dataDir: string): DataPaths | null {
  if (dataDir === MEMORY) return null;
  const root = resolve(dataDir);
  return {
    pgdata: join(root, 'pgdata'),
    secret: join(root, 'jwt-secret'),
    stack: join(root, 'stack.json'),
    lock: join(root, 'emulator.pid'),
  };
}

function checkSecret(secret: string, source: string): string {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The JWT secret from ${source} must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return secret;
}

function writePrivate(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, path);
}

/** Option > `TOOLBOX_EMULATOR_JWT_SECRET` > the data dir's `jwt-secret` > a new one (kept unless in memory). */
export function resolveJwtSecret(option: string | undefined, paths: DataPaths | null): string {
  if (option !== undefined) return checkSecret(option, 'the jwtSecret option');
  const fromEnv = process.env[SECRET_ENV];
  if (fromEnv) return checkSecret(fromEnv, SECRET_ENV);
  if (paths && existsSync(paths.secret)) {
    return checkSecret(readFileSync(paths.secret, 'utf8').trim(), paths.secret);
  }
  const secret = randomBytes(48).toString('base64url');
  if (paths) writePrivate(paths.secret, `${secret}\n`);
  return secret;
}

/** `.data/stack.json`: what the web's Vite config reads to reach the local stack. */
export function writeStackFile(paths: DataPaths, url: string, anonKey: string): void {
  mkdirSync(dirname(paths.stack), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const temp = `${paths.stack}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ url, anonKey }, null, 2)}\n`);
  renameSync(temp, paths.stack);
}

/**
 * Makes the stack's own files private (folders 0700, files 0600), whatever umask made them and even when `--data`
 * named a folder that already existed: the folder itself, `pgdata/` throughout, the secret, stack.json and the
 * lock. Other entries of a user-chosen folder are left alone; links are never followed.
 */
export function makePrivate(paths: DataPaths): void {
  const root = dirname(paths.pgdata);
  const pending = [root, paths.pgdata, paths.secret, paths.stack, paths.lock];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(path);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      if (path !== root) for (const entry of readdirSync(path)) pending.push(join(path, entry));
    } else if (stat.isFile() && (stat.mode & 0o777) !== 0o600) {
      chmodSync(path, 0o600);
    }
  }
}

export class DataDirInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the data directory for this process (PGlite's files must have one writer); returns the release.
 * A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(paths: DataPaths): () => void {
  mkdirSync(dirname(paths.lock), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(paths.lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (existsSync(paths.lock) && readFileSync(paths.lock, 'utf8').trim() === String(process.pid)) {
          unlinkSync(paths.lock);
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(paths.lock, 'utf8'), 10);
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dirname(paths.lock)} is in use by another local stack (process ${owner})`,
        );
      }
      unlinkSync(paths.lock);
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dirname(paths.lock)}`);
}
