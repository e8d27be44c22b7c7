import { createHash } from 'node:crypto';
import { jsonReply, type Reply, redirectReply } from '../reply';
import { type AuthConfig, LINK_SECONDS } from './config';
import { AuthError, authError, validationFailed } from './errors';
import type { AuthRequest } from './request';
import { createSession, sessionJson, sha256Hex } from './sessions';
import { confirmUser, type LinkType, safeRedirect } from './signup';
import { findUserByEmail, type Queryable, type UserRow, updateUser } from './users';

/** Which stored links a verification type may consume (GoTrue also lets `email` stand for signup or magic link). */
const KINDS_OF: Record<string, LinkType[]> = {
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  magiclink: ['magiclink'],
  email_change: ['email_change'],
  recovery: ['recovery'],
};

/** The link's token column, its sent-at column, and what consuming it does to the user. */
const LINKS: Record<LinkType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token', sentAt: 'email_change_sent_at' },
  // One slot for both, as in GoTrue: a new magic link voids a pending reset link and the other way round.
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

/** GoTrue's token hash for an emailed OTP: hex SHA-224 of email + code; the link carries the same value. */
export function otpTokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

async function applyLink(db: Queryable, kind: LinkType, user: UserRow, at: Date): Promise<UserRow> {
  if (kind === 'signup') return confirmUser(db, user, at);
  if (kind === 'magiclink' || kind === 'recovery') {
    const used = await updateUser(db, user.id, 'recovery_token = null', []);
    return used.email_confirmed_at ? used : confirmUser(db, used, at);
  }
  const newEmail = user.email_change;
  if (!newEmail) throw authError('otp_expired');
  const taken = await findUserByEmail(db, newEmail);
  if (taken && taken.id !== user.id) throw authError('email_exists');
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
       updated_at = $3 where user_id = $1 and provider = 'email'`,
    [user.id, newEmail, at],
  );
  return updateUser(
    db,
    user.id,
    `email = email_change, email_change = null, email_change_token = null, email_change_sent_at = null,
     updated_at = $2`,
    [at],
  );
}

/** Consumes a link's token (single use, LINK_SECONDS old at most) and answers a new session for its user. */
async function consumeLink(
  config: AuthConfig,
  kinds: LinkType[],
  tokenHash: string,
): Promise<Record<string, unknown>> {
  const at = new Date(config.now());
  const notBefore = new Date(at.getTime() - LINK_SECONDS * 1000);
  const stored = sha256Hex(tokenHash);
  return config.db.transaction(async (tx) => {
    for (const kind of kinds) {
      const { token, sentAt } = LINKS[kind];
      const { rows } = await tx.query<{ id: string }>(
        `select id from auth.users where ${token} = $1 and ${sentAt} > $2 for update`,
        [stored, notBefore],
      );
      const id = rows[0]?.id;
      if (!id) continue;
      let user = await applyLink(tx, kind, await updateUser(tx, id, 'updated_at = updated_at', []), at);
      user = await updateUser(tx, user.id, 'last_sign_in_at = $2', [at]);
      await tx.query(
        "update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'",
        [user.id, at],
      );
      const grant = await createSession(tx, config, user.id, kind === 'recovery' ? 'recovery' : 'otp', at);
      return sessionJson(tx, config, user, grant.session, grant.refreshToken, at);
    }
    throw authError('otp_expired');
  });
}

function kindsOf(raw: unknown): LinkType[] {
  if (typeof raw !== 'string' || raw === '') throw validationFailed('Verify requires a verification type');
  const kinds = KINDS_OF[raw];
  if (!kinds) throw validationFailed(`Unsupported verification type "${raw}"`);
  return kinds;
}

/** `POST /verify` with `{type, token_hash}` or `{type, email, token}` (the emailed code): answers a Session. */
export async function verifyPost(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const body = await request.json();
  const kinds = kindsOf(body.type);
  let tokenHash: string | null = null;
  if (typeof body.token_hash === 'string' && body.token_hash !== '') tokenHash = body.token_hash;
  else if (typeof body.token === 'string' && body.token !== '' && typeof body.email === 'string') {
    tokenHash = otpTokenHash(body.email.trim().toLowerCase(), body.token.trim());
  }
  if (!tokenHash) throw validationFailed('Verify requires a token or a token hash');
  return jsonReply(200, await consumeLink(config, kinds, tokenHash));
}

/** `GET /verify?token&type&redirect_to`, the mail link: 303 to `redirect_to` with the session in the fragment. */
export async function verifyLink(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const type = request.query.get('type');
  const kinds = kindsOf(type);
  const token = request.query.get('token');
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  const target = new URL(safeRedirect(request.query.get('redirect_to'), config));
  let fragment: URLSearchParams;
  try {
    const session = await consumeLink(config, kinds, token);
    fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type: type ?? '',
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: error.code,
      error_description: error.message,
    });
  }
  target.hash = fragment.toString();
  return redirectReply(target.toString());
}
