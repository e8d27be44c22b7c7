// The CLI's client for the device-auth function (CONTRACTS.md "Device sign-in and CLI tokens").

import { NetworkError } from '../errors';
import { AnswerTooLargeError, readAnswerBody } from './answer-body';
import type { ApiTarget } from './api-target';
import { RetryRefusedError, sendHonouringRetryAfter } from './retry-after';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export interface DeviceCodeAnswer {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

/** A 3xx status: an answer toolbox does not follow (see redirected). */
export const isRedirect = (status: number) => status >= 300 && status < 400;

/** The one line for an API that answered `what` with a redirect. */
export function redirected(apiUrl: string, status: number, what: string): string {
  return `${apiUrl} answered ${what} with a redirect (${status}), which toolbox does not follow: it would send your key and token on`;
}

/** The device-auth answers are a few hundred bytes: anything past this is not one, and is not read further. */
const MAX_DEVICE_AUTH_ANSWER_BYTES = 1024 * 1024;

function functionUrl(apiUrl: string, path: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/functions/v1/device-auth${path}`;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Gives up after this long (default 15 s) so a hook never hangs on a dead network. */
  timeoutMs?: number;
  /** The most seconds a 429/503's Retry-After is waited out, all tries together (default 60). */
  maxRetryWaitS?: number;
  /** Told before such a wait. */
  onWait?: (seconds: number) => void;
}

/** One call; network failures and 5xx become NetworkError (exit 4); other statuses are the caller's to read. */
export async function callDeviceAuth(
  target: ApiTarget,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (target.anonKey) headers.apikey = target.anonKey;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // Each try has its own time limit: a wait the server asked for (sendHonouringRetryAfter) is not counted in it.
  const limited = () =>
    AbortSignal.any([
      AbortSignal.timeout(options.timeoutMs ?? 15_000),
      ...(options.signal ? [options.signal] : []),
    ]);
  let signal = limited();
  let res: Response;
  let text: string;
  try {
    res = await sendHonouringRetryAfter(
      () => {
        signal = limited();
        return fetch(functionUrl(target.apiUrl, path), {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal,
          // A redirect is never followed: the API key (and, to the same host, the token) would go where it points.
          redirect: 'manual',
        });
      },
      { signal: options.signal, maxWaitS: options.maxRetryWaitS, onWait: options.onWait },
    );
    if (isRedirect(res.status)) {
      await res.body?.cancel().catch(() => {});
      throw new NetworkError(redirected(target.apiUrl, res.status, `${method} ${path}`), {
        hint: 'Give --api-url (or TOOLBOX_API_URL) the address the API answers at itself.',
      });
    }
    // Inside the time limit and the try: an answer that never ends is cut at the cap or the limit, not held whole.
    text = await readAnswerBody(res, MAX_DEVICE_AUTH_ANSWER_BYTES, signal);
  } catch (error) {
    if (options.signal?.aborted || error instanceof NetworkError) throw error;
    if (error instanceof RetryRefusedError) {
      throw new NetworkError(`${target.apiUrl} ${error.message} (${method} ${path})`, { cause: error });
    }
    if (error instanceof AnswerTooLargeError) {
      throw new NetworkError(`${target.apiUrl}: ${error.message} (${method} ${path})`);
    }
    if ((error as Error).name === 'TimeoutError') {
      throw new NetworkError(
        `no complete answer from ${target.apiUrl} to ${method} ${path} within ${(options.timeoutMs ?? 15_000) / 1000} s`,
        { hint: 'Check --api-url or TOOLBOX_API_URL, and your connection.', cause: error },
      );
    }
    const cause = (error as { cause?: { code?: string } }).cause;
    const reason = cause?.code ?? (error as Error).message;
    throw new NetworkError(`could not reach ${target.apiUrl} (${reason})`, {
      hint: 'Check --api-url or TOOLBOX_API_URL, and your connection.',
      cause: error,
    });
  }
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    // An object's members are read one by one by the caller; anything else (an array, a string) is no answer.
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      body = Object.fromEntries(Object.entries(parsed));
    }
  } catch {
    body = null;
  }
  // A server error (an outage, a gateway timing out) says nothing of the request: the caller reads it as out of reach.
  const { isServerError } = await import('@toolbox/core/account');
  if (isServerError(res.status) || (res.status === 404 && body === null)) {
    throw new NetworkError(`${target.apiUrl} answered ${res.status} for ${method} ${path}`, {
      hint: 'Is the device-auth function deployed there? See `supabase functions deploy device-auth`.',
    });
  }
  return { status: res.status, body };
}
