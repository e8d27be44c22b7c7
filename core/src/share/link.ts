// A share link: `<web app>/s/<secret>#k=<key>`. The secret names the stored envelope (the server keeps its hash);
// the key opens it and lives only in the fragment, which no HTTP request carries.

import { SHARE_SECRET } from '#core/account/shares';
import { ToolInputError } from '#core/errors';
import { SHARE_MESSAGES, shareKeyBytes } from '#core/share/envelope';

export interface ShareLink {
  secret: string;
  key: string;
}

const NOT_A_LINK = 'Not a share link: expected one such as https://…/s/<id>#k=<key>.';

/** The link the data API's `url` and the key make. */
export function shareLink(url: string, key: string): string {
  return `${url}#k=${key}`;
}

/** The key in a fragment such as `#k=…` (the page reads location.hash), or null. */
export function keyFromFragment(fragment: string): string | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  return params.get('k');
}

/** Reads a link as typed or pasted; one clear error for anything else. */
export function parseShareLink(text: string): ShareLink {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  const path = hash === -1 ? trimmed : trimmed.slice(0, hash);
  const match = /\/s\/([^/?#]+)\/?(?:\?[^#]*)?$/.exec(path);
  if (!/^https?:\/\//i.test(trimmed) || !match || !SHARE_SECRET.test(match[1] ?? ''))
    throw new ToolInputError(NOT_A_LINK, 'Not a share link');
  const key = hash === -1 ? null : keyFromFragment(trimmed.slice(hash));
  if (key === null) throw new ToolInputError(SHARE_MESSAGES.badKey, 'Cannot open the share');
  shareKeyBytes(key);
  return { secret: match[1] ?? '', key };
}
