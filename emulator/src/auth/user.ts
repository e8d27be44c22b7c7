import { emptyReply, jsonReply, type Reply } from '../reply';
import type { AuthConfig } from './config';
import { authError, validationFailed } from './errors';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import { type AuthRequest, authenticate } from './request';
import { newLinkToken, safeRedirect, sendLink } from './signup';
import {
  findUserByEmail,
  identitiesOf,
  isRecord,
  mergeMetadata,
  normalizeEmail,
  updateUser,
  userJson,
} from './users';

export async function getUser(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const { user } = await authenticate(request, config);
  return jsonReply(200, userJson(user, await identitiesOf(config.db, user.id)));
}

/**
 * `PUT /user` (GoTrue `UpdateUser`): `data` merges into user_metadata (null deletes a key); a new password
 * signs out every other session; a new email is taken at once, or after its link in confirmation mode.
 */
export async function putUser(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const { user, sessionId } = await authenticate(request, config);
  const body = await request.json();
  const at = new Date(config.now());

  if (body.data !== undefined && body.data !== null && !isRecord(body.data)) {
    throw validationFailed('User metadata must be a JSON object');
  }
  const newEmail =
    body.email === undefined || body.email === null || body.email === ''
      ? null
      : normalizeEmail(body.email, 'Unable to validate email address: invalid format');
  const changesEmail = newEmail !== null && newEmail !== user.email;
  if (changesEmail) {
    const taken = await findUserByEmail(config.db, newEmail);
    if (taken) throw authError('email_exists');
  }
  let passwordHash: string | null = null;
  if (body.password !== undefined && body.password !== null) {
    const password = checkNewPassword(body.password, 'Password update requires a valid password');
    if (await verifyPassword(config.db, password, user.encrypted_password)) throw authError('same_password');
    passwordHash = await hashPassword(config.db, password);
  }
  const link = changesEmail && config.confirmEmail ? newLinkToken() : null;

  const updated = await config.db.transaction(async (tx) => {
    let current = user;
    if (isRecord(body.data)) {
      current = await updateUser(tx, user.id, 'raw_user_meta_data = $2::jsonb, updated_at = $3', [
        JSON.stringify(mergeMetadata(current.raw_user_meta_data, body.data)),
        at,
      ]);
    }
    if (passwordHash) {
      current = await updateUser(tx, user.id, 'encrypted_password = $2, updated_at = $3', [passwordHash, at]);
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    }
    if (changesEmail && newEmail) {
      if (link) {
        current = await updateUser(
          tx,
          user.id,
          'email_change = $2, email_change_token = $3, email_change_sent_at = $4, updated_at = $4',
          [newEmail, link.hash, at],
        );
      } else {
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
             updated_at = $3 where user_id = $1 and provider = 'email'`,
          [user.id, newEmail, at],
        );
        current = await updateUser(tx, user.id, 'email = $2, updated_at = $3', [newEmail, at]);
      }
    }
    return current;
  });
  if (link && newEmail) {
    sendLink(
      config,
      newEmail,
      'email_change',
      link.token,
      safeRedirect(request.query.get('redirect_to'), config),
    );
  }
  return jsonReply(200, userJson(updated, await identitiesOf(config.db, updated.id)));
}

const LOGOUT_SCOPES = {
  global: 'delete from auth.sessions where user_id = $1',
  local: 'delete from auth.sessions where user_id = $1 and id = $2',
  others: 'delete from auth.sessions where user_id = $1 and id <> $2',
} as const;

/** `POST /logout?scope=global|local|others` (default global); refresh tokens go with their sessions. */
export async function logout(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const scope = request.query.get('scope') ?? 'global';
  if (!Object.hasOwn(LOGOUT_SCOPES, scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await authenticate(request, config);
  const sql = LOGOUT_SCOPES[scope as keyof typeof LOGOUT_SCOPES];
  await config.db.query(sql, scope === 'global' ? [user.id] : [user.id, sessionId]);
  return emptyReply(204);
}
