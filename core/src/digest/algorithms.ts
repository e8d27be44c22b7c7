import { blake2b } from '@noble/hashes/blake2';
import { hmac } from '@noble/hashes/hmac';
import { md5, sha1 } from '@noble/hashes/legacy';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2';
import { sha3_256, sha3_512 } from '@noble/hashes/sha3';
import { createCrc32 } from './crc32';
import type { HashAlgorithm } from './names';

export {
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  type HashAlgorithm,
  toHex,
} from './names';

/** An incremental hash: chunks in with update, the digest's bytes out once. */
export interface Hasher {
  update(bytes: Uint8Array): void;
  digest(): Uint8Array;
}

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
