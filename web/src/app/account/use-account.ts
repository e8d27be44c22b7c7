import { useEffect, useState, useSyncExternalStore } from 'react';
import { type AccountCopy, EMPTY_COPY } from '../../platform/account/account-copy';
import type { AccountStore } from '../../platform/account/account-store';
import { useOptionalAuth } from '../auth/auth-provider';

// The account store is loaded after the page that uses it has painted (the client, the store and the data API's
// parsers are ~12 KB gzipped), so neither the shell nor a tool page's first load grows with it.

type Session = typeof import('../../platform/account/account-session');
let loaded: Session | undefined;
const loadSession = () =>
  import('../../platform/account/account-session').then((session) => {
    loaded = session;
    return session;
  });

const none = () => () => undefined;

/** The signed-in user's account store (null signed out, or until it has loaded), kept fresh while mounted. */
export function useAccountStore(): AccountStore | null {
  const user = useOptionalAuth()?.user;
  const [session, setSession] = useState(loaded);
  useEffect(() => {
    if (session || !user) return;
    let live = true;
    loadSession().then(
      (next) => live && setSession(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session, user]);
  const store = user && session ? session.accountStore(user.id) : null;
  useEffect(() => (store && session ? session.watchAccount(store) : undefined), [store, session]);
  return store;
}

/** The local copy of the account data, re-rendering on every change (this tab's, another tab's, the API's). */
export function useAccountCopy(store: AccountStore | null): AccountCopy {
  return useSyncExternalStore(store?.subscribe ?? none, () => store?.copy ?? EMPTY_COPY);
}

/** The conflict waiting for the user's choice, if any. */
export function useAccountConflict(store: AccountStore | null) {
  return useSyncExternalStore(store?.subscribe ?? none, () => store?.conflict ?? null);
}

/** True while this tab's writes to `projectId` wait to be sent or answered (the board shown is ahead of the rows). */
export function useHasPendingWrites(store: AccountStore | null, projectId: string): boolean {
  return useSyncExternalStore(store?.subscribe ?? none, () =>
    store && projectId ? store.hasPendingWrites(projectId) : false,
  );
}

/** True while `projectId`'s board could not be read because the API was not reached (the store reads it again). */
export function useUnreached(store: AccountStore | null, projectId: string): boolean {
  return useSyncExternalStore(store?.subscribe ?? none, () =>
    store && projectId ? store.unreached(projectId) : false,
  );
}

/**
 * The seconds the data API asked this page to wait (Retry-After) while that wait runs, else 0: nothing is sent
 * meanwhile, and what the queue holds goes when it ends.
 */
export function useServerWait(store: AccountStore | null): number {
  const waits = store ? loaded?.serverWaits : undefined;
  return useSyncExternalStore(waits?.subscribe ?? none, () => waits?.asked() ?? 0);
}
