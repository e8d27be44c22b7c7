// The data API's encrypted shares (issue 80 item 2) and read-only share links (item 1), a client of its own: the
// pages that share or open a link load it, the dashboard's account client does not.

import { type AccountClientOptions, accountRequests } from '#core/account/client';
import {
  readSharedItem,
  readShareLink,
  type SharedItem,
  type ShareLink,
  type ShareLinkCreate,
  type ShareLinkCreated,
} from '#core/account/share-links';
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
    /** A read-only link to a board, a preset or a snapshot of a tool's result (issue 80 item 1). */
    async createLink(input: ShareLinkCreate): Promise<ShareLinkCreated> {
      const f = (await call('POST', '/links', { body: input })).fields();
      return { link: readShareLink(f.object('link')), secret: f.string('secret'), url: f.string('url') };
    },
    async listLinks(): Promise<ShareLink[]> {
      return (await call('GET', '/links')).fields().objects('links').map(readShareLink);
    },
    /** A new expiry, `seconds` from now, or null for none. */
    async setLinkExpiry(linkId: string, seconds: number | null): Promise<ShareLink> {
      const f = (
        await call('PATCH', `/links/${encodeURIComponent(linkId)}`, { body: { expires_in: seconds } })
      ).fields();
      return readShareLink(f.object('link'));
    },
    async revokeLink(linkId: string): Promise<void> {
      await none('DELETE', `/links/${encodeURIComponent(linkId)}`);
    },
    /** The shared item for whoever holds the link's secret, signed in or not. */
    async openLink(secret: string): Promise<SharedItem> {
      return readSharedItem((await call('POST', '/links/open', { body: { secret } })).fields());
    },
  };
}
