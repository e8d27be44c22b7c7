import type { Random } from '@toolbox/core/ports';

/** getRandomValues fills at most this many bytes per call. */
const QUOTA = 65_536;

const { closeSync, openSync, readSync } = process.getBuiltinModule('node:fs');

/** Fills `bytes` from the kernel's random device; false where there is none (Windows). */
function fromDevice(bytes: Uint8Array): boolean {
  let device: number;
  try {
    device = openSync('/dev/urandom', 'r');
  } catch {
    return false;
  }
  try {
    for (let at = 0; at < bytes.length; ) {
      const read = readSync(device, bytes, at, bytes.length - at, null);
      if (read === 0) return false;
      at += read;
    }
    return true;
  } finally {
    closeSync(device);
  }
}

/**
 * Cryptographically secure randomness (UUIDs, passwords, a lorem seed): the kernel's /dev/urandom, read with node:fs,
 * which every command has loaded; else (Windows) the global Web Crypto. Web Crypto's first call loads node:crypto's
 * hash and stream modules, ~18M instructions of a small command's start (`toolbox lorem 3`, issue 79).
 */
export const systemRandom: Random = {
  bytes(n) {
    const bytes = new Uint8Array(n);
    if (fromDevice(bytes)) return bytes;
    for (let at = 0; at < n; at += QUOTA) crypto.getRandomValues(bytes.subarray(at, Math.min(n, at + QUOTA)));
    return bytes;
  },
};
