import { accountStore } from '../../platform/account/account-session';
import { RECENT_LIMIT, type ToolHistory } from '../tool-history/tool-history';

export interface HistorySync {
  setFavourite(id: string, on: boolean): void;
  recordUse(id: string): void;
  close(): void;
}

/**
 * Favourites and recently used tools follow the account: the first time this user signs in here, what this browser
 * kept goes to the account; after that the account's lists are the ones shown, and each star or opened tool is
 * written to it (queued while offline). Loaded after the shell, by the tool-history provider.
 */
export function connectHistory(
  userId: string,
  local: ToolHistory,
  onChange: (favourites: readonly string[], recent: readonly string[]) => void,
): HistorySync {
  const store = accountStore(userId);
  const show = () => {
    if (store.copy.historyMigrated)
      onChange(store.copy.favourites, store.copy.recents.slice(0, RECENT_LIMIT));
  };
  const unsubscribe = store.subscribe(show);
  // The account's lists first (another browser may have starred tools), then this browser's join them once.
  void store
    .refreshFavourites()
    .catch(() => undefined)
    .then(() => store.migrateHistory(local.favourites, local.recent, RECENT_LIMIT))
    .then(show, () => undefined);
  const refresh = () => void store.refreshFavourites().catch(() => undefined);
  window.addEventListener('focus', refresh);
  return {
    setFavourite: (id, on) => void store.setFavourite(id, on),
    recordUse: (id) => void store.recordRecent(id, RECENT_LIMIT),
    close: () => {
      unsubscribe();
      window.removeEventListener('focus', refresh);
    },
  };
}
