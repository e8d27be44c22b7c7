/**
 * Apart from hash.ts, whose run functions load algorithms.ts (all five @noble/hashes modules, for the page's every
 * digest): `toolbox hash` reads these and hashes in one algorithm (digest/load-hash.ts; issue 79).
 */
export const HASH_TEXT_LIMIT = { bytes: 16 * 1024 * 1024 } as const;

export const HASH_MESSAGES = {
  title: 'Cannot hash',
  tooLong: 'Text of at most 16 MiB here; drop it as a file, or use toolbox hash FILE.',
  hmacCrc: 'An HMAC needs a cryptographic hash: CRC-32 is a checksum.',
} as const;
