// `toolbox login`: RFC 8628 from the device's side. Polls honouring `interval` and `slow_down`, stops at
// `expires_in`, and can be cancelled (Ctrl+C) through an AbortSignal.

import { hostname } from 'node:os';
import { CLI_TOKEN_NAME_MAX } from '@toolbox/core/account';
import { AuthError, NetworkError } from '../../errors';
import { type ApiAnswer, callDeviceAuth, type DeviceCodeAnswer } from '../../platform/api';
import { saveCredential } from '../../platform/credentials';
import { RetryRefusedError } from '../../platform/retry-after';
import { apiTarget, type SignInContext } from '../../platform/sign-in';
import { terminalText } from '../../terminal-text';

export interface DeviceLoginOptions {
  signal?: AbortSignal;
  openBrowser?: (url: string) => boolean;
  /** Waits (injectable for tests); resolves false when aborted. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<boolean>;
  clientName?: string;
}

/**
 * The server's wait between polls, held to 1-60 s: past 2^31 ms a timer fires at once (a tight polling loop), and
 * no sign-in is worth waiting an hour between two looks.
 */
const pollSeconds = (seconds: number) => Math.min(Math.max(seconds, 1), 60);
/** The longest a code is waited for, whatever the server says (RFC 8628 suggests 15 minutes). */
const MAX_EXPIRES_IN_S = 3600;

const expired = () => new AuthError('the code expired before it was approved: run `toolbox login` again');

/** Consecutive network failures tolerated while polling before giving up. */
const MAX_POLL_FAILURES = 3;

function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The user an approved sign-in names, read from the answer without trusting its shape. */
function namedUser(value: unknown): { id: string; email: string } | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value) || !('email' in value))
    return undefined;
  const { id, email } = value;
  return typeof id === 'string' && typeof email === 'string' ? { id, email } : undefined;
}

function isDeviceCode(body: ApiAnswer['body']): body is ApiAnswer['body'] & DeviceCodeAnswer {
  return (
    !!body &&
    typeof body.device_code === 'string' &&
    typeof body.user_code === 'string' &&
    typeof body.verification_uri_complete === 'string' &&
    typeof body.expires_in === 'number' &&
    typeof body.interval === 'number'
  );
}

/** The link as a normalised http(s) URL (spaces and quotes percent-encoded), or undefined for anything else. */
function httpUrl(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export async function deviceLogin(
  ctx: SignInContext & { print(text?: string): void },
  options: DeviceLoginOptions = {},
): Promise<'signed-in' | 'cancelled'> {
  const wait = options.sleep ?? sleep;
  const target = apiTarget(ctx);
  const { signal } = options;
  const onWait = (seconds: number) => ctx.warn(`The server asked to wait ${seconds} s; asking again then.`);
  const started = await callDeviceAuth(target, 'POST', '/device/code', {
    body: { client_name: options.clientName ?? `toolbox on ${hostname()}`.slice(0, CLI_TOKEN_NAME_MAX) },
    signal,
    onWait,
  }).catch((error) => {
    if (signal?.aborted) return null;
    throw error;
  });
  if (!started) return 'cancelled';
  if (started.status === 429)
    throw new AuthError('too many sign-in attempts from this address: wait 10 minutes and try again');
  if (started.status !== 200 || !isDeviceCode(started.body)) {
    throw new NetworkError(`${ctx.apiUrl} answered ${started.status} to POST /device/code`);
  }
  const flow = started.body;
  const link = httpUrl(flow.verification_uri_complete);
  if (!link) {
    throw new NetworkError(`${ctx.apiUrl} sent a verification link that is not an http(s) URL`);
  }
  const expiresIn = Math.min(Math.max(flow.expires_in, 0), MAX_EXPIRES_IN_S);
  const deadline = ctx.clock.now().getTime() + expiresIn * 1000;
  ctx.print(`First copy your one-time code: ${terminalText(flow.user_code)}`);
  ctx.print(`Then open ${terminalText(link)} and approve it.`);
  if (options.openBrowser?.(link)) ctx.print('(Opened it in your browser.)');
  ctx.print(
    `Waiting for approval (the code expires in ${Math.round(expiresIn / 60)} minutes; Ctrl+C cancels)…`,
  );

  let interval = pollSeconds(flow.interval);
  let failures = 0;
  for (;;) {
    const left = deadline - ctx.clock.now().getTime();
    if (left <= 0) throw expired();
    if (!(await wait(Math.min(interval * 1000, left), signal))) return 'cancelled';
    if (ctx.clock.now().getTime() >= deadline) {
      throw expired();
    }
    let answer: ApiAnswer;
    try {
      answer = await callDeviceAuth(target, 'POST', '/device/token', {
        body: { device_code: flow.device_code },
        signal,
        onWait,
      });
      failures = 0;
    } catch (error) {
      if (signal?.aborted) return 'cancelled';
      // A wait too long to sit through ends the sign-in now: polling on at the interval would ignore it.
      const refused = error instanceof NetworkError && error.cause instanceof RetryRefusedError;
      if (error instanceof NetworkError && !refused && ++failures < MAX_POLL_FAILURES) continue;
      throw error;
    }
    if (answer.status === 200 && answer.body && typeof answer.body.access_token === 'string') {
      const user = namedUser(answer.body.user);
      if (!user) {
        throw new NetworkError(`${ctx.apiUrl} approved the sign-in without naming the user`);
      }
      saveCredential(
        ctx.env,
        ctx.apiUrl,
        {
          token: answer.body.access_token,
          user: { id: user.id, email: user.email },
          confirmed_at: ctx.clock.now().toISOString(),
        },
        (text) => ctx.warn(text),
      );
      ctx.print(`Signed in as ${terminalText(user.email)}`);
      return 'signed-in';
    }
    switch (answer.body?.error) {
      case 'authorization_pending':
        continue;
      case 'slow_down':
        // RFC 8628 3.5: 5 s more than before, for this and every later poll (a longer one the server names holds).
        interval = pollSeconds(
          Math.max(interval + 5, typeof answer.body.interval === 'number' ? answer.body.interval : 0),
        );
        continue;
      case 'access_denied':
        throw new AuthError('the sign-in request was denied in the browser');
      case 'expired_token':
        throw expired();
      default:
        throw new NetworkError(`${ctx.apiUrl} answered ${answer.status} while waiting for approval`);
    }
  }
}
