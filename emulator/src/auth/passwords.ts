import { validationFailed, weakPassword } from './errors';
import type { Queryable } from './users';

const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_BYTES = 72;

// A bcrypt hash of a throw-away password, compared against when the email is unknown so both cases cost the same.
const DUMMY_HASH = '$2a$10$jaX/Gf2zPf.V0RmjT4Qij.t1.l1DUWWcHIJopY8CVywmARtlYT1sW';

/** Checks a password being set (sign-up, password change) against Supabase's defaults. */
export function checkNewPassword(password: unknown, missingMessage: string): string {
  if (typeof password !== 'string' || password === '') throw validationFailed(missingMessage);
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (password.includes('\u0000')) throw validationFailed('Password contains an invalid character');
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
  return password;
}

/** bcrypt cost 10 via pgcrypto, which writes the `$2a$` form GoTrue writes and reads. */
export async function hashPassword(db: Queryable, password: string): Promise<string> {
  const { rows } = await db.query<{ hash: string }>("select crypt($1, gen_salt('bf', 10)) as hash", [
    password,
  ]);
  const hash = rows[0]?.hash;
  if (!hash) throw new Error('pgcrypto returned no hash');
  return hash;
}

/**
 * True when `password` matches `hash`. Without a hash (unknown email, no password) it still runs one bcrypt
 * round, and a password bcrypt would truncate (over 72 bytes) never matches, as with Go's bcrypt.
 */
export async function verifyPassword(
  db: Queryable,
  password: unknown,
  hash: string | null,
): Promise<boolean> {
  const usable =
    typeof password === 'string' &&
    password !== '' &&
    !password.includes('\u0000') &&
    Buffer.byteLength(password, 'utf8') <= MAX_PASSWORD_BYTES;
  const { rows } = await db.query<{ ok: boolean }>('select crypt($1, $2) = $2 as ok', [
    usable ? password : 'not a password',
    hash ?? DUMMY_HASH,
  ]);
  return usable && hash !== null && rows[0]?.ok === true;
}
