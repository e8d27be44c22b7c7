import { jsonReply, type Reply } from '../reply';
import type { AuthConfig } from './config';
import { authError, OAuthError, validationFailed } from './errors';
import { verifyPassword } from './passwords';
import type { AuthRequest } from './request';
import { createSession, rotateRefreshToken, sessionJson } from './sessions';
import { findUserByEmail, updateUser } from './users';

async function passwordGrant(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const body = await request.json();
  if (typeof body.email !== 'string' || body.email.trim() === '')
    throw validationFailed('missing email or phone');
  const user = await findUserByEmail(config.db, body.email.trim().toLowerCase());
  const matches = await verifyPassword(config.db, body.password, user?.encrypted_password ?? null);
  if (!user || !matches) throw authError('invalid_credentials');
  if (!user.email_confirmed_at) throw authError('email_not_confirmed');
  const at = new Date(config.now());
  const session = await config.db.transaction(async (tx) => {
    const signedIn = await updateUser(tx, user.id, 'last_sign_in_at = $2', [at]);
    await tx.query(
      "update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'",
      [user.id, at],
    );
    const grant = await createSession(tx, config, user.id, 'password', at);
    return sessionJson(tx, config, signedIn, grant.session, grant.refreshToken, at);
  });
  return jsonReply(200, session);
}

async function refreshGrant(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const body = await request.json();
  const presented = body.refresh_token;
  if (typeof presented !== 'string' || presented === '')
    throw new OAuthError('invalid_request', 'refresh_token required');
  const rotation = await rotateRefreshToken(config, presented);
  if (!rotation.ok) throw rotation.error;
  const at = new Date(config.now());
  return jsonReply(
    200,
    await sessionJson(config.db, config, rotation.user, rotation.session, rotation.refreshToken, at),
  );
}

/** `POST /token?grant_type=password|refresh_token`. */
export async function token(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  switch (request.query.get('grant_type')) {
    case 'password':
      return passwordGrant(request, config);
    case 'refresh_token':
      return refreshGrant(request, config);
    default:
      throw new OAuthError('unsupported_grant_type', '');
  }
}
