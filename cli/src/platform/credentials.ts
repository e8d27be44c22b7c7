// The CLI's credential store: $XDG_CONFIG_HOME/toolbox/credentials.json (default ~/.config/toolbox/, %APPDATA%\toolbox
// on Windows), one entry per API URL so the local stack and a hosted project never mix. Directory 0700, file 0600,
// written atomically (temp file 0600 in the same directory, fsync, rename). A symbolic link for the folder or a
// file is refused (exit 3), never followed: modes are only ever changed through a descriptor of the real thing.

import { dirname, join } from 'node:path';
import { AuthError } from '../errors';

// Not an import: see stdio-lines.ts.
const {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} = process.getBuiltinModule('node:fs');

type Env = Readonly<Record<string, string | undefined>>;

export interface StoredUser {
  id: string;
  email: string;
}

export interface StoredToken {
  id: string;
  name: string;
  created_at: string;
}

/** One signed-in API. `confirmed_at` is when /whoami last accepted the token (ISO); hooks skip the network for an hour after. */
export interface StoredCredential {
  token: string;
  user: StoredUser;
  token_info?: StoredToken;
  confirmed_at: string;
  /** When a confirmation last found the server out of reach (ISO); cleared by the next one that reaches it. */
  unreachable_at?: string;
}

interface CredentialsFile {
  version: 1;
  hosts: Record<string, StoredCredential>;
}

/** What TOOLBOX_TOKEN confirmations remember, keyed by sha256(api URL + token): never the token itself. */
export interface TokenCheck {
  user: StoredUser;
  token_info?: StoredToken;
  confirmed_at: string;
  unreachable_at?: string;
}

export function configDir(env: Env, platform: NodeJS.Platform = process.platform): string {
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'toolbox');
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'toolbox');
  // node:os only without HOME: loading it is ~1M instructions of every signed-in command's start.
  return join(env.HOME || process.getBuiltinModule('node:os').homedir(), '.config', 'toolbox');
}

export function credentialsPath(env: Env): string {
  return join(configDir(env), 'credentials.json');
}

function tokenChecksPath(env: Env): string {
  return join(configDir(env), 'token-checks.json');
}

/** A warning sink: the store fixes a too-open file and says so rather than failing. */
export type Warn = (text: string) => void;

const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * node:crypto on first use: reading the stored credential (every signed-in command's start) needs none of it, and
 * loading it costs each run a few ms. Only a TOOLBOX_TOKEN check hashes (tokenKey).
 */
const nodeCrypto = () => process.getBuiltinModule('node:crypto');

/** A symbolic link where the store keeps a token: refused, never read, chmodded or written through. */
function linkRefused(path: string, what: 'folder' | 'file'): AuthError {
  return new AuthError(`${path} is a symbolic link; toolbox keeps credentials only in a real ${what}.`, {
    hint: `Remove the link (or set XDG_CONFIG_HOME to a private folder), then run \`toolbox login\`.`,
  });
}

/** The config folder when it exists and is a real folder; throws on a link. */
function checkDir(dir: string): boolean {
  try {
    const info = lstatSync(dir);
    if (info.isSymbolicLink()) throw linkRefused(dir, 'folder');
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** A private JSON file of the store (refusing links, fixing a too-open mode), or undefined when absent or unreadable. */
export function readJson(path: string, warn: Warn): unknown {
  if (!checkDir(dirname(path))) return undefined;
  let text: string;
  let fd: number;
  try {
    if (lstatSync(path).isSymbolicLink()) throw linkRefused(path, 'file');
    fd = openSync(path, constants.O_RDONLY | NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') throw linkRefused(path, 'file');
    throw error;
  }
  try {
    const mode = fstatSync(fd).mode & 0o777;
    if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
      fchmodSync(fd, 0o600);
      warn(`toolbox: ${path} was readable by others (mode ${mode.toString(8)}); it is now 600.`);
    }
    text = readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
  try {
    return JSON.parse(text);
  } catch {
    warn(`toolbox: ignoring ${path}: it is not valid JSON.`);
    return undefined;
  }
}

/** Creates the config folder 0700, or makes the existing real folder 0700 (through its own descriptor). */
function privateDir(dir: string): void {
  if (!checkDir(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return;
  const fd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | NOFOLLOW);
  try {
    fchmodSync(fd, 0o700);
  } finally {
    closeSync(fd);
  }
}

/** Atomic private write: readers see the old file or the new one, never half of either, and never a 0644 moment. */
export function writePrivateFile(path: string, text: string): void {
  const dir = dirname(path);
  privateDir(dir);
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) throw linkRefused(path, 'file');
  const temp = join(dir, `.${nodeCrypto().randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW, 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  try {
    const dirFd = openSync(dir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch {
    // Directory fsync is best effort (not supported everywhere); the rename itself is atomic.
  }
}

function readStore(env: Env, warn: Warn): CredentialsFile {
  const data = readJson(credentialsPath(env), warn) as Partial<CredentialsFile> | undefined;
  const hosts = data && typeof data.hosts === 'object' && data.hosts !== null ? data.hosts : {};
  return { version: 1, hosts };
}

function isCredential(value: unknown): value is StoredCredential {
  const c = value as StoredCredential | undefined;
  return (
    typeof c?.token === 'string' && typeof c.user?.email === 'string' && typeof c.confirmed_at === 'string'
  );
}

export function readCredential(env: Env, apiUrl: string, warn: Warn): StoredCredential | undefined {
  const entry = readStore(env, warn).hosts[apiUrl];
  return isCredential(entry) ? entry : undefined;
}

export function saveCredential(env: Env, apiUrl: string, credential: StoredCredential, warn: Warn): void {
  const store = readStore(env, warn);
  store.hosts[apiUrl] = credential;
  writePrivateFile(credentialsPath(env), `${JSON.stringify(store, null, 2)}\n`);
}

/** Forgets one API's credential; removes the file when none is left. */
export function deleteCredential(env: Env, apiUrl: string, warn: Warn): boolean {
  const store = readStore(env, warn);
  if (!(apiUrl in store.hosts)) return false;
  delete store.hosts[apiUrl];
  if (Object.keys(store.hosts).length === 0) rmSync(credentialsPath(env), { force: true });
  else writePrivateFile(credentialsPath(env), `${JSON.stringify(store, null, 2)}\n`);
  return true;
}

function tokenKey(apiUrl: string, token: string): string {
  return nodeCrypto().createHash('sha256').update(`${apiUrl}\n${token}`).digest('hex');
}

export function readTokenCheck(env: Env, apiUrl: string, token: string, warn: Warn): TokenCheck | undefined {
  const data = readJson(tokenChecksPath(env), warn) as Record<string, TokenCheck> | undefined;
  const entry = data?.[tokenKey(apiUrl, token)];
  return typeof entry?.confirmed_at === 'string' && typeof entry.user?.email === 'string' ? entry : undefined;
}

export function saveTokenCheck(env: Env, apiUrl: string, token: string, check: TokenCheck, warn: Warn): void {
  const path = tokenChecksPath(env);
  const data = (readJson(path, warn) as Record<string, TokenCheck> | undefined) ?? {};
  data[tokenKey(apiUrl, token)] = check;
  writePrivateFile(path, `${JSON.stringify(data, null, 2)}\n`);
}

export function forgetTokenCheck(env: Env, apiUrl: string, token: string, warn: Warn): void {
  const path = tokenChecksPath(env);
  const data = readJson(path, warn) as Record<string, TokenCheck> | undefined;
  const key = tokenKey(apiUrl, token);
  if (!data || !(key in data)) return;
  delete data[key];
  writePrivateFile(path, `${JSON.stringify(data, null, 2)}\n`);
}
