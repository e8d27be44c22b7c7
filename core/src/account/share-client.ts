// The data API's encrypted shares (issue 80 item 2), a client of its own: the pages that share or open a link
// load it, the dashboard's account client does not.

import { type AccountClientOptions, accountRequests } from '#core/account/client';
import {
  type EncryptedShare,
  readEncryptedShare,
  readSharedEnvelope,
  type ShareCreate,
  type ShareCreated,
  type SharedEnvelope,
} from '#core/account/shares';

export type ShareClient = ReturnType<typeof createShareClient>;

/** `getToken` may answer null: opening a link needs no sign-in (the link's secret is the capability). */
export function createShareClient(options: AccountClientOptions) {
  const { call, none } = accountRequests(options);
  return {
    /** Stores a sealed envelope (the key stays with the caller) and answers the link's secret and url. */
    async createShare(input: ShareCreate): Promise<ShareCreated> {
      const f = (await call('POST', '/shares', { body: input })).fields();
      return {
        share: readEncryptedShare(f.object('share')),
        secret: f.string('secret'),
        url: f.string('url'),
      };
    },
    async listShares(): Promise<EncryptedShare[]> {
      return (await call('GET', '/shares')).fields().objects('shares').map(readEncryptedShare);
    },
    async revokeShare(shareId: string): Promise<void> {
      await none('DELETE', `/shares/${encodeURIComponent(shareId)}`);
    },
    /** A share's envelope for whoever holds the link's secret, signed in or not (burns a burn-after-reading one). */
    async openShare(secret: string): Promise<SharedEnvelope> {
      return readSharedEnvelope((await call('POST', '/shares/open', { body: { secret } })).fields());
    },
  };
}
