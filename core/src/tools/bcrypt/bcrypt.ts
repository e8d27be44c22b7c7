import bcrypt from 'bcryptjs';
import type { Random } from '../../ports';
import {
  BCRYPT_COST,
  BCRYPT_MESSAGES,
  type BcryptHashInput,
  type BcryptHashResult,
  type BcryptInfo,
  fail,
  runBcryptInfo,
  truncates,
} from './info';

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
