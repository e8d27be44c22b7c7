/**
 * The hash algorithms by name, with what is said of each, and hex: apart from algorithms.ts, whose @noble/hashes
 * imports are five modules that a command naming an algorithm or printing hex (the dev utilities' `uuid decode`,
 * `base64`, `password`) does not need (issue 79).
 */
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

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * A file name as coreutils' sha256sum writes it: one holding a backslash, newline or CR gets `\\`, `\n`, `\r`
 * escapes and the line a leading `\` (returned as `prefix`), so every line stays one line `sha256sum -c` reads back.
 */
export function escapeSumsName(name: string): { prefix: '' | '\\'; name: string } {
  if (!/[\\\n\r]/.test(name)) return { prefix: '', name };
  const escaped = name.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('\r', '\\r');
  return { prefix: '\\', name: escaped };
}
