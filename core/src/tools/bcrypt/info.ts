// What a hash carries, read without bcryptjs, whose import loads node:crypto in Node (`toolbox bcrypt info`).
import { ToolInputError } from '../../errors';

/** Each step of cost doubles the work: 10 takes a tenth of a second or so, 15 several seconds in JavaScript. */
export const BCRYPT_COST = { min: 4, max: 15, fallback: 10 } as const;

/** `$2b$` is today's OpenBSD revision; `$2y$` is PHP's and htpasswd's name for the same; `$2a$` the older one. */
export const BCRYPT_VERSIONS = ['2b', '2y', '2a'] as const;
export type BcryptVersion = (typeof BCRYPT_VERSIONS)[number];

/** bcrypt reads at most 72 bytes of a password (UTF-8): the rest changes nothing. */
const BCRYPT_PASSWORD_BYTES = 72;

export const BCRYPT_MESSAGES = {
  title: 'Invalid bcrypt input',
  cost: `The cost is a whole number from ${BCRYPT_COST.min} to ${BCRYPT_COST.max}: each step doubles the time.`,
  hashBlank: 'Please paste a bcrypt hash: $2b$10$ followed by 53 characters.',
  hashShape:
    'A bcrypt hash is $2a$, $2b$ or $2y$, a two-digit cost, $, then 53 characters of ./A-Za-z0-9 (60 in all).',
  hashCost: `This hash's cost is above ${BCRYPT_COST.max}: checking it here would take minutes or more.`,
  truncated: `Only the first ${BCRYPT_PASSWORD_BYTES} bytes of this password count: bcrypt ignores the rest.`,
} as const;

export interface BcryptHashInput {
  password: string;
  cost?: number;
  version?: BcryptVersion;
}

export interface BcryptInfo {
  version: BcryptVersion;
  cost: number;
  /** 2^cost rounds of the key schedule. */
  rounds: number;
  /** The 22 characters of salt (16 bytes, bcrypt's own Base64). */
  salt: string;
  /** The 31 characters of the hash proper (23 bytes). */
  digest: string;
}

export interface BcryptHashResult extends BcryptInfo {
  hash: string;
  /** The password is longer than bcrypt reads: BCRYPT_MESSAGES.truncated. */
  truncated: boolean;
}

const SHAPE = /^\$(2[aby])\$(\d\d)\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;

export const truncates = (password: string) =>
  new TextEncoder().encode(password).length > BCRYPT_PASSWORD_BYTES;

export const fail = (message: string, field: string) =>
  new ToolInputError(message, BCRYPT_MESSAGES.title, field);

/** The version, cost and salt a hash carries, read without checking any password. */
export function runBcryptInfo(hash: string): BcryptInfo {
  const text = hash.trim();
  if (text === '') throw fail(BCRYPT_MESSAGES.hashBlank, 'hash');
  const match = SHAPE.exec(text);
  const version = BCRYPT_VERSIONS.find((known) => known === match?.[1]);
  if (!match || !version) throw fail(BCRYPT_MESSAGES.hashShape, 'hash');
  const cost = Number(match[2]);
  if (cost < BCRYPT_COST.min || cost > 31) throw fail(BCRYPT_MESSAGES.hashShape, 'hash');
  return { version, cost, rounds: 2 ** cost, salt: match[3] ?? '', digest: match[4] ?? '' };
}
