/**
 * A digest in one algorithm with only that algorithm's @noble/hashes module loaded, on first use: `toolbox hash`
 * hashes in one algorithm, where algorithms.ts loads all five modules for the page, which shows every digest at
 * once (issue 79: a small command's start within 2x of `node -e 0`). load-hash.test.ts holds the two to the same
 * functions.
 */
import { createCrc32 } from './crc32';
import type { HashAlgorithm } from './names';

export type CryptographicHash = Exclude<HashAlgorithm, 'crc32'>;

/** The @noble/hashes function of one algorithm, its module imported when it is asked for. */
async function loadHash(algorithm: CryptographicHash) {
  switch (algorithm) {
    case 'md5':
      return (await import('@noble/hashes/legacy')).md5;
    case 'sha1':
      return (await import('@noble/hashes/legacy')).sha1;
    case 'sha256':
      return (await import('@noble/hashes/sha2')).sha256;
    case 'sha384':
      return (await import('@noble/hashes/sha2')).sha384;
    case 'sha512':
      return (await import('@noble/hashes/sha2')).sha512;
    case 'sha3-256':
      return (await import('@noble/hashes/sha3')).sha3_256;
    case 'sha3-512':
      return (await import('@noble/hashes/sha3')).sha3_512;
    case 'blake2b':
      return (await import('@noble/hashes/blake2')).blake2b;
  }
}

/** The digest of bytes in memory, or their HMAC (RFC 2104) with `key`: CRC-32 is no hash to key (callers refuse it). */
export async function digestLoading(
  algorithm: HashAlgorithm,
  bytes: Uint8Array,
  key?: Uint8Array,
): Promise<Uint8Array> {
  if (algorithm === 'crc32') {
    if (key !== undefined) throw new Error('HMAC needs a cryptographic hash, not CRC-32.');
    const crc = createCrc32();
    crc.update(bytes);
    return crc.digest();
  }
  if (key === undefined) return (await loadHash(algorithm))(bytes);
  return (await loadHmac(algorithm))(key, bytes);
}

/** HMAC (RFC 2104) in one algorithm, its modules loaded when asked for. */
export async function loadHmac(
  algorithm: CryptographicHash,
): Promise<(key: Uint8Array, bytes: Uint8Array) => Uint8Array> {
  const [hash, { hmac }] = await Promise.all([loadHash(algorithm), import('@noble/hashes/hmac')]);
  return (key, bytes) => hmac(hash, key, bytes);
}
