// Which credential the CLI uses and whether it still holds: TOOLBOX_TOKEN, else the stored one for this API.
// A credential is confirmed with /whoami at most once an hour; offline, it keeps working for 7 days after the
// last confirmation, so git hooks stay fast and work on a plane.

import type { WhoamiAnswer } from '@toolbox/core/account';
import type { Clock } from '@toolbox/core/ports';
import { AuthError, NetworkError } from '../errors';
import { type ApiTarget, localStackAnonKey } from './api-target';
import {
  forgetTokenCheck,
  readCredential,
  readTokenCheck,
  type StoredToken,
  type StoredUser,
  saveCredential,
  saveTokenCheck,
} from './credentials';

/** What sign-in reads from the command's context; the CLI's CliContext is one (platform never imports it). */
export interface SignInContext {
  env: Readonly<Record<string, string | undefined>>;
  apiUrl: string;
  anonKey: string | undefined;
  clock: Clock;
  stdinIsTTY: boolean;
  warn(text: string): void;
}

export const CONFIRM_EVERY_MS = 3600 * 1000;
/** What a 401 leaves in `confirmed_at`: never confirmed, so no offline grace until the server accepts it again. */
const UNCONFIRMED = new Date(0).toISOString();
export const OFFLINE_GRACE_MS = 7 * 24 * 3600 * 1000;
/**
 * After a confirmation that found the server out of reach (or failing), runs within the offline grace do not ask
 * again for this long: offline, every command would otherwise wait on the network first (up to the 5 s timeout where
 * packets are dropped, not refused).
 */
export const ASK_AGAIN_OFFLINE_MS = 10 * 60 * 1000;

export interface Credential {
  source: 'TOOLBOX_TOKEN' | 'credentials file';
  token: string;
  user?: StoredUser;
  tokenInfo?: StoredToken;
  confirmedAt?: Date;
  /** When a confirmation last found the server out of reach. */
  unreachableAt?: Date;
}

export interface ConfirmedCredential extends Credential {
  user: StoredUser;
  confirmedAt: Date;
  /** True when this call asked the server; false when the last confirmation (or the offline grace) covered it. */
  checkedNow: boolean;
  /** Why this call, having asked, could not confirm it (the offline grace covered it). */
  unconfirmed?: string;
}

export function apiTarget(ctx: SignInContext): ApiTarget {
  return { apiUrl: ctx.apiUrl, anonKey: ctx.anonKey ?? localStackAnonKey(ctx.apiUrl, ctx.env) };
}

const warnTo = (ctx: SignInContext) => (text: string) => ctx.warn(text);

export function findCredential(ctx: SignInContext): Credential | undefined {
  const envToken = ctx.env.TOOLBOX_TOKEN?.trim();
  if (envToken) {
    const check = readTokenCheck(ctx.env, ctx.apiUrl, envToken, warnTo(ctx));
    return {
      source: 'TOOLBOX_TOKEN',
      token: envToken,
      user: check?.user,
      tokenInfo: check?.token_info,
      confirmedAt: check ? storedTime(check.confirmed_at) : undefined,
      unreachableAt: check?.unreachable_at ? storedTime(check.unreachable_at) : undefined,
    };
  }
  const stored = readCredential(ctx.env, ctx.apiUrl, warnTo(ctx));
  if (!stored) return undefined;
  return {
    source: 'credentials file',
    token: stored.token,
    user: stored.user,
    tokenInfo: stored.token_info,
    confirmedAt: storedTime(stored.confirmed_at),
    unreachableAt: stored.unreachable_at ? storedTime(stored.unreachable_at) : undefined,
  };
}

/** A stored time (a confirmation's, or when the server was out of reach), or undefined (cleared, or not a date). */
function storedTime(iso: string): Date | undefined {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || at.getTime() === 0 ? undefined : at;
}

export function notSignedIn(ctx: SignInContext): AuthError {
  return new AuthError(
    ctx.stdinIsTTY ? 'not signed in: run `toolbox login`' : 'not signed in: set TOOLBOX_TOKEN',
  );
}

function rejected(credential: Credential): AuthError {
  return credential.source === 'TOOLBOX_TOKEN'
    ? new AuthError(
        'TOOLBOX_TOKEN was rejected (revoked or unknown): create a new token on your profile page',
      )
    : new AuthError('your sign-in was revoked or has expired: run `toolbox login`');
}

/** Records a successful /whoami for the credential's source. */
function remember(ctx: SignInContext, credential: Credential, answer: WhoamiAnswer, at: Date): void {
  const user = { id: answer.user.id, email: answer.user.email };
  const tokenInfo = { id: answer.token.id, name: answer.token.name, created_at: answer.token.created_at };
  if (credential.source === 'TOOLBOX_TOKEN') {
    saveTokenCheck(
      ctx.env,
      ctx.apiUrl,
      credential.token,
      { user, token_info: tokenInfo, confirmed_at: at.toISOString() },
      warnTo(ctx),
    );
  } else {
    saveCredential(
      ctx.env,
      ctx.apiUrl,
      { token: credential.token, user, token_info: tokenInfo, confirmed_at: at.toISOString() },
      warnTo(ctx),
    );
  }
}

/**
 * Notes that a confirmation found the server out of reach, so the next runs within ASK_AGAIN_OFFLINE_MS do not wait
 * on it again. Best effort: a store that cannot be written only means the next run asks again.
 */
function rememberUnreachable(ctx: SignInContext, credential: Credential, at: Date): void {
  const unreachable_at = at.toISOString();
  try {
    if (credential.source === 'TOOLBOX_TOKEN') {
      const check = readTokenCheck(ctx.env, ctx.apiUrl, credential.token, warnTo(ctx));
      if (check)
        saveTokenCheck(ctx.env, ctx.apiUrl, credential.token, { ...check, unreachable_at }, warnTo(ctx));
      return;
    }
    const stored = readCredential(ctx.env, ctx.apiUrl, warnTo(ctx));
    if (stored?.token === credential.token) {
      saveCredential(ctx.env, ctx.apiUrl, { ...stored, unreachable_at }, warnTo(ctx));
    }
  } catch {}
}

/**
 * After a 401: the stored confirmation is cleared at once, so neither the hourly skip nor the offline grace
 * lets a revoked token through while the server is out of reach. The token itself stays for `toolbox logout`.
 */
function forgetConfirmation(ctx: SignInContext, credential: Credential): void {
  if (credential.source === 'TOOLBOX_TOKEN') {
    forgetTokenCheck(ctx.env, ctx.apiUrl, credential.token, warnTo(ctx));
    return;
  }
  const stored = readCredential(ctx.env, ctx.apiUrl, warnTo(ctx));
  if (stored?.token === credential.token) {
    saveCredential(ctx.env, ctx.apiUrl, { ...stored, confirmed_at: UNCONFIRMED }, warnTo(ctx));
  }
}

/**
 * The gate every tool command passes. Throws AuthError (exit 3) without a credential or when the server rejects
 * it, NetworkError (exit 4) when it cannot be confirmed and the 7-day grace is over (or never began).
 */
export async function confirmCredential(
  ctx: SignInContext,
  options: { force?: boolean } = {},
): Promise<ConfirmedCredential> {
  const credential = findCredential(ctx);
  if (!credential) throw notSignedIn(ctx);
  const now = ctx.clock.now();
  const age = credential.confirmedAt
    ? now.getTime() - credential.confirmedAt.getTime()
    : Number.POSITIVE_INFINITY;
  // What the stored confirmation covers without asking the server; a time in the future (a clock set back, or an
  // edited file) counts as expired.
  const covered: ConfirmedCredential | undefined =
    credential.user && credential.confirmedAt && age >= 0
      ? { ...credential, user: credential.user, confirmedAt: credential.confirmedAt, checkedNow: false }
      : undefined;
  if (covered && !options.force && age < CONFIRM_EVERY_MS) return covered;
  const grace = covered && age < OFFLINE_GRACE_MS ? covered : undefined;
  const sinceUnreachable = credential.unreachableAt
    ? now.getTime() - credential.unreachableAt.getTime()
    : Number.POSITIVE_INFINITY;
  if (grace && !options.force && sinceUnreachable >= 0 && sinceUnreachable < ASK_AGAIN_OFFLINE_MS)
    return grace;
  /** The server out of reach or failing: the grace covers the run (and the next ones for a while), or exit 4. */
  const offline = (error: NetworkError): ConfirmedCredential => {
    if (grace) {
      rememberUnreachable(ctx, credential, now);
      return { ...grace, unconfirmed: error.message };
    }
    throw new NetworkError(`${error.message}; cannot confirm your sign-in`, {
      hint: !credential.confirmedAt
        ? 'A new credential has to be confirmed online once.'
        : age < 0
          ? 'The last confirmation is dated in the future, so it does not count: reconnect and run any command.'
          : 'Offline use ends 7 days after the last confirmation: reconnect and run any command.',
      cause: error,
    });
  };
  let answer: { status: number; body: Record<string, unknown> | null };
  try {
    // The client (and the account data under it) loads only when the server is asked.
    const { callDeviceAuth } = await import('./api');
    answer = await callDeviceAuth(apiTarget(ctx), 'GET', '/whoami', {
      token: credential.token,
      timeoutMs: 5_000,
      // A hook runs this: a server asking to come back later is waited on no longer than the answer would be.
      maxRetryWaitS: 5,
    });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return offline(error);
  }
  if (answer.status === 401) {
    forgetConfirmation(ctx, credential);
    throw rejected(credential);
  }
  if (answer.status !== 200 || !answer.body) {
    throw new NetworkError(`${ctx.apiUrl} answered ${answer.status} to /whoami`);
  }
  // Loaded only when the server was asked: the hourly confirmation covers most runs without it.
  const { AccountResponseError, readWhoami } = await import('@toolbox/core/account');
  let who: WhoamiAnswer;
  try {
    who = readWhoami(answer.body);
  } catch (error) {
    if (error instanceof AccountResponseError) throw new NetworkError(`${ctx.apiUrl}: ${error.message}`);
    throw error;
  }
  remember(ctx, credential, who, now);
  return { ...credential, user: who.user, tokenInfo: who.token, confirmedAt: now, checkedNow: true };
}
