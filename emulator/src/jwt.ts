import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of a Supabase access token (GoTrue `AccessTokenClaims`), plus whatever else a token carries. */
export interface Claims {
  iss?: string;
  sub?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  email?: string;
  phone?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  role?: string;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
  is_anonymous?: boolean;
  [claim: string]: unknown;
}

export type JwtCheck = { ok: true; claims: Claims } | { ok: false; reason: string };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function hmac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signHs256(payload: object, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${body}.${hmac(body, secret).toString('base64url')}`;
}

function parseSegment(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) throw new Error('illegal base64 data');
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks an HS256 token: shape, algorithm (HS256 only, so no `none` and no alg switching), signature, `exp`.
 * The reasons read like the jwt-go errors GoTrue puts in its `bad_jwt` messages.
 */
export function checkHs256(token: string, secret: string, nowSeconds: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3)
    return { ok: false, reason: 'token is malformed: token contains an invalid number of segments' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let payload: unknown;
  try {
    header = parseSegment(headerPart);
    payload = parseSegment(payloadPart);
  } catch {
    return { ok: false, reason: 'token is malformed: could not JSON decode header or claims' };
  }
  if (!isRecord(header) || !isRecord(payload)) {
    return { ok: false, reason: 'token is malformed: could not JSON decode header or claims' };
  }
  if (header.alg !== 'HS256') {
    return { ok: false, reason: `token is unverifiable: signing method ${String(header.alg)} is invalid` };
  }
  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) {
    return { ok: false, reason: 'token is malformed: could not base64 decode signature' };
  }
  const expected = hmac(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'token signature is invalid: signature is invalid' };
  }
  if (payload.exp !== undefined && typeof payload.exp !== 'number') {
    return { ok: false, reason: 'token is malformed: invalid type for claim exp' };
  }
  if (typeof payload.exp === 'number' && payload.exp <= nowSeconds) {
    return { ok: false, reason: 'token has invalid claims: token is expired' };
  }
  // jwt-go (GoTrue) refuses a token before its `nbf`: one minted for later must not work now.
  if (payload.nbf !== undefined && typeof payload.nbf !== 'number') {
    return { ok: false, reason: 'token is malformed: invalid type for claim nbf' };
  }
  if (typeof payload.nbf === 'number' && payload.nbf > nowSeconds) {
    return { ok: false, reason: 'token has invalid claims: token is not valid yet' };
  }
  return { ok: true, claims: payload as Claims };
}

function hasAudience(claims: Claims, audience: string): boolean {
  return Array.isArray(claims.aud) ? claims.aud.includes(audience) : claims.aud === audience;
}

/**
 * A user's access token, verified: HS256 signature, not expired, `aud` authenticated, a `sub`.
 * API keys (anon, service_role) have no `sub` and so are never taken for a user.
 */
export function verifyAccessToken(
  token: string,
  jwtSecret: string,
  nowMs: number = Date.now(),
): Claims | null {
  const check = checkHs256(token, jwtSecret, Math.floor(nowMs / 1000));
  if (!check.ok) return null;
  const { claims } = check;
  if (typeof claims.sub !== 'string' || claims.sub === '' || !hasAudience(claims, 'authenticated'))
    return null;
  return claims;
}

export { hasAudience };

// Fixed times make the keys a pure function of the secret, so a web build made with them stays valid.
const API_KEY_IAT = 1700000000;
const API_KEY_EXP = 4102444800;

export function makeApiKey(role: 'anon' | 'service_role', secret: string): string {
  return signHs256({ iss: 'supabase-demo', role, iat: API_KEY_IAT, exp: API_KEY_EXP }, secret);
}
