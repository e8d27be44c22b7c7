// Codes and secrets: the user code people type, the device code the CLI polls with, CLI tokens.

/** RFC 8628 §6.1: no vowels (no words), no digits (no 0/O, 1/I look-alikes). 20^8 ≈ 2^34.6. */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;
export const TOKEN_PREFIX = 'tbx_';

export type RandomBytes = (n: number) => Uint8Array;

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** 8 letters, uniform over the alphabet (bytes >= 240 are rejected so `% 20` has no bias). */
export function newUserCode(randomBytes: RandomBytes): string {
  const limit = 256 - (256 % USER_CODE_ALPHABET.length);
  let code = '';
  while (code.length < USER_CODE_LENGTH) {
    for (const b of randomBytes(USER_CODE_LENGTH * 2)) {
      if (b < limit && code.length < USER_CODE_LENGTH)
        code += USER_CODE_ALPHABET[b % USER_CODE_ALPHABET.length];
    }
  }
  return code;
}

/**
 * A team invitation's code: 24 random bytes in base64url (32 characters), drawn again while it starts with '-'. It is
 * typed as `toolbox team join CODE`, where a leading '-' reads as a flag: one code in 64 failed so.
 */
export function newInvitationCode(randomBytes: RandomBytes): string {
  for (;;) {
    const code = base64url(randomBytes(24));
    if (!code.startsWith('-')) return code;
  }
}

/** Shown to people as XXXX-XXXX. */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Reads what a person typed: any case, with or without the dash or spaces. Null when it cannot be a code. */
export function normalizeUserCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== USER_CODE_LENGTH) return null;
  for (const ch of code) if (!USER_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export function newDeviceCode(randomBytes: RandomBytes): string {
  return base64url(randomBytes(32));
}

/** A CLI token: `tbx_` + 32 random bytes base64url. Only its SHA-256 is stored. */
export function newCliToken(randomBytes: RandomBytes): string {
  return TOKEN_PREFIX + base64url(randomBytes(32));
}

export function isCliToken(value: string): boolean {
  return value.startsWith(TOKEN_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(TOKEN_PREFIX.length));
}
