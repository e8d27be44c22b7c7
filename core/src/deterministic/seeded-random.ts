import type { Random } from '../ports';

/** Deterministic numbers in [0, 1) (mulberry32) for reproducible layouts and tests; never for secrets. */
export function seededNumbers(seed = 1): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic bytes from the same generator, as a Random port for tests and reproducible output. */
export function seededRandom(seed = 1): Random {
  const next = seededNumbers(seed);
  return {
    bytes(n) {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = (next() * 4294967296) & 0xff;
      return out;
    },
  };
}
