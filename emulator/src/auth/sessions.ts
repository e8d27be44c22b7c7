import { createHash, createHmac, randomBytes } from 'node:crypto';
import { signHs256 } from '../jwt';
import { ACCESS_TOKEN_SECONDS, type AuthConfig } from './config';
import { type AuthError, authError } from './errors';
import { findUserById, identitiesOf, type Queryable, type UserRow, userJson } from './users';

export type AuthMethod = 'password' | 'otp' | 'recovery';

interface AmrEntry {
  method: string;
  timestamp: number;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: AmrEntry[];
}

interface RefreshTokenRow {
  id: string;
  token_hash: string;
  nonce: string;
  session_id: string;
  user_id: string;
  parent: string | null;
  revoked: boolean;
  updated_at: Date;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The token a row stands for; only its SHA-256 is stored (see bootstrap.sql). */
function tokenFromNonce(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh_token:${nonce}`).digest('base64url');
}

async function issueRefreshToken(
  db: Queryable,
  config: AuthConfig,
  session: { id: string; user_id: string },
  parentHash: string | null,
  at: Date,
): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  const token = tokenFromNonce(nonce, config.jwtSecret);
  await db.query(
    `insert into auth.refresh_tokens (token_hash, nonce, session_id, user_id, parent, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [sha256Hex(token), nonce, session.id, session.user_id, parentHash, at],
  );
  return token;
}

export async function createSession(
  db: Queryable,
  config: AuthConfig,
  userId: string,
  method: AuthMethod,
  at: Date,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(at.getTime() / 1000) }];
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, amr, refreshed_at, created_at, updated_at)
     values ($1, $2, $3, $3, $3) returning id, user_id, aal, amr`,
    [userId, JSON.stringify(amr), at],
  );
  const session = rows[0];
  if (!session) throw new Error('session insert returned nothing');
  return { session, refreshToken: await issueRefreshToken(db, config, session, null, at) };
}

function accessToken(
  config: AuthConfig,
  user: UserRow,
  session: SessionRow,
  at: Date,
): {
  token: string;
  expiresAt: number;
} {
  const iat = Math.floor(at.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const claims = {
    iss: `${config.apiUrl}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: session.aal,
    amr: [...session.amr].sort((a, b) => b.timestamp - a.timestamp),
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  return { token: signHs256(claims, config.jwtSecret), expiresAt: exp };
}

/** GoTrue's `AccessTokenResponse`. */
export async function sessionJson(
  db: Queryable,
  config: AuthConfig,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  at: Date,
): Promise<Record<string, unknown>> {
  const { token, expiresAt } = accessToken(config, user, session, at);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(db, user.id)),
  };
}

type Rotation =
  | { ok: true; user: UserRow; session: SessionRow; refreshToken: string }
  | { ok: false; error: AuthError };

/**
 * The refresh-token state machine of GoTrue's `RefreshTokenGrant`: a live token is revoked and replaced by a
 * child. A revoked one is (a) answered with the session's active token when it is that token's parent (the
 * client lost the last answer), (b) swapped again within the reuse interval, (c) otherwise the whole family
 * is revoked and the answer is `refresh_token_already_used`; that revocation is kept, and a session left
 * without a live token refuses every token of it from then on.
 */
export async function rotateRefreshToken(config: AuthConfig, presented: string): Promise<Rotation> {
  const at = new Date(config.now());
  return config.db.transaction(async (tx): Promise<Rotation> => {
    const { rows } = await tx.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where token_hash = $1',
      [sha256Hex(presented)],
    );
    const token = rows[0];
    if (!token) return { ok: false, error: authError('refresh_token_not_found') };
    const user = await findUserById(tx, token.user_id);
    const { rows: sessions } = await tx.query<SessionRow>(
      'select id, user_id, aal, amr from auth.sessions where id = $1',
      [token.session_id],
    );
    const session = sessions[0];
    if (!user || !session) return { ok: false, error: authError('refresh_token_not_found') };

    let issued: string | null = null;
    if (token.revoked) {
      const { rows: active } = await tx.query<RefreshTokenRow>(
        'select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [session.id],
      );
      const current = active[0];
      if (current && current.parent === token.token_hash) {
        const again = tokenFromNonce(current.nonce, config.jwtSecret);
        // The secret may have changed since that token was made; then rotate from the active token instead.
        if (sha256Hex(again) === current.token_hash) issued = again;
        else {
          await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
            current.id,
            at,
          ]);
          issued = await issueRefreshToken(tx, config, session, current.token_hash, at);
        }
      } else if (!current) {
        // No live token left: the family was revoked after a reuse, so nothing of it swaps again.
        return { ok: false, error: authError('refresh_token_already_used') };
      } else {
        const reuseUntil = token.updated_at.getTime() + config.refreshTokenReuseSeconds * 1000;
        if (at.getTime() > reuseUntil) {
          await tx.query(
            'update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked',
            [session.id, at],
          );
          return { ok: false, error: authError('refresh_token_already_used') };
        }
      }
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
        token.id,
        at,
      ]);
    }
    if (issued === null) issued = await issueRefreshToken(tx, config, session, token.token_hash, at);
    await tx.query('update auth.sessions set refreshed_at = $2, updated_at = $2 where id = $1', [
      session.id,
      at,
    ]);
    return { ok: true, user, session, refreshToken: issued };
  });
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    'select id, user_id, aal, amr from auth.sessions where id = $1',
    [id],
  );
  return rows[0] ?? null;
}
