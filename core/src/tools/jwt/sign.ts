import { ToolInputError } from '../../errors';
import { jsonErrorMessage, validateJson } from '../../json/json-text';
import { stringifyJson } from '../../json/lossless';
import type { Clock } from '../../ports';
import type { JsonObject } from './jwt';

export const SIGN_ALGORITHMS = ['HS256', 'HS384', 'HS512'] as const;
export type SignAlgorithm = (typeof SIGN_ALGORITHMS)[number];

export interface JwtSignInput {
  secret: string;
  /** The claims as JSON text (what the page and `--claims` take) or an object. */
  claims: string | JsonObject;
  alg?: SignAlgorithm;
  /** Seconds until exp, added when the claims hold no exp. */
  expiresIn?: number;
}

const SIGN_INVALID = 'Cannot sign';

function claimsObject(claims: string | JsonObject): JsonObject {
  if (typeof claims !== 'string') return claims;
  const parsed = validateJson(claims.trim() === '' ? '{}' : claims);
  if (!parsed.valid)
    throw new ToolInputError(`the claims are not JSON: ${jsonErrorMessage(parsed)}`, SIGN_INVALID);
  const { value } = parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ToolInputError('the claims must be a JSON object, e.g. {"sub":"123"}.', SIGN_INVALID);
  }
  return value as JsonObject;
}

/** A test token for local development: HMAC-signed (jose), iat from `clock` unless the claims set one. */
export async function runJwtSign(input: JwtSignInput, clock: Clock): Promise<string> {
  if (input.secret === '') throw new ToolInputError('Please enter a secret to sign with.', SIGN_INVALID);
  const claims = { ...claimsObject(input.claims) };
  const now = Math.floor(clock.now().getTime() / 1000);
  if (claims.iat === undefined) claims.iat = now;
  if (claims.exp === undefined && input.expiresIn !== undefined) {
    if (!Number.isFinite(input.expiresIn) || input.expiresIn <= 0) {
      throw new ToolInputError('the lifetime must be a positive number of seconds.', SIGN_INVALID);
    }
    claims.exp = now + Math.round(input.expiresIn);
  }
  const { CompactSign } = await import('jose');
  // The payload written here (jose's SignJWT would JSON.stringify it): claims past 2^53 keep their digits.
  return new CompactSign(new TextEncoder().encode(stringifyJson(claims)))
    .setProtectedHeader({ alg: input.alg ?? 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(input.secret));
}

/** "3600", "90s", "15m", "1h", "7d" -> seconds; undefined for text that is none of these. */
export function parseLifetime(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|min|h|d)?\s*$/.exec(text);
  if (!match) return undefined;
  const unit = { s: 1, m: 60, min: 60, h: 3600, d: 86400 }[match[2] ?? 's'] ?? 1;
  return Number(match[1]) * unit;
}
