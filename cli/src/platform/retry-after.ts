// A server's "come back later" (429 Too Many Requests, 503 Service Unavailable) with its Retry-After (RFC 9110
// 10.2.3): the CLI waits when the wait is short and sends again; a long one ends the command saying so.
import { RETRY_AFTER_STATUSES, retryAfterSeconds } from '@toolbox/core/account';

/** The most the CLI waits on Retry-After for one request, all its waits together: past it, it stops and says so. */
const MAX_RETRY_WAIT_S = 60;
/** The most times one request is sent again on Retry-After (a server answering "0" forever must not loop). */
const MAX_RETRIES = 3;

/** A wait the server asked for that the CLI will not sit through; the message completes "<who> answered…". */
export class RetryRefusedError extends Error {
  override readonly name = 'RetryRefusedError';
  constructor(
    readonly status: number,
    readonly seconds: number,
  ) {
    super(
      `answered ${status} and asked to retry after ${seconds <= 86_400 ? `${seconds} s` : 'more than a day'}`,
    );
  }
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryAfterOptions {
  /** The statuses whose Retry-After is honoured (default 429 and 503). */
  statuses?: readonly number[];
  /** Ends a wait (Ctrl+C): the promise rejects with its reason. */
  signal?: AbortSignal;
  /** The most seconds of waiting in all (default 60): a command's own time limit when it is shorter. */
  maxWaitS?: number;
  /** Told before each wait, to say why nothing happens for a while. */
  onWait?: (seconds: number) => void;
}

/**
 * Sends with `send` (which makes a fresh request, its own time limit included) until an answer that does not ask to
 * wait. A 429 or 503 with a readable Retry-After is dropped, its wait passed and the request sent again, at most
 * MAX_RETRIES times and `maxWaitS` in all; a wait past that throws RetryRefusedError. An answer without a
 * readable Retry-After comes back as it is, for the caller to read as before.
 */
export async function sendHonouringRetryAfter(
  send: () => Promise<Response>,
  options: RetryAfterOptions = {},
): Promise<Response> {
  const statuses = options.statuses ?? RETRY_AFTER_STATUSES;
  let waited = 0;
  for (let retries = 0; ; retries++) {
    const res = await send();
    if (!statuses.includes(res.status)) return res;
    const seconds = retryAfterSeconds(res.headers.get('retry-after'), Date.now());
    if (seconds === undefined) return res;
    await res.body?.cancel().catch(() => {});
    if (retries >= MAX_RETRIES || waited + seconds > (options.maxWaitS ?? MAX_RETRY_WAIT_S))
      throw new RetryRefusedError(res.status, seconds);
    options.onWait?.(seconds);
    await pause(seconds * 1000, options.signal);
    waited += seconds;
  }
}
