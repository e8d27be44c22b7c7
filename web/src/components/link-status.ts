import { useSyncExternalStore } from 'react';

// What the open tool page's link (its URL, kept by url-state.ts) leaves out, for the header's Copy link and the
// message about a link's bad values. Kept apart from url-state.ts, which loads the tools' preset shapes, so the
// shell's header reads it without them.

/** The longest value a link holds, encoded: a whole document or an image stays out and the page says so. */
export const MAX_LINK_VALUE = 2000;

export interface LinkStatus {
  /** The page's path the rest is about. */
  path: string;
  /** Fields too large to put in a link, by name. */
  tooLarge: readonly string[];
  /** What the link asked for that the page could not take, one sentence each. */
  refused: readonly string[];
  /** What the last Copy link did. */
  note?: string;
}

let status: LinkStatus = { path: '', tooLarge: [], refused: [] };
const listeners = new Set<() => void>();

function change(next: LinkStatus) {
  status = next;
  for (const listener of listeners) listener();
}

/** The status for `path`: another page's is stale and starts over. */
function current(path: string): LinkStatus {
  return status.path === path ? status : { path, tooLarge: [], refused: [] };
}

export function markTooLarge(path: string, field: string, tooLarge: boolean) {
  const now = current(path);
  if (now.tooLarge.includes(field) === tooLarge && now === status) return;
  const others = now.tooLarge.filter((name) => name !== field);
  change({ ...now, tooLarge: tooLarge ? [...others, field] : others });
}

export function markRefused(path: string, message: string) {
  const now = current(path);
  if (!now.refused.includes(message)) change({ ...now, refused: [...now.refused, message] });
}

export function setLinkNote(path: string, note: string) {
  change({ ...current(path), note });
}

export function useLinkStatus(path: string): LinkStatus {
  const snapshot = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
  return snapshot.path === path ? snapshot : { path, tooLarge: [], refused: [] };
}
