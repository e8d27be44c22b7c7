import { toast } from 'sonner';
import { CHANNEL_NAME } from './account-cache';
import { createAccountApi } from './account-client';
import { AccountStore } from './account-store';
import { serverWaits } from './server-waits';

export { serverWaits };

// The one account store of the signed-in user, shared by the pages that load it, and the refresh that keeps it
// current: on focus, when the browser comes back online, and every 30 s while the tab is visible.

/** How often a visible tab asks for changes made elsewhere (DATA.md: other devices within 30 s). */
export const POLL_MS = 30_000;

let current: AccountStore | undefined;
let stopWaitWatch: (() => void) | undefined;

export function accountStore(userId: string): AccountStore {
  if (current?.userId === userId) return current;
  closeAccountSession();
  const store = new AccountStore({
    api: createAccountApi(),
    userId,
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined,
    onRefused: (message) => toast.error('Not saved', { description: message }),
  });
  // The server asked to wait (Retry-After): what the queue holds goes once the wait is over, not at the next edit.
  stopWaitWatch = serverWaits.onEnd(() => void store.flush().catch(() => undefined));
  current = store;
  return store;
}

/** Drops the store (its copy stays in storage): the next page builds a fresh one. */
export function closeAccountSession() {
  stopWaitWatch?.();
  stopWaitWatch = undefined;
  current?.close();
  current = undefined;
}

let watchers = 0;
let stopWatching: (() => void) | undefined;

/** Keeps `store` fresh while at least one page that shows account data is mounted. */
export function watchAccount(store: AccountStore): () => void {
  watchers += 1;
  if (watchers === 1) stopWatching = startRefresh(store);
  return () => {
    watchers -= 1;
    if (watchers === 0) stopWatching?.();
  };
}

function startRefresh(store: AccountStore): () => void {
  const refresh = () => {
    if (document.visibilityState === 'visible') void store.refreshAll().catch(() => undefined);
  };
  const onOnline = () => void store.flush().then(refresh, () => undefined);
  window.addEventListener('focus', refresh);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', refresh);
  const timer = window.setInterval(refresh, POLL_MS);
  // A page that opens shows the account as it is now, even in a tab opened in the background.
  void store.refreshAll().catch(() => undefined);
  return () => {
    window.removeEventListener('focus', refresh);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', refresh);
    window.clearInterval(timer);
  };
}
