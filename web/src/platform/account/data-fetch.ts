import { type AccountFetch, type AccountFetchInit, RETRY_AFTER_STATUSES } from '@toolbox/core/account';
import { endpointOf, retryAfterMs, type ServerWaits, serverWaits } from './server-waits';

// The network under the web's data clients (account, teams, shares). A request the server never answers is
// given up after a while, as the CLI's is (cli/src/platform/account.ts): the client reports it unreachable, so a
// queued edit stays queued and is sent again later, and the replay behind it is not stuck for the visit. A 401
// to a signed-in request (the access token expired or was revoked before the auth client's own refresh) refreshes
// the session once and sends the request again with the new token. A 429 or 503 with `Retry-After` starts a wait
// (server-waits.ts): until it ends no request goes to that endpoint, each is answered here as the rate limit, which
// keeps a queued edit queued.

/** How long one request may take before it counts as unreachable; the CLI's own. */
const REQUEST_TIMEOUT_MS = 30_000;

interface DataFetchOptions {
  /** The browser's `fetch` by default. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** A new access token after a 401, or null when the session cannot be refreshed (signed out). */
  refresh?: () => Promise<string | null>;
  timeoutMs?: number;
  /** The app's shared record of the server's waits by default. */
  waits?: ServerWaits;
}

/** What a request held back by a wait gets: the data API's own rate-limit answer, saying the wait. */
function heldBack(ms: number): Response {
  const seconds = Math.ceil(ms / 1000);
  const msg = `The server asked to wait ${seconds} s before the next request; this one was not sent. Try again then.`;
  return new Response(JSON.stringify({ code: 429, error_code: 'over_request_rate_limit', msg }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
  });
}

export function dataFetch(options: DataFetchOptions = {}): AccountFetch {
  const send = (url: string, init: AccountFetchInit) =>
    (options.fetch ?? fetch)(url, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  const waits = options.waits ?? serverWaits;
  const sendOrWait = async (url: string, init: AccountFetchInit) => {
    const endpoint = endpointOf(url);
    const left = waits.left(endpoint);
    if (left > 0) return heldBack(left);
    const response = await send(url, init);
    if (RETRY_AFTER_STATUSES.includes(response.status)) {
      const ms = retryAfterMs(response.headers.get('retry-after'), waits.now());
      if (ms !== undefined) waits.wait(endpoint, ms);
    }
    return response;
  };
  return async (url, init) => {
    const response = await sendOrWait(url, init);
    if (response.status !== 401 || !init.headers.authorization || !options.refresh) return response;
    const token = await options.refresh().catch(() => null);
    if (!token) return response;
    return await sendOrWait(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  };
}
