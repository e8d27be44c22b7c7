/**
 * What a certificate's algorithms are called, and what its public key is (type, size, curve), read from their
 * object identifiers and parameters as openssl reads them.
 */
import { children, contents, element, oidText, TAG } from '../../der/der';
import type { AlgorithmIdentifier, PublicKeyInfo } from './x509-reader';

export interface KeyInfo {
  /** RSA, EC, Ed25519, … */
  type: string;
  /** Bits (RSA modulus, EC curve size), when known. */
  bits?: number;
  curve?: string;
}

export type HashName = 'MD5' | 'SHA-1' | 'SHA-224' | 'SHA-256' | 'SHA-384' | 'SHA-512';

export type SignatureScheme =
  | { name: 'RSASSA-PKCS1-v1_5' | 'ECDSA' | 'DSA'; hash: HashName }
  | { name: 'RSA-PSS'; hash?: HashName; saltLength?: number }
  | { name: string; hash?: undefined };

const RSA = '1.2.840.113549.1.1.1';
const RSA_PSS = '1.2.840.113549.1.1.10';
const EC = '1.2.840.10045.2.1';
const DSA = '1.2.840.10040.4.1';

const HASHES: Readonly<Record<string, HashName>> = {
  '1.2.840.113549.2.5': 'MD5',
  '1.3.14.3.2.26': 'SHA-1',
  '2.16.840.1.101.3.4.2.4': 'SHA-224',
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};

/** Signature algorithms named by their OID alone. */
const SCHEMES: Readonly<Record<string, SignatureScheme>> = {
  '1.2.840.113549.1.1.4': { name: 'RSASSA-PKCS1-v1_5', hash: 'MD5' },
  '1.2.840.113549.1.1.5': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' },
  '1.2.840.113549.1.1.14': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-224' },
  '1.2.840.113549.1.1.11': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  '1.2.840.113549.1.1.12': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' },
  '1.2.840.113549.1.1.13': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' },
  '1.2.840.10045.4.1': { name: 'ECDSA', hash: 'SHA-1' },
  '1.2.840.10045.4.3.1': { name: 'ECDSA', hash: 'SHA-224' },
  '1.2.840.10045.4.3.2': { name: 'ECDSA', hash: 'SHA-256' },
  '1.2.840.10045.4.3.3': { name: 'ECDSA', hash: 'SHA-384' },
  '1.2.840.10045.4.3.4': { name: 'ECDSA', hash: 'SHA-512' },
  '1.2.840.10040.4.3': { name: 'DSA', hash: 'SHA-1' },
  '2.16.840.1.101.3.4.3.1': { name: 'DSA', hash: 'SHA-224' },
  '2.16.840.1.101.3.4.3.2': { name: 'DSA', hash: 'SHA-256' },
  '1.3.101.112': { name: 'Ed25519' },
  '1.3.101.113': { name: 'Ed448' },
  '2.16.840.1.101.3.4.3.17': { name: 'ML-DSA-44' },
  '2.16.840.1.101.3.4.3.18': { name: 'ML-DSA-65' },
  '2.16.840.1.101.3.4.3.19': { name: 'ML-DSA-87' },
};

/** Named curves, by OID, with their size in bits. */
const CURVES: Readonly<Record<string, { name: string; bits: number }>> = {
  '1.2.840.10045.3.1.7': { name: 'P-256', bits: 256 },
  '1.3.132.0.10': { name: 'K-256', bits: 256 },
  '1.3.132.0.34': { name: 'P-384', bits: 384 },
  '1.3.132.0.35': { name: 'P-521', bits: 521 },
  ...Object.fromEntries(
    [160, 192, 224, 256, 320, 384, 512].flatMap((bits, i) =>
      (['r1', 't1'] as const).map((kind, j) => [
        `1.3.36.3.3.2.8.1.1.${2 * i + j + 1}`,
        { name: `brainpoolP${bits}${kind}`, bits },
      ]),
    ),
  ),
};

/** Keys whose type is all there is to say, with their size where it is fixed. */
const FIXED_KEYS: Readonly<Record<string, KeyInfo>> = {
  '1.3.101.112': { type: 'Ed25519', bits: 256 },
  '1.3.101.113': { type: 'Ed448', bits: 456 },
  '1.3.101.110': { type: 'X25519', bits: 253 },
  '1.3.101.111': { type: 'X448', bits: 448 },
  '2.16.840.1.101.3.4.3.17': { type: 'ML-DSA-44' },
  '2.16.840.1.101.3.4.3.18': { type: 'ML-DSA-65' },
  '2.16.840.1.101.3.4.3.19': { type: 'ML-DSA-87' },
};

/** The bit length of an unsigned big-endian INTEGER's contents. */
function bitLength(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length && bytes[at] === 0) at++;
  if (at === bytes.length) return 0;
  return (bytes.length - at - 1) * 8 + (32 - Math.clz32(bytes[at] ?? 0));
}

/** An RSA public key's modulus and exponent (RFC 8017 A.1.1). */
export function rsaKey(key: Uint8Array): { modulus: Uint8Array; exponent: Uint8Array } {
  const sequence = element(key, 0);
  const [modulus, exponent, ...rest] = children(key, sequence);
  if (
    sequence.tag !== TAG.SEQUENCE ||
    modulus?.tag !== TAG.INTEGER ||
    exponent?.tag !== TAG.INTEGER ||
    rest.length
  )
    throw new Error('not an RSA public key');
  return { modulus: contents(key, modulus), exponent: contents(key, exponent) };
}

/** The curve of an EC key's parameters: a named curve, known or not; none for explicit parameters. */
export function curveOf(parameters: Uint8Array | undefined): { name: string; bits?: number } | undefined {
  if (!parameters || parameters[0] !== TAG.OID) return undefined;
  const oid = oidText(contents(parameters, element(parameters, 0)));
  return CURVES[oid] ?? { name: oid };
}

/** The key's type and size, as `openssl pkey -text` names them. */
export function keyInfo({ algorithm, key }: PublicKeyInfo): KeyInfo {
  const fixed = FIXED_KEYS[algorithm.oid];
  if (fixed) return fixed;
  if (algorithm.oid === RSA || algorithm.oid === RSA_PSS)
    return { type: algorithm.oid === RSA ? 'RSA' : 'RSA-PSS', bits: bitLength(rsaKey(key).modulus) };
  if (algorithm.oid === EC) {
    const curve = curveOf(algorithm.parameters);
    return {
      type: 'EC',
      ...(curve ? { curve: curve.name } : {}),
      ...(curve?.bits ? { bits: curve.bits } : {}),
    };
  }
  if (algorithm.oid === DSA && algorithm.parameters) {
    const [p] = children(algorithm.parameters, element(algorithm.parameters, 0));
    return {
      type: 'DSA',
      ...(p?.tag === TAG.INTEGER ? { bits: bitLength(contents(algorithm.parameters, p)) } : {}),
    };
  }
  return { type: algorithm.oid };
}

/** RSASSA-PSS-params (RFC 8017 A.2.3): the hash, SHA-1 when left out, and the salt's length, 20 when left out. */
function pssScheme(parameters: Uint8Array | undefined): SignatureScheme {
  if (!parameters || parameters[0] !== TAG.SEQUENCE) return { name: 'RSA-PSS' };
  let hash: HashName = 'SHA-1';
  let saltLength = 20;
  for (const field of children(parameters, element(parameters, 0))) {
    const [inner] = children(parameters, field);
    if (!inner) continue;
    if (field.tag === 0xa0) {
      const [oid] = children(parameters, inner);
      const name = oid?.tag === TAG.OID ? HASHES[oidText(contents(parameters, oid))] : undefined;
      if (!name) return { name: 'RSA-PSS' };
      hash = name;
    }
    if (field.tag === 0xa2 && inner.tag === TAG.INTEGER)
      saltLength = contents(parameters, inner).reduce((value, byte) => value * 256 + byte, 0);
  }
  return { name: 'RSA-PSS', hash, saltLength };
}

export function signatureScheme(algorithm: AlgorithmIdentifier): SignatureScheme {
  if (algorithm.oid === RSA_PSS) return pssScheme(algorithm.parameters);
  return SCHEMES[algorithm.oid] ?? { name: algorithm.oid };
}

/** `RSASSA-PKCS1-v1_5 with SHA-256`, `ECDSA with SHA-384`, `Ed25519`; an unknown algorithm by its OID. */
export function signatureName(algorithm: AlgorithmIdentifier): string {
  const scheme = signatureScheme(algorithm);
  return scheme.hash ? `${scheme.name} with ${scheme.hash}` : scheme.name;
}
