import { blake2b } from '@noble/hashes/blake2';
import { hmac } from '@noble/hashes/hmac';
import { md5, sha1 } from '@noble/hashes/legacy';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2';
import { sha3_256, sha3_512 } from '@noble/hashes/sha3';
import { createCrc32 } from './crc32';

export const HASH_ALGORITHM_IDS = [
  'md5',
  'sha1',
  'sha256',
  'sha384',
  'sha512',
  'sha3-256',
  'sha3-512',
  'blake2b',
  'crc32',
] as const;
export type HashAlgorithm = (typeof HASH_ALGORITHM_IDS)[number];
export const DEFAULT_HASH_ALGORITHM: HashAlgorithm = 'sha256';

/** An incremental hash: chunks in with update, the digest's bytes out once. */
export interface Hasher {
  update(bytes: Uint8Array): void;
  digest(): Uint8Array;
}

/** The algorithms the issue names, with their names in OpenSSL and in tagged checksum lines. */
export const HASH_ALGORITHMS = {
  md5: { label: 'MD5', node: 'md5', tag: 'MD5', bytes: 16, cryptographic: true },
  sha1: { label: 'SHA-1', node: 'sha1', tag: 'SHA1', bytes: 20, cryptographic: true },
  sha256: { label: 'SHA-256', node: 'sha256', tag: 'SHA256', bytes: 32, cryptographic: true },
  sha384: { label: 'SHA-384', node: 'sha384', tag: 'SHA384', bytes: 48, cryptographic: true },
  sha512: { label: 'SHA-512', node: 'sha512', tag: 'SHA512', bytes: 64, cryptographic: true },
  'sha3-256': { label: 'SHA3-256', node: 'sha3-256', tag: 'SHA3-256', bytes: 32, cryptographic: true },
  'sha3-512': { label: 'SHA3-512', node: 'sha3-512', tag: 'SHA3-512', bytes: 64, cryptographic: true },
  blake2b: { label: 'BLAKE2b-512', node: 'blake2b512', tag: 'BLAKE2b', bytes: 64, cryptographic: true },
  // CRC-32 only detects accidents: no HMAC with it, and OpenSSL has none (`node` undefined).
  crc32: { label: 'CRC-32', node: undefined, tag: 'CRC32', bytes: 4, cryptographic: false },
} as const satisfies Record<
  HashAlgorithm,
  { label: string; node: string | undefined; tag: string; bytes: number; cryptographic: boolean }
>;

type NobleHash = typeof sha256;

/** The cryptographic hashes, from @noble/hashes. */
const NOBLE: Record<Exclude<HashAlgorithm, 'crc32'>, NobleHash> = {
  md5,
  sha1,
  sha256,
  sha384,
  sha512,
  'sha3-256': sha3_256,
  'sha3-512': sha3_512,
  blake2b,
};

function nobleHasher(hash: NobleHash): Hasher {
  const state = hash.create();
  return {
    update: (bytes) => {
      state.update(bytes);
    },
    digest: () => state.digest(),
  };
}

export const createHasher = (algorithm: HashAlgorithm): Hasher =>
  algorithm === 'crc32' ? createCrc32() : nobleHasher(NOBLE[algorithm]);

/** HMAC (RFC 2104) of bytes in memory; CRC-32 is no hash to key, and the caller refuses it first. */
export function hmacBytes(algorithm: HashAlgorithm, key: Uint8Array, bytes: Uint8Array): Uint8Array {
  if (algorithm === 'crc32') throw new Error('HMAC needs a cryptographic hash, not CRC-32.');
  return hmac(NOBLE[algorithm], key, bytes);
}

/** The digest of bytes held in memory. */
export function hashBytes(algorithm: HashAlgorithm, bytes: Uint8Array): Uint8Array {
  const hasher = createHasher(algorithm);
  hasher.update(bytes);
  return hasher.digest();
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
