import { ToolInputError } from '../../errors';
import { JsonNumber } from '../../json/json-number';
import { validateJson } from '../../json/json-text';
import type { Clock } from '../../ports';
import { parseBase64 } from '../../text/base64';
import { relativeTime } from '../../time/relative';
import { CLAIM_MEANINGS, HEADER_MEANINGS, TIME_CLAIMS, VALUE_MEANINGS } from './claims';

export type JsonObject = Record<string, unknown>;

/** One header parameter or claim, as the decoded view shows it. */
export interface ClaimRow {
  name: string;
  value: unknown;
  /** What the name (and, for Supabase's role and aal, the value) means; absent for private claims. */
  meaning?: string;
  /** For NumericDate claims: the instant in ISO 8601 (UTC) and relative to the clock. */
  time?: { seconds: number; iso: string; relative: string };
}

type JwtTimeState = 'valid' | 'expired' | 'not-yet-valid' | 'no-expiry' | 'invalid';

export interface DecodedJwt {
  header: JsonObject;
  payload: JsonObject;
  /** The signature part as it came (base64url). */
  signature: string;
  headerRows: ClaimRow[];
  claimRows: ClaimRow[];
  /** What exp and nbf say at the clock's now: "expires in 12 min", "expired 3 h ago". */
  status: { state: JwtTimeState; message: string };
}

const JWT_INVALID = 'Invalid JWT';

/** The three base64url parts of a compact JWS; a `Bearer ` prefix and surrounding space are dropped. */
function splitToken(token: string): [string, string, string] {
  const text = token.trim().replace(/^Bearer\s+/i, '');
  if (text === '') throw new ToolInputError('Please paste a token.', JWT_INVALID);
  if (text.startsWith('{')) {
    throw new ToolInputError(
      'this is JSON, not a token: a JWT is header.payload.signature, each part base64url (a JWS in JSON serialization, RFC 7515 §7.2, is not read).',
      JWT_INVALID,
    );
  }
  const parts = text.split('.');
  if (parts.length === 5) {
    throw new ToolInputError(
      'this is an encrypted token (JWE, 5 parts); only signed tokens (JWS, 3 parts) can be decoded.',
      JWT_INVALID,
    );
  }
  if (parts.length !== 3) {
    throw new ToolInputError(
      `a JWT has 3 parts separated by dots (header.payload.signature); this one has ${parts.length}.`,
      JWT_INVALID,
    );
  }
  return parts as [string, string, string];
}

function base64UrlBytes(part: string, what: string): Uint8Array {
  const bytes = /^[A-Za-z0-9_-]*$/.test(part) ? parseBase64(part) : undefined;
  if (!bytes) throw new ToolInputError(`the ${what} is not base64url.`, JWT_INVALID);
  return bytes;
}

function jsonPart(part: string, what: string): JsonObject {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(base64UrlBytes(part, what));
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    throw new ToolInputError(`the ${what} is not UTF-8 text.`, JWT_INVALID);
  }
  // Numbers as the issuer wrote them (an id claim past 2^53 keeps its digits).
  const parsed = validateJson(text);
  if (!parsed.valid) throw new ToolInputError(`the ${what} is not JSON.`, JWT_INVALID);
  const { value } = parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ToolInputError(`the ${what} is not a JSON object.`, JWT_INVALID);
  }
  return value as JsonObject;
}

/** ±8.64e12 seconds from 1970: the instants a Date holds (years -271821 to 275760). */
const MAX_DATE_SECONDS = 8.64e12;
const representable = (seconds: number) => Math.abs(seconds) <= MAX_DATE_SECONDS;

/** A NumericDate in ISO 8601; past a Date's range, the last (or first) instant it holds, named as a bound. */
export function numericDateIso(seconds: number): string {
  if (representable(seconds)) return new Date(seconds * 1000).toISOString();
  const bound = new Date(Math.sign(seconds) * MAX_DATE_SECONDS * 1000).toISOString();
  return `${seconds > 0 ? 'after' : 'before'} ${bound}`;
}

function row(name: string, value: unknown, meanings: Readonly<Record<string, string>>, now: Date): ClaimRow {
  const out: ClaimRow = { name, value };
  const valueMeaning =
    typeof value === 'string'
      ? VALUE_MEANINGS[name]?.[name === 'alg' ? value.toLowerCase() : value]
      : undefined;
  const meaning = valueMeaning ?? (Object.hasOwn(meanings, name) ? meanings[name] : undefined);
  if (meaning) out.meaning = meaning;
  if (
    (TIME_CLAIMS as readonly string[]).includes(name) &&
    typeof value === 'number' &&
    representable(value)
  ) {
    out.time = { seconds: value, iso: numericDateIso(value), relative: relativeTime(value * 1000, now) };
  }
  return out;
}

/** The claims RFC 7519 §4.1 defines as NumericDates, which verifiers check (PyJWT, jose). */
const CHECKED_TIMES = ['exp', 'nbf', 'iat'] as const;

/** A NumericDate's seconds (one kept as written past 2^53 too); NaN for anything that is not a finite number. */
function numericDate(value: unknown): number {
  const seconds = value instanceof JsonNumber ? Number(value.text) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : Number.NaN;
}

function timeStatus(payload: JsonObject, now: Date): DecodedJwt['status'] {
  for (const name of CHECKED_TIMES) {
    if (payload[name] !== undefined && Number.isNaN(numericDate(payload[name]))) {
      return {
        state: 'invalid',
        message: `${name} is ${JSON.stringify(payload[name])}, not a NumericDate (RFC 7519: a number of seconds since 1970): toolbox jwt verify refuses the token`,
      };
    }
  }
  const exp = payload.exp === undefined ? undefined : numericDate(payload.exp);
  const nbf = payload.nbf === undefined ? undefined : numericDate(payload.nbf);
  const nowMs = now.getTime();
  if (nbf !== undefined && nbf * 1000 > nowMs) {
    return {
      state: 'not-yet-valid',
      message: `Not valid yet: valid from ${numericDateIso(nbf)} (${relativeTime(nbf * 1000, now)})`,
    };
  }
  if (exp === undefined) return { state: 'no-expiry', message: 'No exp claim: the token never expires' };
  if (exp * 1000 <= nowMs)
    return { state: 'expired', message: `Expired ${relativeTime(exp * 1000, now)} (${numericDateIso(exp)})` };
  return { state: 'valid', message: `Expires ${relativeTime(exp * 1000, now)} (${numericDateIso(exp)})` };
}

/** Decodes a compact JWS without checking its signature; times are read against `clock`. */
export function runJwtDecode(token: string, clock: Clock): DecodedJwt {
  const [headerPart, payloadPart, signature] = splitToken(token);
  const header = jsonPart(headerPart, 'header (part 1)');
  const payload = jsonPart(payloadPart, 'payload (part 2)');
  if (signature !== '') base64UrlBytes(signature, 'signature (part 3)');
  const now = clock.now();
  return {
    header,
    payload,
    signature,
    headerRows: Object.entries(header).map(([name, value]) => row(name, value, HEADER_MEANINGS, now)),
    claimRows: Object.entries(payload).map(([name, value]) => row(name, value, CLAIM_MEANINGS, now)),
    status: timeStatus(payload, now),
  };
}
