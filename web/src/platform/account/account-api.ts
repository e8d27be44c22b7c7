import {
  AccountApiError,
  type AccountClient,
  AccountNetworkError,
  AccountResponseError,
} from '@toolbox/core/account';

// The web's side of the shared data API client (core/src/account): the store talks to this port, the session
// gives it the real client (account-client.ts), the tests a fake.

export type AccountApi = AccountClient;

/**
 * True when the request got no usable answer (offline, stack down, a gateway's error page, the rate limit): the
 * write waits in the queue and is sent again later.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof AccountNetworkError) return true;
  if (error instanceof AccountResponseError) return error.status === 0 || error.status >= 502;
  if (error instanceof AccountApiError) return error.status === 429 || error.status >= 502;
  return false;
}
