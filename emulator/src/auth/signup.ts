import { randomBytes } from 'node:crypto';
import { jsonReply, type Reply } from '../reply';
import type { AuthConfig } from './config';
import { AuthError, authError, validationFailed } from './errors';
import { checkNewPassword, hashPassword } from './passwords';
import type { AuthRequest } from './request';
import { createSession, sessionJson, sha256Hex } from './sessions';
import {
  decoyUserJson,
  findUserByEmail,
  identitiesOf,
  isRecord,
  type Metadata,
  mergeMetadata,
  normalizeEmail,
  type Queryable,
  type UserRow,
  updateUser,
  userJson,
} from './users';

/** Where a mail link may send the browser: the site URL or a configured web origin, else the site URL. */
export function safeRedirect(raw: string | null, config: AuthConfig): string {
  if (!raw) return config.siteUrl;
  try {
    const url = new URL(raw);
    const allowed = [new URL(config.siteUrl).origin, ...config.webOrigins];
    return allowed.includes(url.origin) ? url.toString() : config.siteUrl;
  } catch {
    return config.siteUrl;
  }
}

type LinkType = 'signup' | 'email_change' | 'magiclink' | 'recovery';

const SUBJECTS: Record<LinkType, string> = {
  signup: 'Confirm Your Signup',
  email_change: 'Confirm Email Change',
  magiclink: 'Your Magic Link',
  recovery: 'Reset Your Password',
};

/** A mail link's token; the database keeps only its SHA-256. */
function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(28).toString('hex');
  return { token, hash: sha256Hex(token) };
}

function sendLink(
  config: AuthConfig,
  to: string,
  type: LinkType,
  token: string,
  redirectTo: string,
  otp?: string,
): void {
  const link = new URL('/auth/v1/verify', config.apiUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  config.outbox.add({
    to,
    subject: SUBJECTS[type],
    link: link.toString(),
    ...(otp ? { otp } : {}),
    created_at: new Date(config.now()).toISOString(),
  });
}

function signupData(body: Record<string, unknown>): Metadata {
  const data = body.data;
  if (data === undefined || data === null) return {};
  if (!isRecord(data)) throw validationFailed('User metadata must be a JSON object');
  return mergeMetadata({}, data);
}

async function confirmUser(db: Queryable, user: UserRow, at: Date): Promise<UserRow> {
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
     where user_id = $1 and provider = 'email'`,
    [user.id, at],
  );
  return updateUser(
    db,
    user.id,
    `email_confirmed_at = $2, confirmation_token = null, updated_at = $2,
     raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb`,
    [at],
  );
}

export async function signup(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const body = await request.json();
  if (body.email === undefined && body.phone === undefined && body.password === undefined) {
    // supabase-js signInAnonymously() posts no credentials; anonymous users are off, as in a default project.
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const email = normalizeEmail(body.email, 'To signup, please provide your email');
  const password = checkNewPassword(body.password, 'Signup requires a valid password');
  const data = signupData(body);
  const redirectTo = safeRedirect(request.query.get('redirect_to'), config);
  const at = new Date(config.now());

  const existing = await findUserByEmail(config.db, email);
  if (existing && (existing.email_confirmed_at || !config.confirmEmail)) {
    if (!config.confirmEmail) throw authError('user_already_exists');
    return jsonReply(200, decoyUserJson(email, data, at));
  }
  if (existing) {
    // Unconfirmed, in confirmation mode: send a fresh link, as GoTrue does, and keep the account as it is.
    const link = newLinkToken();
    const user = await updateUser(
      config.db,
      existing.id,
      'confirmation_token = $2, confirmation_sent_at = $3',
      [link.hash, at],
    );
    sendLink(config, email, 'signup', link.token, redirectTo);
    return jsonReply(200, userJson(user, await identitiesOf(config.db, user.id)));
  }

  const hash = await hashPassword(config.db, password);
  const link = config.confirmEmail ? newLinkToken() : null;
  const result = await config.db.transaction(async (tx) => {
    const metadata = config.confirmEmail ? data : { ...data, email_verified: true };
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, confirmation_token,
         confirmation_sent_at, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $8)
       on conflict (email) do nothing returning id`,
      [
        email,
        hash,
        JSON.stringify(metadata),
        link ? null : at,
        link?.hash ?? null,
        link ? at : null,
        link ? null : at,
        at,
      ],
    );
    const id = rows[0]?.id;
    if (!id) return null;
    const identityData = {
      sub: id,
      email,
      email_verified: !link,
      phone_verified: false,
      ...data,
    };
    await tx.query(
      `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at)
       values ($1, 'email', $2, $3::jsonb, $4, $5, $5)`,
      [id, id, JSON.stringify(identityData), link ? null : at, at],
    );
    const user = await updateUser(tx, id, 'updated_at = updated_at', []);
    if (link) return { user, grant: null };
    return { user, grant: await createSession(tx, config, id, 'password', at) };
  });
  if (!result) throw authError('user_already_exists');
  if (link) {
    sendLink(config, email, 'signup', link.token, redirectTo);
    return jsonReply(200, userJson(result.user, await identitiesOf(config.db, result.user.id)));
  }
  const grant = result.grant;
  if (!grant) throw new Error('autoconfirmed sign-up without a session');
  return jsonReply(
    200,
    await sessionJson(config.db, config, result.user, grant.session, grant.refreshToken, at),
  );
}

export type { LinkType };
export { confirmUser, newLinkToken, sendLink };
