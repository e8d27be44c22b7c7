import { randomInt } from 'node:crypto';
import { jsonReply, type Reply } from '../reply';
import { insertUser, metadata } from './admin';
import type { AuthConfig } from './config';
import { AuthError, validationFailed } from './errors';
import type { AuthRequest } from './request';
import { sha256Hex } from './sessions';
import { type LinkType, newLinkToken, safeRedirect, sendLink } from './signup';
import { findUserByEmail, normalizeEmail, updateUser } from './users';
import { otpTokenHash } from './verify';

const phoneDisabled = () => new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');

/** GoTrue's SMTP `max_frequency`, counted per address whether or not an account has it. */
function takeMail(config: AuthConfig, email: string): void {
  const wait = config.limiter.mailWait(email);
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
}

/** Stores a one-time code's hash in the user's recovery slot and mails the link and the code. */
async function mailOneTimeLink(
  config: AuthConfig,
  userId: string,
  email: string,
  type: Extract<LinkType, 'magiclink' | 'recovery'>,
  redirectTo: string,
): Promise<void> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashedToken = otpTokenHash(email, otp);
  await updateUser(config.db, userId, 'recovery_token = $2, recovery_sent_at = $3', [
    sha256Hex(hashedToken),
    new Date(config.now()),
  ]);
  sendLink(config, email, type, hashedToken, redirectTo, otp);
}

/**
 * `POST /recover {email}` (GoTrue `api/recover.go`): mails a password-reset link (and its six-digit code) if an
 * account has the address, and answers `200 {}` either way, so the answer never says whether it exists.
 */
export async function recover(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const body = await request.json();
  const email = normalizeEmail(body.email, 'Password recovery requires an email');
  const redirectTo = safeRedirect(request.query.get('redirect_to'), config);
  takeMail(config, email);
  const user = await findUserByEmail(config.db, email);
  if (user) await mailOneTimeLink(config, user.id, email, 'recovery', redirectTo);
  return jsonReply(200, {});
}

/**
 * `POST /otp {email, create_user, data}` (supabase-js `signInWithOtp`): mails a magic link and its code. An unknown
 * address becomes a user without a password unless `create_user` is false (then `422 otp_disabled`, as GoTrue).
 * Phone: `422 phone_provider_disabled`, as a project without an SMS provider answers.
 */
export async function otp(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const body = await request.json();
  if (body.phone !== undefined && body.email === undefined) throw phoneDisabled();
  const email = normalizeEmail(body.email, 'An email address is required');
  const redirectTo = safeRedirect(request.query.get('redirect_to'), config);
  let user = await findUserByEmail(config.db, email);
  if (!user && body.create_user === false) {
    throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  }
  takeMail(config, email);
  if (!user) {
    const at = new Date(config.now());
    const data = metadata(body.data, 'User metadata');
    user = await config.db.transaction((tx) => insertUser(tx, email, null, data, {}, null, at));
  }
  await mailOneTimeLink(config, user.id, email, 'magiclink', redirectTo);
  return jsonReply(200, {});
}

/**
 * `POST /resend {type, email}` (supabase-js `auth.resend`): a fresh sign-up confirmation for an unconfirmed
 * account, or a fresh link for a pending e-mail change. Answers `200 {}` whatever the account's state, so it
 * never says whether an address has an account.
 */
export async function resend(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const body = await request.json();
  const type = body.type;
  if (type === 'sms' || type === 'phone_change') throw phoneDisabled();
  if (type !== 'signup' && type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = normalizeEmail(body.email, 'An email address is required');
  const redirectTo = safeRedirect(request.query.get('redirect_to'), config);
  takeMail(config, email);
  const at = new Date(config.now());
  if (type === 'signup') {
    const user = await findUserByEmail(config.db, email);
    if (user && !user.email_confirmed_at) {
      const link = newLinkToken();
      await updateUser(config.db, user.id, 'confirmation_token = $2, confirmation_sent_at = $3', [
        link.hash,
        at,
      ]);
      sendLink(config, email, 'signup', link.token, redirectTo);
    }
    return jsonReply(200, {});
  }
  // email_change: `email` is the account's current address; the link goes to the new one.
  const user = await findUserByEmail(config.db, email);
  if (user?.email_change) {
    const link = newLinkToken();
    await updateUser(config.db, user.id, 'email_change_token = $2, email_change_sent_at = $3', [
      link.hash,
      at,
    ]);
    sendLink(config, user.email_change, 'email_change', link.token, redirectTo);
  }
  return jsonReply(200, {});
}
