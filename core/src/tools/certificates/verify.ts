/**
 * Whether a signature over a certificate's or a request's signed part verifies with a public key. RSA PKCS #1 v1.5,
 * the signature of most certificates, is checked here (RFC 8017 §8.2.2: the expected encoding built and compared
 * whole, never parsed); the others through Web Crypto, which the browser and Node both have. Node's Web Crypto
 * costs ~30M instructions to load, import a key and verify, as much as a third of `toolbox cert` on an RSA root.
 */

import { children, contents, element, TAG } from '../../der/der';
import { sha1, sha256 } from '../../digest/sha';
import { curveOf, type HashName, rsaKey, type SignatureScheme, signatureScheme } from './algorithms';
import type { PublicKeyInfo, Signed } from './x509-reader';

const RSA = '1.2.840.113549.1.1.1';
const RSA_PSS = '1.2.840.113549.1.1.10';
const EC = '1.2.840.10045.2.1';

type Digest = (bytes: Uint8Array) => Uint8Array;

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** SHA-256 and SHA-1 at hand; the hashes few certificates are signed with load when one is. */
const DIGESTS: Readonly<Record<HashName, () => Digest | Promise<Digest>>> = {
  MD5: async () => (await import('@noble/hashes/legacy')).md5,
  'SHA-1': () => sha1,
  'SHA-224': async () => (await import('@noble/hashes/sha2')).sha224,
  'SHA-256': () => sha256,
  'SHA-384': async () => (await import('@noble/hashes/sha2')).sha384,
  'SHA-512': async () => (await import('@noble/hashes/sha2')).sha512,
};

/** DigestInfo's DER up to the digest (RFC 8017 §9.2, note 1). */
const DIGEST_INFO: Readonly<Record<HashName, string>> = {
  MD5: '3020300c06082a864886f70d020505000410',
  'SHA-1': '3021300906052b0e03021a05000414',
  'SHA-224': '302d300d06096086480165030402040500041c',
  'SHA-256': '3031300d060960864801650304020105000420',
  'SHA-384': '3041300d060960864801650304020205000430',
  'SHA-512': '3051300d060960864801650304020305000440',
};

const MAX_MODULUS_BYTES = 16_384 / 8;

/** The bytes of an unsigned big-endian number without its leading zeros. */
function significantBytes(bytes: Uint8Array): number {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  return bytes.length - zeros;
}

/** An unsigned big-endian number's bytes as a BigInt, eight bytes a step. */
function bigint(bytes: Uint8Array): bigint {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const lead = bytes.length % 8;
  let n = 0n;
  for (let i = 0; i < lead; i++) n = (n << 8n) | BigInt(bytes[i] ?? 0);
  for (let i = lead; i < bytes.length; i += 8) n = (n << 64n) | view.getBigUint64(i);
  return n;
}

/** base^exponent mod modulus, by squaring. */
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    if (e > 1n) b = (b * b) % modulus;
  }
  return result;
}

/** RSASSA-PKCS1-v1_5-VERIFY: s^e mod n, then the encoding EMSA-PKCS1-v1_5 gives for the message, compared whole. */
async function rsaPkcs1Verifies(
  key: Uint8Array,
  hash: HashName,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<boolean> {
  const { modulus, exponent } = rsaKey(key);
  const length = significantBytes(modulus);
  // OpenSSL's limits (a larger key is refused, not worked on for minutes): 16,384-bit moduli, 64-bit exponents.
  if (length > MAX_MODULUS_BYTES || significantBytes(exponent) > 8) return false;
  const n = bigint(modulus);
  const s = bigint(signature);
  if (signature.length !== length || s >= n || n === 0n) return false;
  const prefix = fromHex(DIGEST_INFO[hash]);
  const digest = (await DIGESTS[hash]())(message);
  const t = prefix.length + digest.length;
  if (length < t + 11) return false;
  // 00 01 FF…FF 00 DigestInfo: the leading 00 is no digit of the number.
  const encoded = new Uint8Array(length - 1);
  encoded[0] = 0x01;
  encoded.fill(0xff, 1, length - t - 2);
  encoded.set(prefix, length - t - 1);
  encoded.set(digest, length - digest.length - 1);
  return modPow(s, bigint(exponent), n) === bigint(encoded);
}

/** A DER length's bytes. */
function lengthBytes(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

/** An RSA-PSS key as an rsaEncryption one: Web Crypto imports only the second (the key itself is the same). */
function asRsaEncryption(key: Uint8Array): Uint8Array {
  const algorithm = [
    0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
  ];
  const bits = [TAG.BIT_STRING, ...lengthBytes(key.length + 1), 0, ...key];
  return Uint8Array.from([
    TAG.SEQUENCE,
    ...lengthBytes(algorithm.length + bits.length),
    ...algorithm,
    ...bits,
  ]);
}

/** An ECDSA signature's DER (r, s) as Web Crypto's r ‖ s, each padded to the curve's size. */
function rawEcdsa(signature: Uint8Array, size: number): Uint8Array {
  const [r, s, ...rest] = children(signature, element(signature, 0));
  if (r?.tag !== TAG.INTEGER || s?.tag !== TAG.INTEGER || rest.length)
    throw new Error('not an ECDSA signature');
  const out = new Uint8Array(size * 2);
  for (const [i, part] of [r, s].entries()) {
    let bytes = contents(signature, part);
    while (bytes.length > 0 && bytes[0] === 0) bytes = bytes.subarray(1);
    if (bytes.length > size) throw new Error('an ECDSA number past the curve');
    out.set(bytes, size * (i + 1) - bytes.length);
  }
  return out;
}

const CURVE_SIZES: Readonly<Record<string, number>> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };

/** The Web Crypto import and verify parameters for this key and scheme; undefined where they do not go together. */
function webCryptoCall(
  key: PublicKeyInfo,
  scheme: SignatureScheme,
  signature: Uint8Array,
): { spki: Uint8Array; importAs: object; verifyAs: object; signature: Uint8Array } | undefined {
  const { oid } = key.algorithm;
  const der = key.der;
  if (scheme.name === 'RSA-PSS' && scheme.hash && (oid === RSA || oid === RSA_PSS)) {
    const params = { name: 'RSA-PSS', hash: scheme.hash };
    return {
      spki: oid === RSA ? der : asRsaEncryption(key.key),
      importAs: params,
      verifyAs: { ...params, saltLength: scheme.saltLength },
      signature,
    };
  }
  if (scheme.name === 'ECDSA' && scheme.hash && oid === EC) {
    const curve = curveOf(key.algorithm.parameters)?.name ?? '';
    const size = CURVE_SIZES[curve];
    if (!size) return undefined;
    return {
      spki: der,
      importAs: { name: 'ECDSA', namedCurve: curve },
      verifyAs: { name: 'ECDSA', hash: scheme.hash },
      signature: rawEcdsa(signature, size),
    };
  }
  // Ed448 is left out: Node's Web Crypto warns on stderr that it is experimental.
  if (scheme.name === 'Ed25519' && oid === '1.3.101.112')
    return { spki: der, importAs: { name: scheme.name }, verifyAs: { name: scheme.name }, signature };
  return undefined;
}

/** Whether `item`'s signature verifies with `key`; false for a scheme or key this cannot check. */
export async function signatureVerifies(item: Signed, key: PublicKeyInfo): Promise<boolean> {
  try {
    const scheme = signatureScheme(item.signatureAlgorithm);
    if (scheme.name === 'RSASSA-PKCS1-v1_5' && scheme.hash && key.algorithm.oid === RSA)
      return await rsaPkcs1Verifies(key.key, scheme.hash, item.signature, item.signed);
    const call = webCryptoCall(key, scheme, item.signature);
    const subtle = globalThis.crypto?.subtle;
    if (!call || !subtle) return false;
    const cryptoKey = await subtle.importKey('spki', call.spki.slice(), call.importAs as never, false, [
      'verify',
    ]);
    return await subtle.verify(
      call.verifyAs as never,
      cryptoKey,
      call.signature.slice(),
      item.signed.slice(),
    );
  } catch {
    return false;
  }
}
