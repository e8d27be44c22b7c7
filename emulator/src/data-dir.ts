import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MEMORY = ':memory:';

/** The emulator package's folder (this file is in its src/). */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(PACKAGE_DIR, '..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');
export const DEFAULT_MIGRATIONS_DIR = join(REPO_ROOT, 'supabase', 'migrations');

export const SECRET_ENV = 'TOOLBOX_EMULATOR_JWT_SECRET';
const MIN_SECRET_LENGTH = 32;

export interface DataPaths {
  pgdata: string;
  secret: string;
  stack: string;
}

export function dataPaths(dataDir: string): DataPaths | null {
  if (dataDir === MEMORY) return null;
  const root = resolve(dataDir);
  return { pgdata: join(root, 'pgdata'), secret: join(root, 'jwt-secret'), stack: join(root, 'stack.json') };
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
  writeFileSync(paths.stack, `${JSON.stringify({ url, anonKey }, null, 2)}\n`);
}
