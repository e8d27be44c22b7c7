import bcrypt from 'bcryptjs';
import { ToolInputError } from '../../errors';
import type { Random } from '../../ports';

/** Each step of cost doubles the work: 10 takes a tenth of a second or so, 15 several seconds in JavaScript. */
export const BCRYPT_COST = { min: 4, max: 15, fallback: 10 } as const;

/** `$2b$` is today's OpenBSD revision; `$2y$` is PHP's and htpasswd's name for the same; `$2a$` the older one. */
export const BCRYPT_VERSIONS = ['2b', '2y', '2a'] as const;
export type BcryptVersion = (typeof BCRYPT_VERSIONS)[number];

/** bcrypt reads at most 72 bytes of a password (UTF-8): the rest changes nothing. */
export const BCRYPT_PASSWORD_BYTES = 72;

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

const truncates = (password: string) => new TextEncoder().encode(password).length > BCRYPT_PASSWORD_BYTES;

const fail = (message: string, field: string) => new ToolInputError(message, BCRYPT_MESSAGES.title, field);

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

/** A new hash of the password, its 16 bytes of salt from `random`. */
export function generateBcryptHash(input: BcryptHashInput, random: Random): BcryptHashResult {
  const cost = input.cost ?? BCRYPT_COST.fallback;
  if (!Number.isInteger(cost) || cost < BCRYPT_COST.min || cost > BCRYPT_COST.max)
    throw fail(BCRYPT_MESSAGES.cost, 'cost');
  const version = input.version ?? '2b';
  const salt = `$${version}$${String(cost).padStart(2, '0')}$${bcrypt.encodeBase64(random.bytes(16), 16)}`;
  const hash = bcrypt.hashSync(input.password, salt);
  return { hash, ...runBcryptInfo(hash), truncated: truncates(input.password) };
}

export interface BcryptCompareResult {
  matches: boolean;
  info: BcryptInfo;
  truncated: boolean;
}

/** Whether the password is the one the hash was made from ($2a$, $2b$ and $2y$ alike). */
export function runBcryptCompare(input: { password: string; hash: string }): BcryptCompareResult {
  const info = runBcryptInfo(input.hash);
  if (info.cost > BCRYPT_COST.max) throw fail(BCRYPT_MESSAGES.hashCost, 'hash');
  return {
    matches: bcrypt.compareSync(input.password, input.hash.trim()),
    info,
    truncated: truncates(input.password),
  };
}
