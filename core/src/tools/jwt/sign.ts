import { ToolInputError } from '../../errors';
import { jsonErrorMessage, validateJson } from '../../json/json-text';
import { stringifyJson } from '../../json/lossless';
import type { Clock } from '../../ports';
import type { JsonObject } from './jwt';

export const SIGN_ALGORITHMS = ['HS256', 'HS384', 'HS512'] as const;
type SignAlgorithm = (typeof SIGN_ALGORITHMS)[number];

export interface JwtSignInput {
  secret: string;
  /** The claims as JSON text (what the page and `--claims` take) or an object. */
  claims: string | JsonObject;
  alg?: SignAlgorithm;
  /**
   * Seconds until exp, added when the claims hold no exp: a number, or text as the page and `--expires-in` take it
   * ("3600", "90s", "15m", "1h", "7d"; a positive lifetime).
   */
  expiresIn?: number | string;
}

const SIGN_INVALID = 'Cannot sign';

/** A lifetime given as text that is not one, naming its field (`toolbox jwt sign` makes it a usage error). */
export class JwtSignError extends ToolInputError {
  declare readonly field: 'expiresIn';
  constructor(message: string) {
    super(message, SIGN_INVALID, 'expiresIn');
  }
}

const LIFETIME_INVALID = 'Expires in takes seconds, or 90s, 15m, 1h, 7d.';

const LIFETIME_NOT_POSITIVE = 'the lifetime must be a positive number of seconds.';

/** The lifetime in seconds, undefined for none; text that is not a positive lifetime is refused. */
function lifetimeSeconds(expiresIn: number | string | undefined): number | undefined {
  if (typeof expiresIn !== 'string') return expiresIn;
  const seconds = parseLifetime(expiresIn);
  if (seconds === undefined) throw new JwtSignError(LIFETIME_INVALID);
  if (seconds <= 0) throw new JwtSignError(LIFETIME_NOT_POSITIVE);
  return seconds;
}

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

/**
 * The sign input's fields that can be checked before the secret is read: `toolbox jwt sign` refuses a bad
 * `--expires-in` as a usage error before it reads a secret from stdin. Throws JwtSignError naming the field.
 */
export function runJwtSignCheck(input: Pick<JwtSignInput, 'expiresIn'>): { expiresIn: number | undefined } {
  return { expiresIn: lifetimeSeconds(input.expiresIn) };
}

/** A test token for local development: HMAC-signed (jose), iat from `clock` unless the claims set one. */
export async function runJwtSign(input: JwtSignInput, clock: Clock): Promise<string> {
  const expiresIn = lifetimeSeconds(input.expiresIn);
  if (input.secret === '') throw new ToolInputError('Please enter a secret to sign with.', SIGN_INVALID);
  const claims = { ...claimsObject(input.claims) };
  const now = Math.floor(clock.now().getTime() / 1000);
  if (claims.iat === undefined) claims.iat = now;
  if (claims.exp === undefined && expiresIn !== undefined) {
    if (!Number.isFinite(expiresIn) || expiresIn <= 0) {
      throw new ToolInputError(LIFETIME_NOT_POSITIVE, SIGN_INVALID);
    }
    claims.exp = now + Math.round(expiresIn);
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
