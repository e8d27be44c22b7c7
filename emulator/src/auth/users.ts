import { randomUUID } from 'node:crypto';
import { validationFailed } from './errors';

/** Anything that runs a query: the database or an open transaction. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export type Metadata = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Metadata;
  raw_user_meta_data: Metadata;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Metadata;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

// GoTrue's email check (`api/mail.go` validateEmail): this pattern, at most 255 characters, lower-cased.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function normalizeEmail(value: unknown, missingMessage: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw validationFailed(missingMessage);
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, email_change,
  email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [
    email,
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

/** `UPDATE … RETURNING` the user's columns, for handlers that change a user and answer with it. */
export async function updateUser(
  db: Queryable,
  id: string,
  set: string,
  params: unknown[],
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set ${set} where id = $1 returning ${USER_COLUMNS}`,
    [id, ...params],
  );
  const row = rows[0];
  if (!row) throw new Error('user vanished during an update');
  return row;
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

/** GoTrue's `UpdateUserMetaData`: keys merge, a `null` value deletes its key. */
export function mergeMetadata(current: Metadata, update: Metadata): Metadata {
  const merged: Metadata = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function iso(date: Date | null): string | undefined {
  return date ? date.toISOString() : undefined;
}

function identityJson(identity: IdentityRow): Record<string, unknown> {
  const email = identity.identity_data.email;
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    ...(typeof email === 'string' ? { email } : {}),
  };
}

/** The User object as GoTrue serialises it: omitempty fields are absent, not null. */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/**
 * What confirmation-mode sign-up answers for an email that is already registered (GoTrue `sanitizeUser`):
 * a made-up user with no identities, so the answer does not tell whether the address has an account.
 */
export function decoyUserJson(email: string, data: Metadata, now: Date): Record<string, unknown> {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}
