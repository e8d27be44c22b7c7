import { systemRandom } from '../../platform/random';

/** A fresh 32-bit seed from the platform's randomness: the page keeps it, so what is shown stays put until asked. */
export function newSeed(): number {
  const [a = 0, b = 0, c = 0, d = 0] = systemRandom.bytes(4);
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}
