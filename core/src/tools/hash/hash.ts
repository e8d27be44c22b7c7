import {
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  type HashAlgorithm,
  hashBytes,
  toHex,
} from '../../digest/algorithms';
import { ToolInputError } from '../../errors';
import { HASH_MESSAGES, HASH_TEXT_LIMIT } from './limits';

export interface HashTextInput {
  text: string;
  /** Default: every algorithm, in HASH_ALGORITHM_IDS' order. */
  algorithms?: readonly HashAlgorithm[];
}

export interface HashLine {
  algorithm: HashAlgorithm;
  label: string;
  /** Lowercase hex, as sha256sum, b2sum and crc32 print it. */
  hex: string;
}

/** The UTF-8 bytes' digest in each algorithm. */
export function runHashText(input: HashTextInput): HashLine[] {
  const bytes = new TextEncoder().encode(input.text);
  if (bytes.length > HASH_TEXT_LIMIT.bytes)
    throw new ToolInputError(HASH_MESSAGES.tooLong, HASH_MESSAGES.title, 'text');
  return runHashBytes(bytes, input.algorithms);
}

/** Bytes held in memory (a small file), hashed in each algorithm. */
export function runHashBytes(
  bytes: Uint8Array,
  algorithms: readonly HashAlgorithm[] = HASH_ALGORITHM_IDS,
): HashLine[] {
  return algorithms.map((algorithm) => ({
    algorithm,
    label: HASH_ALGORITHMS[algorithm].label,
    hex: toHex(hashBytes(algorithm, bytes)),
  }));
}

/**
 * Which of the digests an expected one (pasted from a download page) is: hex in either case, spaces and a
 * `sha256:`-style prefix ignored. undefined when it is none of them.
 */
export function runDigestMatch(expected: string, lines: readonly HashLine[]): HashLine | undefined {
  const hex = expected
    .trim()
    .replace(/^[a-z0-9-]+[:=]/i, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  if (hex === '') return undefined;
  return lines.find((line) => line.hex === hex);
}
