import type { Random } from '@toolbox/core/ports';

/** The browser's cryptographically secure randomness (UUIDs, passwords). */
export const systemRandom: Random = { bytes: (n) => crypto.getRandomValues(new Uint8Array(n)) };
