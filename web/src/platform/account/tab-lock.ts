// One tab at a time: the account's write queue is shared by every tab of the user in this browser, and only one
// may replay it, or two tabs send the same write. Web Locks where the browser has them (a lock the browser frees
// when its tab goes); else a lease in localStorage that a tab takes, checks it kept, and gives back.

/** Runs `run` while no other tab holds the same lock; answers undefined when it could not run now. */
export type TabLock = <T>(run: () => Promise<T>) => Promise<T | undefined>;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** What of `navigator.locks` (LockManager) the queue uses. */
export interface LockRequests {
  request<T>(name: string, callback: () => T): Promise<T>;
}

/** Web Locks: waits its turn (the tab before it emptied the queue, so the run finds little to do). */
export function webLock(locks: LockRequests, name: string): TabLock {
  return async (run) => await locks.request(name, run);
}

export interface LeaseDeps {
  storage: KeyValueStorage;
  /** This tab, as the lease names its holder. */
  tabId: string;
  now: () => number;
  /** How long a lease holds without being given back (a tab that closed mid-replay frees it after this). */
  leaseMs?: number;
  /** Lets another tab's write of the same lease land before this tab checks it kept it. */
  settle?: () => Promise<void>;
}

const DEFAULT_LEASE_MS = 30_000;

function holderOf(text: string | null): { tab: string; until: number } | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { tab, until } = value as { tab?: unknown; until?: unknown };
    return typeof tab === 'string' && typeof until === 'number' ? { tab, until } : null;
  } catch {
    return null;
  }
}

/**
 * A lease under `name` in storage: taken when free or expired, kept only if this tab's write is still the one
 * stored after `settle` (two tabs that took it at once: the last write wins, the other backs off), given back after
 * the run. A tab that finds it held does not wait: the holder replays the same queue.
 */
export function leaseLock(name: string, deps: LeaseDeps): TabLock {
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const settle = deps.settle ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
  const mine = () => holderOf(deps.storage.getItem(name))?.tab === deps.tabId;
  return async (run) => {
    const holder = holderOf(deps.storage.getItem(name));
    if (holder && holder.tab !== deps.tabId && holder.until > deps.now()) return undefined;
    try {
      deps.storage.setItem(name, JSON.stringify({ tab: deps.tabId, until: deps.now() + leaseMs }));
    } catch {
      return undefined;
    }
    await settle();
    if (!mine()) return undefined;
    try {
      return await run();
    } finally {
      if (mine()) deps.storage.removeItem(name);
    }
  };
}

/** Web Locks when the browser has them, else the storage lease. */
export function tabLock(name: string, storage: KeyValueStorage): TabLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return webLock(locks, name);
  return leaseLock(`${name}:lease`, { storage, tabId: crypto.randomUUID(), now: () => Date.now() });
}
