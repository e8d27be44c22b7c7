import type { AccountFetch, AccountFetchInit } from '@toolbox/core/account';

// The network under the web's data clients (account, teams, shares). A request the server never answers is
// given up after a while, as the CLI's is (cli/src/platform/account.ts): the client reports it unreachable, so a
// queued edit stays queued and is sent again later, and the replay behind it is not stuck for the visit. A 401
// to a signed-in request (the access token expired or was revoked before the auth client's own refresh) refreshes
// the session once and sends the request again with the new token.

/** How long one request may take before it counts as unreachable; the CLI's own. */
const REQUEST_TIMEOUT_MS = 30_000;

interface DataFetchOptions {
  /** The browser's `fetch` by default. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** A new access token after a 401, or null when the session cannot be refreshed (signed out). */
  refresh?: () => Promise<string | null>;
  timeoutMs?: number;
}

export function dataFetch(options: DataFetchOptions = {}): AccountFetch {
  const send = (url: string, init: AccountFetchInit) =>
    (options.fetch ?? fetch)(url, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  return async (url, init) => {
    const response = await send(url, init);
    if (response.status !== 401 || !init.headers.authorization || !options.refresh) return response;
    const token = await options.refresh().catch(() => null);
    if (!token) return response;
    return await send(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  };
}
