import { randomBytes } from 'node:crypto';
import type { Random } from '@toolbox/core/ports';

/** Node's cryptographically secure randomness (UUIDs, passwords). */
export const systemRandom: Random = { bytes: (n) => new Uint8Array(randomBytes(n)) };
