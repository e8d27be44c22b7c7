/**
 * Loads one of the launcher's CommonJS bundles with V8's compiled code kept on disk, so a second run skips
 * parsing and compiling it (issue 43: the small commands and the commit-msg hook near a bare `node -e 0`).
 *
 * Node 22.1+ has this built in (`module.enableCompileCache()`, which launcher.ts turns on): there the bundle is
 * simply required. Node 20 has no such API, so the bundle is compiled here as Node's CommonJS loader would (the
 * same wrapper, filename and dynamic import()), with `cachedData` read from and written to
 * $XDG_CACHE_HOME/toolbox/code-cache (else ~/.cache/toolbox/code-cache): a directory of the user's own (0700, never a link), one file
 * per bundle build and Node version (0600), written to a fresh file and renamed into place, so concurrent runs
 * never see half a file. A missing, corrupt or rejected cache only costs the compile, and is written again after
 * the run (then it also holds the functions the run compiled); a run that ended early writes a partial one, which
 * the first run that goes through replaces (partialCacheFile). NODE_DISABLE_COMPILE_CACHE=1 turns it off, as on
 * Node 22.
 */
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { Script, constants as vmConstants } from 'node:vm';
import { isAsciiDigit, isAsciiLetter } from '@toolbox/core/text/ascii';

type Env = Readonly<Record<string, string | undefined>>;

const CACHE_SUFFIX = '.v8cache';

/** Where the cache lives, or undefined when it must not be used (turned off, no home, not ours, a link). */
export function cacheDirectory(env: Env, uid: number | undefined): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const base = env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : undefined;
  const home = env.HOME && isAbsolute(env.HOME) ? join(env.HOME, '.cache') : undefined;
  const root = base ?? home;
  if (root === undefined) return undefined;
  const dir = join(root, 'toolbox', 'code-cache');
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = lstatSync(dir);
    if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) return undefined;
  } catch {
    return undefined;
  }
  return dir;
}

/**
 * The cache file of one bundle build on this Node, for one use of it (`variant`, e.g. the command): a new build or
 * Node version never reads an old one, and each command's cache holds the functions that command compiled.
 */
export function cacheFile(dir: string, bundle: string, hash: string, variant: string): string {
  const use = isNameWord(variant) ? variant : 'any';
  return join(
    dir,
    `${basename(bundle)}-${hash}-${use}-node${process.version}-${process.arch}${CACHE_SUFFIX}`,
  );
}

/**
 * `/^[\w-]+$/` without a pattern: the launcher runs these at every start, where each pattern is compiled on its first
 * use (~0.1M instructions).
 */
function isNameWord(text: string): boolean {
  if (text === '') return false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isAsciiLetter(code) && !isAsciiDigit(code) && text[index] !== '_' && text[index] !== '-')
      return false;
  }
  return true;
}

/** Caches of the bundle's earlier builds: removed when a new one is written, so updates leave no litter. */
function removeOtherBuilds(file: string, bundle: string, hash: string) {
  const dir = dirname(file);
  const ours = `${basename(bundle)}-`;
  try {
    for (const name of readdirSync(dir)) {
      if (name.startsWith(ours) && !name.startsWith(`${ours}${hash}-`)) unlinkSync(join(dir, name));
    }
  } catch {}
}

/** The cache file's bytes; undefined when missing, unreadable or a link. */
export function readCache(file: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    return readFileSync(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Writes beside the cache file and renames over it: never through a link, never half a file. */
export function writeCache(file: string, data: Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const fd = openSync(
      temporary,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o600,
    );
    try {
      writeSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch {
    try {
      unlinkSync(temporary);
    } catch {}
  }
}

/** Node 20's Buffer (this file's only Node): its Latin-1 slice, which Buffer's toString dispatches to. */
interface NodeBuffer extends Buffer {
  latin1Slice?: () => string;
}

/**
 * The bundle's text. The bundles are ASCII (build.mjs writes every other character as an escape), so Latin-1 reads
 * them as UTF-8 would, in one read of the file's size and one copy: 'utf8' decodes and validates every byte (~0.7M
 * instructions more of a 500 KB bundle's start). The bytes are read as the cache's are, and sliced without
 * toString's encoding dispatch, whose wrappers cost a start ~0.9M instructions to compile (issue 43).
 */
function latin1Text(bytes: NodeBuffer): string {
  return bytes.latin1Slice?.() ?? bytes.toString('latin1');
}

/** A bundle compiled with a cache: its exports, whether V8 took the cache, and `save` to write one. */
export interface CompiledBundle {
  exports: unknown;
  /** V8 took the cached code given (false without one, or when V8 refused it). */
  accepted: boolean;
  /** Writes V8's code of the bundle to `file` (after the run, so it also holds the functions the run compiled). */
  save: (file: string) => void;
}

/**
 * Compiles and runs `bundle` as Node's CommonJS loader would, with V8's code from `cachedData` when it is accepted.
 * `require` is the bundle's: the bundles require only Node's built-in modules, so the launcher's own serves.
 */
export function compileWithCache(
  bundle: string,
  hash: string,
  cachedData: Buffer | undefined,
  require: NodeJS.Require,
): CompiledBundle {
  // Node's own CommonJS wrapper, on the first line, so line numbers in stack traces stay the file's.
  const source = `(function (exports, require, module, __filename, __dirname) { ${latin1Text(readFileSync(bundle))}\n})`;
  const script = new Script(source, {
    filename: bundle,
    ...(cachedData ? { cachedData } : {}),
    importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as unknown };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, require, module, bundle, dirname(bundle));
  return {
    exports: module.exports,
    accepted: cachedData !== undefined && !script.cachedDataRejected,
    save: (file) => {
      removeOtherBuilds(file, bundle, hash);
      writeCache(file, script.createCachedData());
    },
  };
}

/**
 * The cache of a run that ended early (a usage error, `--help`, not signed in), beside the full one: it holds few
 * of the functions a run that goes through compiles, so it serves only until one does. Written once as the only
 * cache, it made every later run compile the rest again (`api-docs FILE --format md` after `api-docs --help`:
 * 160M instructions against 134M, 2026-11-27).
 */
export const partialCacheFile = (file: string) =>
  file.endsWith(CACHE_SUFFIX) ? `${file.slice(0, -CACHE_SUFFIX.length)}.partial${CACHE_SUFFIX}` : file;

/** Which cache a run writes at its exit, if any: the full one once a run went through, else a partial one once. */
export function cacheToWrite(
  took: 'full' | 'partial' | 'none',
  wentThrough: boolean,
): 'full' | 'partial' | undefined {
  if (took === 'full') return undefined;
  if (wentThrough) return 'full';
  return took === 'partial' ? undefined : 'partial';
}

/**
 * Whether Node keeps compiled code itself (`module.enableCompileCache`, 22.1+), told by the version: loading
 * node:module to look costs a start on Node 20 ~4.7M instructions (issue 43), a twentieth of a bare `node -e 0`.
 */
export function hasBuiltInCompileCache(version = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 1);
}

/**
 * The exports of the CommonJS file `bundle` (absolute path); `hash` names its build (build.mjs), `variant` the
 * use (cacheFile), `require` the launcher's, `wentThrough` tells by the exit code whether the run did its work.
 * Uses the on-disk cache only where Node has no compile cache of its own and can give a vm.Script import().
 */
export function loadBundle(
  bundle: string,
  hash: string,
  variant: string,
  require: NodeJS.Require,
  wentThrough: (exitCode: number) => boolean = (code) => code === 0,
): unknown {
  const dir =
    hasBuiltInCompileCache() || vmConstants?.USE_MAIN_CONTEXT_DEFAULT_LOADER === undefined
      ? undefined
      : cacheDirectory(process.env, process.getuid?.());
  if (dir === undefined) return require(bundle);
  const full = cacheFile(dir, bundle, hash, variant);
  const partial = partialCacheFile(full);
  const fullData = readCache(full);
  const cachedData = fullData ?? readCache(partial);
  const compiled = compileWithCache(bundle, hash, cachedData, require);
  const took = !compiled.accepted ? 'none' : fullData ? 'full' : 'partial';
  // At exit, after the run: the cache then holds every function it compiled (V8's flags are back to their
  // defaults by then, platform/v8-flags.ts, or V8 would refuse the cache at the next start).
  if (took !== 'full')
    process.once('exit', (code) => {
      const write = cacheToWrite(took, wentThrough(code));
      if (write === undefined) return;
      compiled.save(write === 'full' ? full : partial);
      if (write === 'full' && fullData === undefined) removeFile(partial);
    });
  return compiled.exports;
}

function removeFile(file: string) {
  try {
    unlinkSync(file);
  } catch {}
}
