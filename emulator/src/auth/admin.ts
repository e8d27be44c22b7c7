import { randomInt } from 'node:crypto';
import { checkHs256 } from '../jwt';
import { jsonReply, type Reply } from '../reply';
import type { AuthConfig } from './config';
import { AuthError, authError, validationFailed } from './errors';
import { checkNewPassword, hashPassword } from './passwords';
import { type AuthRequest, bearerToken } from './request';
import { sha256Hex } from './sessions';
import { safeRedirect } from './signup';
import {
  findUserByEmail,
  findUserById,
  identitiesOf,
  isRecord,
  isUuid,
  type Metadata,
  mergeMetadata,
  normalizeEmail,
  type Queryable,
  type UserRow,
  updateUser,
  userJson,
} from './users';
import { otpTokenHash } from './verify';

/** GoTrue's `requireAdmin`: a valid HS256 token whose role is service_role (the service key is one). */
function requireServiceRole(request: AuthRequest, config: AuthConfig): void {
  const token = bearerToken(request.headers);
  if (!token) throw authError('no_authorization');
  const check = checkHs256(token, config.jwtSecret, Math.floor(config.now() / 1000));
  if (!check.ok)
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${check.reason}`);
  if (check.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

export function metadata(value: unknown, label: string): Metadata {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw validationFailed(`${label} must be a JSON object`);
  return mergeMetadata({}, value);
}

export async function insertUser(
  db: Queryable,
  email: string,
  passwordHash: string | null,
  userMetadata: Metadata,
  appMetadata: Metadata,
  confirmedAt: Date | null,
  at: Date,
): Promise<UserRow> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at,
       created_at, updated_at)
     values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $6) on conflict (email) do nothing returning id`,
    [
      email,
      passwordHash,
      JSON.stringify(confirmedAt ? { ...userMetadata, email_verified: true } : userMetadata),
      JSON.stringify({ ...appMetadata, provider: 'email', providers: ['email'] }),
      confirmedAt,
      at,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw authError('email_exists');
  const identityData = {
    sub: id,
    email,
    email_verified: confirmedAt !== null,
    phone_verified: false,
    ...userMetadata,
  };
  await db.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, created_at, updated_at)
     values ($1, 'email', $2, $3::jsonb, $4, $4)`,
    [id, id, JSON.stringify(identityData), at],
  );
  return updateUser(db, id, 'updated_at = updated_at', []);
}

/** `POST /admin/users` (supabase-js `auth.admin.createUser`). */
async function createUser(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  requireServiceRole(request, config);
  const body = await request.json();
  const email = normalizeEmail(body.email, 'Unable to validate email address: invalid format');
  const password =
    body.password === undefined || body.password === null
      ? null
      : checkNewPassword(body.password, 'Password update requires a valid password');
  const at = new Date(config.now());
  const hash = password ? await hashPassword(config.db, password) : null;
  const user = await config.db.transaction((tx) =>
    insertUser(
      tx,
      email,
      hash,
      metadata(body.user_metadata ?? body.data, 'User metadata'),
      metadata(body.app_metadata, 'App metadata'),
      body.email_confirm === true ? at : null,
      at,
    ),
  );
  return jsonReply(200, userJson(user, await identitiesOf(config.db, user.id)));
}

async function userFromPath(request: AuthRequest, config: AuthConfig): Promise<UserRow> {
  const id = request.pathParams[0] ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'user_not_found', 'User not found');
  const user = await findUserById(config.db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

async function getUserById(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  requireServiceRole(request, config);
  const user = await userFromPath(request, config);
  return jsonReply(200, userJson(user, await identitiesOf(config.db, user.id)));
}

async function deleteUser(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  requireServiceRole(request, config);
  const user = await userFromPath(request, config);
  await config.db.query('delete from auth.users where id = $1', [user.id]);
  return jsonReply(200, {});
}

async function listUsers(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  requireServiceRole(request, config);
  const page = Math.max(1, Number.parseInt(request.query.get('page') ?? '', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(request.query.get('per_page') ?? '', 10) || 50));
  const { rows } = await config.db.query<{ id: string; total: number }>(
    'select id, (count(*) over ())::int as total from auth.users order by created_at, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of rows) {
    const user = await findUserById(config.db, row.id);
    if (user) users.push(userJson(user, await identitiesOf(config.db, user.id)));
  }
  const total = rows[0]?.total ?? 0;
  return jsonReply(200, { users, aud: 'authenticated' }, { 'x-total-count': String(total) });
}

/**
 * `POST /admin/generate_link` for `magiclink` (AUTH.md §3): no mail is sent; the answer carries the link,
 * the code and the token hash, and an unknown email becomes a new user, as GoTrue does.
 */
async function generateLink(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  requireServiceRole(request, config);
  const body = await request.json();
  if (body.type !== 'magiclink') throw validationFailed('Only magiclink links can be generated here');
  const email = normalizeEmail(body.email, 'Unable to validate email address: invalid format');
  const redirectTo = safeRedirect(request.query.get('redirect_to'), config);
  const at = new Date(config.now());
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashedToken = otpTokenHash(email, otp);
  const user = await config.db.transaction(async (tx) => {
    const found =
      (await findUserByEmail(tx, email)) ??
      (await insertUser(tx, email, null, metadata(body.data, 'User metadata'), {}, null, at));
    return updateUser(tx, found.id, 'recovery_token = $2, recovery_sent_at = $3', [
      sha256Hex(hashedToken),
      at,
    ]);
  });
  const link = new URL('/auth/v1/verify', config.apiUrl);
  link.searchParams.set('token', hashedToken);
  link.searchParams.set('type', 'magiclink');
  link.searchParams.set('redirect_to', redirectTo);
  return jsonReply(200, {
    ...userJson(user, await identitiesOf(config.db, user.id)),
    action_link: link.toString(),
    email_otp: otp,
    hashed_token: hashedToken,
    verification_type: 'magiclink',
    redirect_to: redirectTo,
  });
}

export const ADMIN_ROUTES = [
  { method: 'POST', path: '/admin/users', handler: createUser },
  { method: 'GET', path: '/admin/users', handler: listUsers },
  { method: 'GET', path: /^\/admin\/users\/([^/]+)$/, handler: getUserById },
  { method: 'DELETE', path: /^\/admin\/users\/([^/]+)$/, handler: deleteUser },
  { method: 'POST', path: '/admin/generate_link', handler: generateLink },
];
