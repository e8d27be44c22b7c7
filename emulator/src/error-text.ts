// Errors from PGlite's file system are Emscripten `ErrnoError`s: plain objects `{ name: 'ErrnoError', errno }`
// with no message, numbered as WASI numbers errors. Printed as they are, a full disk reads "undefined".

/** WASI errno numbers (what Emscripten's file system throws) for the failures a user can do something about. */
const WASI_ERRNO: Record<number, [code: string, text: string]> = {
  2: ['EACCES', 'permission denied'],
  8: ['EBADF', 'bad file descriptor'],
  19: ['EDQUOT', 'disk quota exceeded'],
  20: ['EEXIST', 'file already exists'],
  22: ['EFBIG', 'file too large'],
  29: ['EIO', 'input/output error'],
  31: ['EISDIR', 'is a directory'],
  33: ['EMFILE', 'too many open files'],
  44: ['ENOENT', 'no such file or directory'],
  48: ['ENOMEM', 'out of memory'],
  51: ['ENOSPC', 'no space left on device'],
  54: ['ENOTDIR', 'not a directory'],
  63: ['EPERM', 'operation not permitted'],
  69: ['EROFS', 'read-only file system'],
};

/** One readable line for anything thrown: an Error's message, an Emscripten errno, or the value itself. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error instanceof Error && !('errno' in error)) return error.name;
  if (typeof error === 'object' && error !== null) {
    const { errno, code, message } = error as { errno?: unknown; code?: unknown; message?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof errno === 'number') {
      const known = WASI_ERRNO[errno];
      return known ? `${known[1]} (${known[0]})` : `file system error ${errno}`;
    }
    if (typeof code === 'string' && code) return code;
    try {
      const json = JSON.stringify(error);
      if (json && json !== '{}') return json;
    } catch {}
  }
  if (error === undefined || error === null) return `${error} value thrown`;
  return String(error);
}
