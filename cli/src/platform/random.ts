import type { Random } from '@toolbox/core/ports';

/** getRandomValues fills at most this many bytes per call. */
const QUOTA = 65_536;

/**
 * Node's cryptographically secure randomness (UUIDs, passwords), through the global Web Crypto, which Node
 * loads only when first called: commands that never need randomness never load node:crypto.
 */
export const systemRandom: Random = {
  bytes(n) {
    const bytes = new Uint8Array(n);
    for (let at = 0; at < n; at += QUOTA) crypto.getRandomValues(bytes.subarray(at, Math.min(n, at + QUOTA)));
    return bytes;
  },
};
