import { bytesToBase64 } from '../text/base64';
import { escapeSumsName, type HashAlgorithm, toHex } from './names';

export {
  DEFAULT_HASH_ALGORITHM,
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  type HashAlgorithm,
} from './names';

/** The HMACs webhook senders use, with their Web Crypto names (the page signs with Web Crypto). */
export const HMAC_ALGORITHM_IDS = ['sha256', 'sha1', 'sha512'] as const;
export type HmacAlgorithm = (typeof HMAC_ALGORITHM_IDS)[number];
export const HMAC_ALGORITHMS = {
  sha256: { label: 'SHA-256', webCrypto: 'SHA-256' },
  sha1: { label: 'SHA-1', webCrypto: 'SHA-1' },
  sha512: { label: 'SHA-512', webCrypto: 'SHA-512' },
} as const satisfies Record<HmacAlgorithm, { label: string; webCrypto: string }>;

export const DIGEST_ENCODINGS = ['hex', 'base64'] as const;
export type DigestEncoding = (typeof DIGEST_ENCODINGS)[number];

export const HASH_FAILED = 'Failed to generate hash';

function formatDigest(bytes: Uint8Array, encoding: DigestEncoding): string {
  return encoding === 'hex' ? toHex(bytes) : bytesToBase64(bytes);
}

/** How webhook senders put an HMAC in a header: GitHub's `X-Hub-Signature-256: sha256=<hex>`. */
export function runWebhookSignature(mac: Uint8Array, algorithm: HmacAlgorithm = 'sha256'): string {
  return `${algorithm}=${toHex(mac)}`;
}

/** Equal strings, compared in time that depends on the expected length only. */
function sameText(given: string, expected: string): boolean {
  let diff = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= (given.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  return diff === 0;
}

/**
 * Whether a received signature matches the computed MAC. Accepts `sha256=<hex>` (GitHub), bare hex
 * (any case), Base64 (Shopify) or unpadded base64url (a JWT's HS256 signature), after an optional
 * `sha1=`/`sha256=`/`sha512=`/`v0=` prefix.
 */
export function runSignatureCheck(received: string, mac: Uint8Array): boolean {
  const value = received.trim().replace(/^(sha(1|256|512)|v0)=/i, '');
  const hex = sameText(value.toLowerCase(), toHex(mac));
  const base64 = sameText(value, bytesToBase64(mac));
  const base64url = sameText(value, bytesToBase64(mac, true));
  return hex || base64 || base64url;
}

/** Digests computed by the platform (Web Crypto, Node's streaming hash), to be encoded and checked. */
export interface DigestInput {
  algorithm: HashAlgorithm;
  encoding: DigestEncoding;
  /** The digests are HMACs (keyed), not plain hashes. */
  hmac: boolean;
  /** Each input's name (`-` for text or stdin) and the bytes of its digest or MAC. */
  digests: readonly { name: string; mac: Uint8Array }[];
  /** A received signature to compare each MAC with (`sha256=<hex>`, hex or Base64). */
  verify?: string | undefined;
  /** `<digest>  <name>` lines (sha256sum's format) even for one input. */
  lines?: boolean | undefined;
}

interface DigestResult {
  name: string;
  digest: string;
  /** Only when a signature was given to verify. */
  matches?: boolean;
}

export interface DigestReport {
  algorithm: HashAlgorithm;
  hmac: boolean;
  results: DigestResult[];
  /** What `toolbox hash` prints: the verdict, one digest, or `<digest>  <name>` lines. */
  text: string;
  /** A signature was given and some input does not match it. */
  failed: boolean;
}

export const SIGNATURE_MATCHES = 'Signature matches';
export const SIGNATURE_DIFFERS = 'Signature does not match';

/** The digests encoded, each checked against the received signature when one is given. */
export function runDigest(input: DigestInput): DigestReport {
  const { verify } = input;
  const results = input.digests.map(({ name, mac }): DigestResult => {
    const result: DigestResult = { name, digest: formatDigest(mac, input.encoding) };
    if (verify !== undefined) result.matches = runSignatureCheck(verify, mac);
    return result;
  });
  const text =
    verify !== undefined
      ? results[0]?.matches
        ? SIGNATURE_MATCHES
        : SIGNATURE_DIFFERS
      : results.length === 1 && !input.lines
        ? (results[0]?.digest ?? '')
        : results
            .map((r) => {
              const { prefix, name } = escapeSumsName(r.name);
              return `${prefix}${r.digest}  ${name}`;
            })
            .join('\n');
  return {
    algorithm: input.algorithm,
    hmac: input.hmac,
    results,
    text,
    failed: results.some((r) => r.matches === false),
  };
}
