import { type AccountClient, AccountResponseError, isUnreachable as noAnswer } from '@toolbox/core/account';

// The web's side of the shared data API client (core/src/account): the store talks to this port, the session
// gives it the real client (account-client.ts), the tests a fake.

export type AccountApi = AccountClient;

/**
 * Whether a request got no usable answer, so a write waits in the queue and a read leaves the copy as it is:
 * core's retry rule (offline, 429, 5xx), and a success status whose body is not the API's (a captive portal's
 * sign-in page, a wrong server), which says nothing of the API either. A write so answered that the API took
 * after all meets the 409 choice when it is sent again.
 */
export function isUnreachable(error: unknown): boolean {
  return noAnswer(error) || (error instanceof AccountResponseError && error.status < 400);
}
