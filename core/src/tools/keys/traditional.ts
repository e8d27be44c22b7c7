/**
 * The traditional (pre-PKCS#8) PEM forms OpenSSL still writes and reads: PKCS#1 `RSA PRIVATE KEY` and
 * `RSA PUBLIC KEY` (RFC 8017 A.1), SEC1 `EC PRIVATE KEY` (RFC 5915). Read by wrapping them into PKCS#8 or SPKI,
 * which WebCrypto imports; written from the JWK's members.
 */
import { children, contents, element, oidText, TAG } from '../../der/der';
import { parseBase64 } from '../../text/base64';

export const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
export const EC_PUBLIC_KEY = '1.2.840.10045.2.1';

/** The named curves WebCrypto has, by OID. */
const CURVE_OIDS = {
  'P-256': '1.2.840.10045.3.1.7',
  'P-384': '1.3.132.0.34',
  'P-521': '1.3.132.0.35',
} as const;
export type Curve = keyof typeof CURVE_OIDS;

/** Bytes of a coordinate or private scalar on each curve. */
export const CURVE_BYTES: Record<Curve, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };

export function curveOf(oid: string): Curve | undefined {
  return (Object.keys(CURVE_OIDS) as Curve[]).find((curve) => CURVE_OIDS[curve] === oid);
}

function length(n: number): number[] {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

function tlv(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const head = [tag, ...length(size)];
  const out = new Uint8Array(head.length + size);
  out.set(head);
  let at = head.length;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** An unsigned big-endian number as a DER INTEGER: no leading zero bytes, one 0x00 if the top bit is set. */
function unsigned(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return tlv(TAG.INTEGER, (trimmed[0] ?? 0) & 0x80 ? new Uint8Array([0, ...trimmed]) : trimmed);
}

const small = (n: number) => tlv(TAG.INTEGER, new Uint8Array([n]));

function oid(dotted: string): Uint8Array {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128))
      groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tlv(TAG.OID, new Uint8Array(bytes));
}

const NULL = new Uint8Array([0x05, 0x00]);
const sequence = (...parts: Uint8Array[]) => tlv(TAG.SEQUENCE, ...parts);
const octets = (bytes: Uint8Array) => tlv(TAG.OCTET_STRING, bytes);
const bits = (bytes: Uint8Array) => tlv(TAG.BIT_STRING, new Uint8Array([0]), bytes);

/** A JWK member (base64url) as bytes. */
function member(jwk: Record<string, unknown>, name: string): Uint8Array {
  const value = jwk[name];
  const bytes = typeof value === 'string' ? parseBase64(value) : undefined;
  if (!bytes) throw new Error(`JWK member ${name} missing`);
  return bytes;
}

function padded(bytes: Uint8Array, size: number): Uint8Array {
  if (bytes.length >= size) return bytes;
  const out = new Uint8Array(size);
  out.set(bytes, size - bytes.length);
  return out;
}

export function pkcs1Private(jwk: Record<string, unknown>): Uint8Array {
  const integers = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'].map((name) => unsigned(member(jwk, name)));
  return sequence(small(0), ...integers);
}

export function pkcs1Public(jwk: Record<string, unknown>): Uint8Array {
  return sequence(unsigned(member(jwk, 'n')), unsigned(member(jwk, 'e')));
}

/** SEC1 as `openssl ec` writes it: version 1, the scalar, the curve, the public point uncompressed. */
export function sec1Private(jwk: Record<string, unknown>, curve: Curve): Uint8Array {
  const size = CURVE_BYTES[curve];
  const point = new Uint8Array([4, ...padded(member(jwk, 'x'), size), ...padded(member(jwk, 'y'), size)]);
  return sequence(
    small(1),
    octets(padded(member(jwk, 'd'), size)),
    tlv(0xa0, oid(CURVE_OIDS[curve])),
    tlv(0xa1, bits(point)),
  );
}

export const pkcs8FromPkcs1 = (der: Uint8Array) =>
  sequence(small(0), sequence(oid(RSA_ENCRYPTION), NULL), octets(der));

export const spkiFromPkcs1 = (der: Uint8Array) => sequence(sequence(oid(RSA_ENCRYPTION), NULL), bits(der));

/**
 * The curve's OID a SEC1 key names in its parameters ([0]); null when they spell the curve out (explicit
 * parameters), undefined when there are none.
 */
export function sec1Curve(der: Uint8Array): string | null | undefined {
  const top = element(der, 0);
  const parameters = children(der, top).find((child) => child.tag === 0xa0);
  if (!parameters) return undefined;
  const named = element(der, parameters.start);
  return named.tag === TAG.OID ? oidText(contents(der, named)) : null;
}

export const pkcs8FromSec1 = (der: Uint8Array, curveOid: string) =>
  sequence(small(0), sequence(oid(EC_PUBLIC_KEY), oid(curveOid)), octets(der));

/**
 * The algorithm a PKCS#8 or SPKI structure names (its AlgorithmIdentifier's OID) and, for EC, the curve's OID.
 * PKCS#8 is SEQUENCE { version, AlgorithmIdentifier, … }, SPKI SEQUENCE { AlgorithmIdentifier, BIT STRING }.
 */
export function algorithmOf(der: Uint8Array): { algorithm: string; parameter: string | undefined } {
  const top = element(der, 0);
  const [first, second] = children(der, top);
  const identifier = first?.tag === TAG.SEQUENCE ? first : second;
  if (top.tag !== TAG.SEQUENCE || identifier?.tag !== TAG.SEQUENCE) throw new Error('not a key structure');
  const [algorithm, parameter] = children(der, identifier);
  if (algorithm?.tag !== TAG.OID) throw new Error('no algorithm');
  return {
    algorithm: oidText(contents(der, algorithm)),
    parameter: parameter?.tag === TAG.OID ? oidText(contents(der, parameter)) : undefined,
  };
}
