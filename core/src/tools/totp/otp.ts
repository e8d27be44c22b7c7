import { ToolInputError } from '../../errors';
import type { Clock, Random } from '../../ports';
import { base32Decode, base32Encode } from './base32';

export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number];
export const OTP_LIMITS = {
  digits: { min: 6, max: 8 },
  period: { min: 1, max: 3600 },
  window: { min: 0, max: 10 },
  secretBytes: { min: 10, max: 64 },
} as const;
export const OTP_DEFAULTS = {
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  window: 1,
  secretBytes: 20,
  /** The URI's label when neither an issuer nor an account is given (pyotp's default name). */
  account: 'Secret',
} as const;
export const OTP_MESSAGES = {
  secretBlank: 'Please enter the secret (base32, as an authenticator app shows it).',
  secretShort: `The secret is shorter than ${OTP_LIMITS.secretBytes.min} bytes (16 base32 characters), too short to trust; RFC 4226 asks for 16 bytes (26 characters) or more.`,
  secretLong: `The secret is longer than ${OTP_LIMITS.secretBytes.max} bytes.`,
  secretChar: 'is not a base32 character (A-Z and 2-7)',
  secretUri: 'That is an otpauth:// URI: give only the value of its secret= parameter.',
  digits: `Digits must be between ${OTP_LIMITS.digits.min} and ${OTP_LIMITS.digits.max}.`,
  period: `The period must be between ${OTP_LIMITS.period.min} and ${OTP_LIMITS.period.max} seconds.`,
  window: `The window must be between ${OTP_LIMITS.window.min} and ${OTP_LIMITS.window.max} steps.`,
  counter: 'The counter must be a whole number from 0 to 2^53 - 1.',
  code: 'A code is digits only',
  label: 'The issuer may not contain a colon.',
  time: 'The time is too late: its next step ends past the last date there is (year 275760).',
  timeEarly: 'The time is before 1970-01-01T00:00:00Z, where TOTP starts counting (RFC 6238: T0).',
  accountLabel: 'The account may not contain a colon: the URI’s label is issuer:account.',
} as const;

/**
 * HMAC of a message with a key in the settings' algorithm: run.ts's holds every hash (the page), run-loading.ts's
 * loads the one asked for (`toolbox totp`, issue 79).
 */
export type OtpMac = (key: Uint8Array, message: Uint8Array) => Uint8Array;

export interface OtpSettings {
  /** Base32, as authenticator apps show it (spaces and lower case accepted). */
  secret: string;
  algorithm: OtpAlgorithm;
  digits: number;
}

export interface TotpInput extends OtpSettings {
  period: number;
  /** How many steps before and after the current one a code may come from and still verify. */
  window: number;
  /** A code to check; empty: none. */
  code?: string;
  /** For the otpauth:// URI: who issued it and whose account it is. */
  issuer?: string;
  account?: string;
}

interface OtpCode {
  code: string;
  counter: number;
  /** The step's start and end (TOTP only), ISO 8601. */
  from: string;
  until: string;
}

export interface TotpReport {
  current: OtpCode & { secondsLeft: number };
  next: OtpCode;
  /** Present when a code was given: the step it matches (0 = current, -1 = the one before) or null. */
  verify?: { valid: boolean; delta: number | null };
  uri: string;
}

function inRange(value: number, range: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

function secretBytes(secret: string): Uint8Array {
  if (secret.trim() === '') throw new ToolInputError(OTP_MESSAGES.secretBlank, 'Invalid secret', 'secret');
  if (/^\s*otpauth:/i.test(secret))
    throw new ToolInputError(OTP_MESSAGES.secretUri, 'Invalid secret', 'secret');
  const decoded = base32Decode(secret);
  if (!(decoded instanceof Uint8Array)) {
    throw new ToolInputError(
      `Character ${decoded.badAt}, "${decoded.char}", ${OTP_MESSAGES.secretChar}.`,
      'Invalid secret',
      'secret',
    );
  }
  if (decoded.length < OTP_LIMITS.secretBytes.min)
    throw new ToolInputError(OTP_MESSAGES.secretShort, 'Invalid secret', 'secret');
  if (decoded.length > OTP_LIMITS.secretBytes.max)
    throw new ToolInputError(OTP_MESSAGES.secretLong, 'Invalid secret', 'secret');
  return decoded;
}

function checkSettings(input: OtpSettings): Uint8Array {
  const key = secretBytes(input.secret);
  if (!inRange(input.digits, OTP_LIMITS.digits))
    throw new ToolInputError(OTP_MESSAGES.digits, 'Invalid digits', 'digits');
  return key;
}

/** RFC 4226 section 5.3: HMAC of the 8-byte big-endian counter, dynamically truncated to `digits` decimal digits. */
function hotp(key: Uint8Array, counter: number, hmac: OtpMac, digits: number): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = hmac(key, message);
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = new DataView(mac.buffer, mac.byteOffset).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** An RFC 4226 HOTP code for one counter value. */
export function hotpWith(input: OtpSettings & { counter: number }, hmac: OtpMac): string {
  const key = checkSettings(input);
  if (!Number.isSafeInteger(input.counter) || input.counter < 0) {
    throw new ToolInputError(OTP_MESSAGES.counter, 'Invalid counter', 'counter');
  }
  return hotp(key, input.counter, hmac, input.digits);
}

/** A new random secret, base32 (20 bytes: the HMAC-SHA1 block RFC 4226 recommends). */
export function generateOtpSecret(random: Random, bytes: number = OTP_DEFAULTS.secretBytes): string {
  if (!inRange(bytes, OTP_LIMITS.secretBytes))
    throw new ToolInputError(OTP_MESSAGES.secretShort, 'Invalid secret', 'secret');
  return base32Encode(random.bytes(bytes));
}

/** `otpauth://totp/Issuer:account?secret=…` as Google Authenticator's Key Uri Format writes it. */
function otpauthUri(input: TotpInput): string {
  const issuer = input.issuer?.trim() ?? '';
  const account = input.account?.trim() ?? '';
  // The Key Uri Format: neither the issuer nor the account may hold a colon (an app splits the label at the first).
  if (issuer.includes(':')) throw new ToolInputError(OTP_MESSAGES.label, 'Invalid issuer', 'issuer');
  if (account.includes(':'))
    throw new ToolInputError(OTP_MESSAGES.accountLabel, 'Invalid account', 'account');
  // The label names an account, and apps refuse an empty one (Google Authenticator's "invalid QR code", FreeOTP's
  // "token is invalid"): the issuer alone then, else pyotp's default name.
  const parts = [issuer, account].filter(Boolean);
  const label = (parts.length > 0 ? parts : [OTP_DEFAULTS.account]).map(encodeURIComponent).join(':');
  const params = new URLSearchParams({
    secret: input.secret.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase(),
  });
  if (issuer) params.set('issuer', issuer);
  params.set('algorithm', input.algorithm);
  params.set('digits', String(input.digits));
  params.set('period', String(input.period));
  return `otpauth://totp/${label}?${params.toString().replaceAll('+', '%20')}`;
}

/** RFC 6238: the current and next codes at the clock's time, a code verified within the window, and the URI. */
export function totpWith(input: TotpInput, clock: Clock, hmac: OtpMac): TotpReport {
  const key = checkSettings(input);
  if (!inRange(input.period, OTP_LIMITS.period))
    throw new ToolInputError(OTP_MESSAGES.period, 'Invalid period', 'period');
  if (!inRange(input.window, OTP_LIMITS.window))
    throw new ToolInputError(OTP_MESSAGES.window, 'Invalid window', 'window');
  const seconds = Math.floor(clock.now().getTime() / 1000);
  // HOTP's counter is unsigned: a step before T0 has no code (oathtool's would be the counter wrapped to 2^64 - 1).
  if (seconds < 0) throw new ToolInputError(OTP_MESSAGES.timeEarly, 'Invalid time', 'time');
  const counter = Math.floor(seconds / input.period);
  // The next step's end is written as a date: past 8.64e15 ms (ECMAScript's last) toISOString throws a RangeError.
  if (!((counter + 2) * input.period * 1000 <= 8.64e15))
    throw new ToolInputError(OTP_MESSAGES.time, 'Invalid time', 'time');
  const step = (at: number): OtpCode => ({
    code: hotp(key, at, hmac, input.digits),
    counter: at,
    from: new Date(at * input.period * 1000).toISOString(),
    until: new Date((at + 1) * input.period * 1000).toISOString(),
  });
  const report: TotpReport = {
    current: { ...step(counter), secondsLeft: (counter + 1) * input.period - seconds },
    next: step(counter + 1),
    uri: otpauthUri(input),
  };
  const code = input.code?.replace(/\s/g, '') ?? '';
  if (code !== '') {
    if (!/^\d+$/.test(code))
      throw new ToolInputError(`${OTP_MESSAGES.code}, not "${code}".`, 'Invalid code', 'code');
    let delta: number | null = null;
    for (let d = 0; d <= input.window && delta === null; d++) {
      for (const candidate of d === 0 ? [0] : [-d, d]) {
        if (
          counter + candidate >= 0 &&
          hotp(key, counter + candidate, hmac, input.digits) === code.padStart(input.digits, '0')
        ) {
          delta = candidate;
          break;
        }
      }
    }
    report.verify = { valid: delta !== null, delta };
  }
  return report;
}
