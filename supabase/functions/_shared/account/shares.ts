// GENERATED from core/src/account/shares.ts by supabase/scripts/core-account-copy.mjs: edit core, then run it.

// End-to-end encrypted shares on the wire (issue 80 item 2; DATA.md "Encrypted shares"): what a create sends,
// what the owner's list and an open answer, and the base64url both sides write the sealed envelope in. The server
// never sees the key: it stores the envelope as bytes and the link's secret as its SHA-256.

import { AccountLimitError, AccountValidationError } from './errors.ts';
import { type Fail, Fields } from './fields.ts';
import { ACCOUNT_LIMITS, formatBytes } from './limits.ts';

/** A share as its owner lists it: never its secret, key or content. */
export interface EncryptedShare {
  id: string;
  burn_after_reading: boolean;
  created_at: string;
  expires_at: string;
  last_opened_at: string | null;
  open_count: number;
}

export interface ShareCreate {
  /** The sealed envelope, base64url. */
  ciphertext: string;
  /** Seconds from now until the link stops working. */
  expires_in: number;
  burn_after_reading: boolean;
}

/** POST /shares: the row, the link's secret, and the link without its key (`<web origin>/s/<secret>`). */
export interface ShareCreated {
  share: EncryptedShare;
  secret: string;
  url: string;
}

/** POST /shares/open: the envelope for whoever holds the secret. */
export interface SharedEnvelope {
  ciphertext: string;
  burn_after_reading: boolean;
  created_at: string;
  expires_at: string;
}

/** A link's secret: 32 random bytes, base64url without padding. */
export const SHARE_SECRET = /^[A-Za-z0-9_-]{43}$/;
/** The smallest sealed envelope: a version byte, a 12-byte IV and a 16-byte GCM tag around nothing. */
export const SHARE_ENVELOPE_MIN_BYTES = 29;
/** The shortest expiry a share may ask for. */
export const SHARE_MIN_SECONDS = 60;

/** The one answer for a secret that opens nothing: unknown, expired, burned and revoked all read the same. */
export const SHARE_GONE_MESSAGE =
  'This link does not open: it expired, was already read (burn after reading), was revoked, or never existed.';

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += ALPHABET[(n >> 6) & 63]!;
    if (i + 2 < bytes.length) out += ALPHABET[n & 63]!;
  }
  return out;
}

/** The bytes of unpadded base64url text, or null when it is not that (wrong characters or length). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    value = (value << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 255;
    }
  }
  // Leftover bits must be zero, so each byte string has one spelling.
  return (value & ((1 << bits) - 1)) === 0 ? out : null;
}

const fail: Fail = (field, why) => {
  throw new AccountValidationError(field, `${field} ${why}`);
};

export function validateShareCreate(value: unknown): ShareCreate {
  const f = Fields.of(value, '', fail);
  const ciphertext = f.string('ciphertext');
  const bytes = fromBase64Url(ciphertext);
  if (bytes === null) fail('ciphertext', 'must be base64url without padding');
  if (bytes.length > ACCOUNT_LIMITS.shareEnvelopeBytes)
    throw new AccountLimitError(
      'shareEnvelopeBytes',
      `The encrypted share is over the limit of ${formatBytes(ACCOUNT_LIMITS.shareEnvelopeBytes)}.`,
    );
  if (bytes.length < SHARE_ENVELOPE_MIN_BYTES) fail('ciphertext', 'is too short to be a sealed envelope');
  return {
    ciphertext,
    expires_in: f.int('expires_in', SHARE_MIN_SECONDS, ACCOUNT_LIMITS.shareMaxSeconds),
    burn_after_reading: f.has('burn_after_reading') ? f.boolean('burn_after_reading') : false,
  };
}

/** The secret of POST /shares/open, or null when it cannot be one (the same answer as an unknown secret). */
export function shareSecretOf(value: unknown): string | null {
  const f = Fields.of(value, '', fail);
  const secret = f.has('secret') ? f.raw('secret') : null;
  return typeof secret === 'string' && SHARE_SECRET.test(secret) ? secret : null;
}

export function readEncryptedShare(f: Fields): EncryptedShare {
  return {
    id: f.uuid('id'),
    burn_after_reading: f.boolean('burn_after_reading'),
    created_at: f.timestamp('created_at'),
    expires_at: f.timestamp('expires_at'),
    last_opened_at: f.nullableTimestamp('last_opened_at'),
    open_count: f.int('open_count'),
  };
}

export function readSharedEnvelope(f: Fields): SharedEnvelope {
  return {
    ciphertext: f.string('ciphertext'),
    burn_after_reading: f.boolean('burn_after_reading'),
    created_at: f.timestamp('created_at'),
    expires_at: f.timestamp('expires_at'),
  };
}
