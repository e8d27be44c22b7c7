import type { AccountFetch, AccountFetchInit } from '@toolbox/core/account';

// The network under the web's data clients (account, teams, shares). A request the server never answers is
// given up after a while, as the CLI's is (cli/src/platform/account.ts): the client reports it unreachable, so a
// queued edit stays queued and is sent again later, and the replay behind it is not stuck for the visit.

/** How long one request may take before it counts as unreachable; the CLI's own. */
const REQUEST_TIMEOUT_MS = 30_000;

interface DataFetchOptions {
  /** The browser's `fetch` by default. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

export function dataFetch(options: DataFetchOptions = {}): AccountFetch {
  const send = (url: string, init: AccountFetchInit) =>
    (options.fetch ?? fetch)(url, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  return send;
}
