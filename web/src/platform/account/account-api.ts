import type { AccountClient } from '@toolbox/core/account';

// The web's side of the shared data API client (core/src/account): the store talks to this port, the session
// gives it the real client (account-client.ts), the tests a fake.

export type AccountApi = AccountClient;

/** Whether a write waits in the queue and is sent again later: core's retry rule. */
export { isUnreachable } from '@toolbox/core/account';
