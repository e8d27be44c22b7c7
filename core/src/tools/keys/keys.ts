import type { CryptoKey, JWK, KeyObject } from 'jose';
import { hexOf } from '../../der/der';
import { sha256 } from '../../digest/sha';
import { ToolInputError } from '../../errors';
import type { KeyPairAlgorithm, KeyPairMaker } from '../../ports';
import { bytesToBase64, parseBase64 } from '../../text/base64';
import {
  algorithmOf,
  CURVE_BYTES,
  type Curve,
  curveOf,
  EC_PUBLIC_KEY,
  pkcs1Private,
  pkcs1Public,
  pkcs8FromPkcs1,
  pkcs8FromSec1,
  RSA_ENCRYPTION,
  sec1Curve,
  sec1Private,
  spkiFromPkcs1,
} from './traditional';

export const KEY_TYPES = ['rsa', 'ec'] as const;
export type KeyType = (typeof KEY_TYPES)[number];
export const RSA_SIZES = [2048, 3072, 4096] as const;
export const EC_CURVES = ['P-256', 'P-384', 'P-521'] as const;

const KEYS_LIMITS = { keyBytes: 64 * 1024 } as const;

export const KEYS_MESSAGES = {
  title: 'Invalid key',
  blank:
    'Please paste a key: PEM (PRIVATE KEY, PUBLIC KEY, RSA PRIVATE KEY, RSA PUBLIC KEY, EC PRIVATE KEY) or a JWK.',
  tooLarge: 'A key is at most 64 KB.',
  notKey: 'Not a key: expected PEM (-----BEGIN … KEY-----) or a JWK ({"kty": "RSA" or "EC", …}).',
  encrypted: 'The key is encrypted: decrypt it first (openssl pkey -in key.pem -out plain.pem).',
  openssh:
    'That is an OpenSSH key, read here only as PEM: ssh-keygen -e -m PKCS8 -f FILE prints its public key as PEM (ssh-keygen -p -m PKCS8 -f FILE rewrites a private key file as PEM).',
  several: 'Found more than one key: give one at a time.',
  certificate:
    'That is a certificate, not a key: toolbox cert reads it, openssl x509 -pubkey -noout gives its public key.',
  request:
    'That is a certificate signing request, not a key: toolbox cert reads it, openssl req -pubkey -noout gives its public key.',
  base64: 'The PEM block is not valid base64.',
  der: 'The PEM block does not hold the key its label names (its DER is broken).',
  algorithm:
    'Only RSA keys and EC keys on P-256, P-384 or P-521 are read (not RSA-PSS, DSA, Ed25519, X25519 or secp256k1).',
  explicitCurve:
    'The EC key spells out its curve instead of naming it; name it first: openssl ec -in key.pem -param_enc named_curve.',
  json: 'The key looks like JSON but is not a JWK: an object with "kty".',
  jwks: 'A JWK Set holds one key here: give one of its keys.',
  kty: 'A JWK’s "kty" is "RSA" or "EC" here ("oct" and "OKP" keys are not read).',
  members:
    'The JWK lacks a member its kind needs: RSA n and e (with d, p, q, dp, dq, qi), EC crv, x and y (with d).',
  invalid: 'The key’s numbers do not make a valid key (WebCrypto refused it).',
  size: 'RSA keys are generated with 2048, 3072 or 4096 bits.',
  curve: 'EC keys are generated on P-256, P-384 or P-521.',
} as const;

type KeysField = 'key' | 'size' | 'curve';

export interface KeysGenerateInput {
  type: KeyType;
  /** RSA's modulus length in bits; default 2048. */
  size?: number;
  /** EC's curve; default P-256. */
  curve?: string;
}

export interface KeysReadInput {
  /** A PEM key (PKCS#8, SPKI, PKCS#1, SEC1) or a JWK (or a JWK Set of one key). */
  key: string;
}

/** A JWK's members, each a string (kty, crv and base64url numbers). */
type KeyJwk = Record<string, string>;

export interface KeyReport {
  type: 'RSA' | 'EC';
  /** RSA's modulus bits, or the curve's field size (256, 384, 521). */
  bits: number;
  curve: Curve | null;
  private: boolean;
  /** The form the key was given in; `generated` for a new pair. */
  readAs: 'PKCS#8' | 'SPKI' | 'PKCS#1' | 'SEC1' | 'JWK' | 'generated';
  pem: {
    /** PKCS#8 (`PRIVATE KEY`). */
    private: string | null;
    /** PKCS#1 (`RSA PRIVATE KEY`) or SEC1 (`EC PRIVATE KEY`), as `openssl pkey -traditional` writes. */
    privateTraditional: string | null;
    /** SubjectPublicKeyInfo (`PUBLIC KEY`). */
    public: string;
    /** PKCS#1 (`RSA PUBLIC KEY`); EC has none. */
    publicTraditional: string | null;
  };
  jwk: { private: KeyJwk | null; public: KeyJwk };
  fingerprints: {
    /** RFC 7638 JWK thumbprint, SHA-256, base64url. */
    jwkThumbprint: string;
    /** SHA-256 of the SubjectPublicKeyInfo DER, hex (`openssl pkey -pubout -outform DER | sha256sum`). */
    spkiSha256: string;
  };
}

const fail = (message: string, field: KeysField = 'key') =>
  new ToolInputError(message, KEYS_MESSAGES.title, field);

const PUBLIC_MEMBERS = { RSA: ['n', 'e'], EC: ['crv', 'x', 'y'] } as const;
const PRIVATE_MEMBERS = { RSA: ['d', 'p', 'q', 'dp', 'dq', 'qi'], EC: ['d'] } as const;
const ALG: Record<Curve, string> = { 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' };

function pem(label: string, der: Uint8Array): string {
  const lines = bytesToBase64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

function pemDer(text: string): Uint8Array {
  const body = text.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const bytes = /^[A-Za-z0-9+/=]*$/.test(body) ? parseBase64(body) : undefined;
  if (!bytes) throw fail(KEYS_MESSAGES.base64);
  return bytes;
}

function algFor(jwk: KeyJwk): string {
  if (jwk.kty === 'RSA') return 'RS256';
  const curve = EC_CURVES.find((name) => name === jwk.crv);
  if (!curve) throw fail(KEYS_MESSAGES.algorithm);
  return ALG[curve];
}

/** The members the key is made of, in a fixed order; private ones only when the key has `d`. */
function canonical(jwk: Record<string, unknown>, withPrivate: boolean): KeyJwk {
  const kty = jwk.kty;
  if (kty !== 'RSA' && kty !== 'EC') throw fail(KEYS_MESSAGES.kty);
  const out: KeyJwk = { kty };
  const names = [...PUBLIC_MEMBERS[kty], ...(withPrivate ? PRIVATE_MEMBERS[kty] : [])];
  for (const name of names) {
    const value = jwk[name];
    if (typeof value !== 'string' || value === '') throw fail(KEYS_MESSAGES.members);
    out[name] = value;
  }
  return out;
}

async function jose() {
  return import('./jose-calls');
}

/** The key's JWK as WebCrypto exports it, which proves WebCrypto takes it. */
async function imported(read: () => Promise<CryptoKey | KeyObject | Uint8Array>): Promise<KeyJwk> {
  const { exportJWK } = await jose();
  let key: CryptoKey | KeyObject | Uint8Array;
  try {
    key = await read();
  } catch {
    throw fail(KEYS_MESSAGES.invalid);
  }
  const jwk: JWK = await exportJWK(key);
  return canonical(jwk, typeof jwk.d === 'string');
}

function readJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail(KEYS_MESSAGES.json);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail(KEYS_MESSAGES.json);
  const object = value as Record<string, unknown>;
  if (Array.isArray(object.keys)) {
    const [only] = object.keys;
    if (object.keys.length !== 1 || typeof only !== 'object' || only === null) throw fail(KEYS_MESSAGES.jwks);
    return only as Record<string, unknown>;
  }
  if (typeof object.kty !== 'string') throw fail(KEYS_MESSAGES.json);
  return object;
}

async function fromJwk(text: string): Promise<KeyJwk> {
  const given = readJson(text);
  const jwk = canonical(given, 'd' in given);
  const alg = algFor(jwk);
  const { importJWK } = await jose();
  return imported(() => importJWK(jwk, alg, { extractable: true }));
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;
type PemForm = 'PKCS#8' | 'SPKI' | 'PKCS#1' | 'SEC1' | 'PKCS#1 public';
const KEY_LABELS: Record<string, PemForm> = {
  'PRIVATE KEY': 'PKCS#8',
  'PUBLIC KEY': 'SPKI',
  'RSA PRIVATE KEY': 'PKCS#1',
  'RSA PUBLIC KEY': 'PKCS#1 public',
  'EC PRIVATE KEY': 'SEC1',
};

/** An OpenSSH public key line (id_rsa.pub, an authorized_keys line after its options): its type, then base64. */
const OPENSSH_PUBLIC = /(?:^|\s)(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp\d+|sk-[\w@.-]+)\s+AAAA/m;

/** The PKCS#8 or SPKI DER a PEM key amounts to, the traditional forms wrapped. */
function standardDer(form: PemForm, der: Uint8Array): { der: Uint8Array; isPrivate: boolean } {
  if (form === 'PKCS#8') return { der, isPrivate: true };
  if (form === 'SPKI') return { der, isPrivate: false };
  if (form === 'PKCS#1') return { der: pkcs8FromPkcs1(der), isPrivate: true };
  if (form === 'PKCS#1 public') return { der: spkiFromPkcs1(der), isPrivate: false };
  const curve = sec1Curve(der);
  if (curve === null) throw fail(KEYS_MESSAGES.explicitCurve);
  if (!curve || !curveOf(curve)) throw fail(KEYS_MESSAGES.algorithm);
  return { der: pkcs8FromSec1(der, curve), isPrivate: true };
}

async function fromPem(label: string, body: string): Promise<{ jwk: KeyJwk; form: PemForm }> {
  const form = KEY_LABELS[label];
  // Another algorithm's traditional key (DSA PRIVATE KEY) is a key, refused as its PKCS#8 form is.
  if (!form)
    throw fail(/ (PRIVATE|PUBLIC) KEY$/.test(label) ? KEYS_MESSAGES.algorithm : KEYS_MESSAGES.notKey);
  if (/Proc-Type:\s*4,ENCRYPTED/.test(body)) throw fail(KEYS_MESSAGES.encrypted);
  let standard: { der: Uint8Array; isPrivate: boolean };
  let algorithm: { algorithm: string; parameter: string | undefined };
  try {
    standard = standardDer(form, pemDer(body));
    algorithm = algorithmOf(standard.der);
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    throw fail(KEYS_MESSAGES.der);
  }
  const curve = algorithm.parameter ? curveOf(algorithm.parameter) : undefined;
  let alg: string;
  if (algorithm.algorithm === RSA_ENCRYPTION) alg = 'RS256';
  else if (algorithm.algorithm === EC_PUBLIC_KEY && curve) alg = ALG[curve];
  else if (algorithm.algorithm === EC_PUBLIC_KEY && algorithm.parameter === undefined)
    throw fail(KEYS_MESSAGES.explicitCurve);
  else throw fail(KEYS_MESSAGES.algorithm);
  const { importPKCS8, importSPKI } = await jose();
  const text = pem(standard.isPrivate ? 'PRIVATE KEY' : 'PUBLIC KEY', standard.der);
  const jwk = await imported(() =>
    standard.isPrivate
      ? importPKCS8(text, alg, { extractable: true })
      : importSPKI(text, alg, { extractable: true }),
  );
  return { jwk, form };
}

/** Two JSON texts one after the other, as `toolbox keys generate --format jwk` writes a pair; undefined for any other. */
function jsonPair(text: string): [string, string] | undefined {
  for (let end = text.indexOf('}'); end >= 0; end = text.indexOf('}', end + 1)) {
    const [first, rest] = [text.slice(0, end + 1), text.slice(end + 1).trim()];
    if (!rest.startsWith('{')) continue;
    try {
      JSON.parse(first);
      JSON.parse(rest);
      return [first, rest];
    } catch {
      // Not the end of the first object: a '}' inside it.
    }
  }
  return undefined;
}

/**
 * A private key and its own public key, as generate writes them (and openssl pkey reads the first): the private one.
 * Two keys of any other kind are refused, as several keys are.
 */
function privateOfPair(first: KeyJwk, second: KeyJwk): KeyJwk {
  const publicOf = (jwk: KeyJwk) => JSON.stringify(canonical(jwk, false));
  if (typeof first.d !== 'string' || typeof second.d === 'string' || publicOf(first) !== publicOf(second))
    throw fail(KEYS_MESSAGES.several);
  return first;
}

async function readKey(text: string): Promise<{ jwk: KeyJwk; readAs: KeyReport['readAs'] }> {
  if (text.length > KEYS_LIMITS.keyBytes) throw fail(KEYS_MESSAGES.tooLarge);
  const trimmed = text.trim();
  if (trimmed === '') throw fail(KEYS_MESSAGES.blank);
  if (trimmed.startsWith('{')) {
    const pair = jsonPair(trimmed);
    if (!pair) return { jwk: await fromJwk(trimmed), readAs: 'JWK' };
    return { jwk: privateOfPair(await fromJwk(pair[0]), await fromJwk(pair[1])), readAs: 'JWK' };
  }
  const blocks = [...trimmed.matchAll(PEM_BLOCK)].filter((block) => block[1] !== 'EC PARAMETERS');
  if (blocks.length === 0)
    throw fail(OPENSSH_PUBLIC.test(trimmed) ? KEYS_MESSAGES.openssh : KEYS_MESSAGES.notKey);
  const labels = blocks.map((block) => block[1]!);
  if (labels.includes('OPENSSH PRIVATE KEY')) throw fail(KEYS_MESSAGES.openssh);
  if (labels.some((label) => label.includes('ENCRYPTED'))) throw fail(KEYS_MESSAGES.encrypted);
  if (labels.every((label) => label.includes('CERTIFICATE REQUEST'))) throw fail(KEYS_MESSAGES.request);
  if (labels.every((label) => label.includes('CERTIFICATE'))) throw fail(KEYS_MESSAGES.certificate);
  // Two blocks are read only as a private key then a public one (generate's pair); any others are several keys.
  const pairShaped = labels[0]!.includes('PRIVATE') && labels[1]?.includes('PUBLIC');
  if (blocks.length > 2 || (blocks.length === 2 && !pairShaped)) throw fail(KEYS_MESSAGES.several);
  const { jwk, form } = await fromPem(labels[0]!, blocks[0]![2]!);
  if (blocks.length === 2) {
    const second = await fromPem(labels[1]!, blocks[1]![2]!);
    return { jwk: privateOfPair(jwk, second.jwk), readAs: form === 'PKCS#1 public' ? 'PKCS#1' : form };
  }
  return { jwk, readAs: form === 'PKCS#1 public' ? 'PKCS#1' : form };
}

function bitsOf(jwk: KeyJwk, curve: Curve | null): number {
  if (curve) return curve === 'P-521' ? 521 : CURVE_BYTES[curve] * 8;
  const n = parseBase64(jwk.n ?? '') ?? new Uint8Array();
  let start = 0;
  while (start < n.length && n[start] === 0) start++;
  const top = n[start] ?? 0;
  return (n.length - start - 1) * 8 + (top === 0 ? 0 : Math.floor(Math.log2(top)) + 1);
}

async function report(jwk: KeyJwk, readAs: KeyReport['readAs']): Promise<KeyReport> {
  const { calculateJwkThumbprint, exportPKCS8, exportSPKI, importJWK } = await jose();
  const type = jwk.kty === 'RSA' ? 'RSA' : 'EC';
  const curve = type === 'EC' ? (EC_CURVES.find((name) => name === jwk.crv) ?? null) : null;
  const alg = algFor(jwk);
  const publicJwk = canonical(jwk, false);
  const isPrivate = typeof jwk.d === 'string';
  const asymmetric = async (members: KeyJwk) => {
    const key = await importJWK(members, alg, { extractable: true });
    if (key instanceof Uint8Array) throw fail(KEYS_MESSAGES.kty);
    return key;
  };
  // jose ends its PEM without a newline; openssl, and files, end with one.
  const publicPem = `${(await exportSPKI(await asymmetric(publicJwk))).trimEnd()}\n`;
  const privatePem = isPrivate ? `${(await exportPKCS8(await asymmetric(jwk))).trimEnd()}\n` : null;
  let privateTraditional: string | null = null;
  if (isPrivate)
    privateTraditional = curve
      ? pem('EC PRIVATE KEY', sec1Private(jwk, curve))
      : pem('RSA PRIVATE KEY', pkcs1Private(jwk));
  return {
    type,
    bits: bitsOf(jwk, curve),
    curve,
    private: isPrivate,
    readAs,
    pem: {
      private: privatePem,
      privateTraditional,
      public: publicPem,
      publicTraditional: curve ? null : pem('RSA PUBLIC KEY', pkcs1Public(jwk)),
    },
    jwk: { private: isPrivate ? jwk : null, public: publicJwk },
    fingerprints: {
      jwkThumbprint: await calculateJwkThumbprint(publicJwk, 'sha256'),
      spkiSha256: hexOf(sha256(pemDer(publicPem))),
    },
  };
}

/** A key in any form it is read in, written in every form, with its fingerprints. */
export async function runKeysRead(input: KeysReadInput): Promise<KeyReport> {
  const { jwk, readAs } = await readKey(input.key);
  return report(jwk, readAs);
}

const F4 = new Uint8Array([1, 0, 1]);

function generation(input: KeysGenerateInput): KeyPairAlgorithm {
  if (input.type === 'rsa') {
    const size = input.size ?? 2048;
    if (!RSA_SIZES.some((allowed) => allowed === size)) throw fail(KEYS_MESSAGES.size, 'size');
    return { name: 'RSASSA-PKCS1-v1_5', modulusLength: size, publicExponent: F4, hash: 'SHA-256' };
  }
  const curve = EC_CURVES.find((name) => name === (input.curve ?? 'P-256'));
  if (!curve) throw fail(KEYS_MESSAGES.curve, 'curve');
  return { name: 'ECDSA', namedCurve: curve };
}

/** A new RSA (exponent 65537) or EC key pair from the platform's WebCrypto, written in every form. */
export async function runKeysGenerate(input: KeysGenerateInput, maker: KeyPairMaker): Promise<KeyReport> {
  const algorithm = generation(input);
  const pair = await maker.generateKey(algorithm, true, ['sign', 'verify']);
  const { exportJWK } = await jose();
  return report(canonical(await exportJWK(pair.privateKey), true), 'generated');
}
