import type { CryptoKey, JSONWebKeySet, JWK, JWTVerifyGetKey, KeyObject } from 'jose';
import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { relativeTime } from '../../time/relative';
import { type JsonObject, numericDateIso, runJwtDecode } from './jwt';

/** A shared secret (HS256/384/512, as UTF-8 text) or a key: PEM public key, certificate, JWK or JWKS. */
export type JwtKeyInput = { secret: string } | { key: string };

export type JwtVerification =
  | { valid: true; alg: string; header: JsonObject; payload: JsonObject }
  | { valid: false; alg: string; reason: string };

const HMAC = /^HS(256|384|512)$/;
const KEY_INVALID = 'Invalid key';
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'priv'];

type Key = CryptoKey | KeyObject | JWK | Uint8Array;

/** The public half of a JWK: verification never needs the private members (WebCrypto refuses them). */
function publicJwk(jwk: JWK): JWK {
  if (jwk.kty === 'oct') return jwk;
  const out: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete out[member];
  delete out.key_ops;
  return out as JWK;
}

function parseJson(text: string): JsonObject {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as JsonObject;
  } catch {
    // reported below
  }
  throw new ToolInputError('the key looks like JSON but is not a JWK or JWKS object.', KEY_INVALID);
}

async function keyFor(text: string, alg: string): Promise<Key | JWTVerifyGetKey> {
  const jose = await import('jose');
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const json = parseJson(trimmed);
    if (Array.isArray(json.keys)) {
      const set = { keys: json.keys.map((key) => publicJwk(key as JWK)) } as JSONWebKeySet;
      return jose.createLocalJWKSet(set);
    }
    if (typeof json.kty !== 'string') throw new ToolInputError('the JWK has no "kty".', KEY_INVALID);
    return jose.importJWK(publicJwk(json as JWK), alg);
  }
  const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(trimmed)?.[1];
  if (label === 'PUBLIC KEY') return jose.importSPKI(trimmed, alg);
  if (label === 'CERTIFICATE') return jose.importX509(trimmed, alg);
  if (label === 'PRIVATE KEY') {
    // A PKCS#8 private key: verify with its public half.
    const privateKey = await jose.importPKCS8(trimmed, alg, { extractable: true });
    return jose.importJWK(publicJwk(await jose.exportJWK(privateKey)), alg);
  }
  if (label === 'RSA PUBLIC KEY' || label === 'RSA PRIVATE KEY' || label === 'EC PRIVATE KEY') {
    throw new ToolInputError(
      `a "${label}" PEM is not supported; convert it: openssl pkey -in key.pem -pubout (SPKI "PUBLIC KEY").`,
      KEY_INVALID,
    );
  }
  throw new ToolInputError('the key is not a PEM public key or certificate, a JWK or a JWKS.', KEY_INVALID);
}

/** A key that is no HMAC secret: a PEM, or a JWK (every key of a JWKS) whose kty is not "oct". */
function isPublicKey(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return true;
  try {
    const json: unknown = JSON.parse(trimmed);
    const set = (json as { keys?: unknown } | null)?.keys;
    const keys: unknown[] = Array.isArray(set) ? set : [json];
    return (
      keys.length > 0 && keys.every((key) => ['RSA', 'EC', 'OKP'].includes((key as JWK | null)?.kty ?? ''))
    );
  } catch {
    return false;
  }
}

function failure(error: unknown, payload: JsonObject, now: Date, usedSecret: boolean): string {
  const code = (error as { code?: unknown }).code;
  const claim = (error as { claim?: unknown }).claim;
  if (code === 'ERR_JWT_EXPIRED' && typeof payload.exp === 'number') {
    return `expired ${relativeTime(payload.exp * 1000, now)} (${numericDateIso(payload.exp)}).`;
  }
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'nbf' && typeof payload.nbf === 'number') {
    return `not valid yet: valid from ${numericDateIso(payload.nbf)} (${relativeTime(payload.nbf * 1000, now)}).`;
  }
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
    return `the signature does not match this ${usedSecret ? 'secret' : 'key'}.`;
  }
  if (code === 'ERR_JWKS_NO_MATCHING_KEY') return 'no key in the JWKS matches the token’s kid and alg.';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_JOSE_NOT_SUPPORTED' || code === 'ERR_JOSE_ALG_NOT_ALLOWED') {
    return `the algorithm is not supported: ${message}`;
  }
  if (error instanceof TypeError) return `the key does not fit the token’s algorithm: ${message}`;
  return message.endsWith('.') ? message : `${message}.`;
}

/**
 * Checks the signature (jose does the cryptography) and exp/nbf against `clock`. Bad tokens and keys that
 * cannot be read throw ToolInputError; a readable token that fails the check resolves with the reason.
 */
export async function runJwtVerify(
  token: string,
  keyInput: JwtKeyInput,
  clock: Clock,
): Promise<JwtVerification> {
  const decoded = runJwtDecode(token, clock);
  const alg = typeof decoded.header.alg === 'string' ? decoded.header.alg : '';
  if (alg === '') return { valid: false, alg, reason: 'the header names no alg.' };
  if (alg.toLowerCase() === 'none') {
    return { valid: false, alg, reason: 'alg "none": the token is unsigned and must never be accepted.' };
  }
  const usedSecret = 'secret' in keyInput;
  if (usedSecret && !HMAC.test(alg)) {
    return {
      valid: false,
      alg,
      reason: `the token is signed with ${alg}, which needs a public key, not a secret.`,
    };
  }
  if (!usedSecret && HMAC.test(alg) && isPublicKey(keyInput.key)) {
    return {
      valid: false,
      alg,
      reason: `the token is signed with ${alg}, which needs a secret, not a public key (checking an HMAC with a public key is the alg-confusion attack).`,
    };
  }
  if (usedSecret && keyInput.secret === '') throw new ToolInputError('Please enter the secret.', KEY_INVALID);
  if (!usedSecret && keyInput.key.trim() === '') throw new ToolInputError('Please paste a key.', KEY_INVALID);

  let key: Key | JWTVerifyGetKey;
  if (usedSecret) key = new TextEncoder().encode(keyInput.secret);
  else {
    try {
      key = await keyFor(keyInput.key, alg);
    } catch (error) {
      if (error instanceof ToolInputError) throw error;
      throw new ToolInputError(
        `the key cannot be read for ${alg}: ${error instanceof Error ? error.message : String(error)}`,
        KEY_INVALID,
      );
    }
  }
  const jose = await import('jose');
  const now = clock.now();
  try {
    const options = { currentDate: now, algorithms: [alg] };
    const result =
      typeof key === 'function'
        ? await jose.jwtVerify(token.trim().replace(/^Bearer\s+/i, ''), key, options)
        : await jose.jwtVerify(token.trim().replace(/^Bearer\s+/i, ''), key, options);
    return { valid: true, alg, header: { ...result.protectedHeader }, payload: { ...result.payload } };
  } catch (error) {
    return { valid: false, alg, reason: failure(error, decoded.payload, now, usedSecret) };
  }
}
