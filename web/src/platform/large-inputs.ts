// Tool inputs too large for localStorage (over MAX_LOCAL_CHARS as JSON) are kept in IndexedDB under the same key;
// localStorage then holds LARGE_MARKER, so the key scheme, sign-out clearing and the page's own read stay one.

/** Texts longer than this go to IndexedDB (a 10 MB JSON document would fill localStorage's 5 MB). */
export const MAX_LOCAL_CHARS = 256 * 1024;

/** What localStorage holds for a value kept in IndexedDB (not a value any tool stores: it is not valid JSON). */
export const LARGE_MARKER = '\u0000toolbox:indexeddb';

const DB = 'toolbox-inputs';
const STORE = 'values';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  opened.catch(() => {
    opened = undefined;
  });
  return opened;
}

async function request<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const req = use(transaction.objectStore(STORE));
    // Committed now, not when the browser next finds the transaction idle: a reload comes sooner after a write.
    transaction.commit?.();
    // A write counts once it is committed (durable for the next page), a read once it has its value.
    if (mode === 'readwrite') {
      transaction.oncomplete = () => resolve(req.result);
      transaction.onabort = () => reject(transaction.error ?? req.error);
    } else req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The JSON text kept under `key`, or undefined (none, or IndexedDB unavailable). */
export async function readLarge(key: string): Promise<string | undefined> {
  try {
    const value = await request('readonly', (store) => store.get(key));
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `json` under `key`; false when IndexedDB refused it (disabled, full). */
async function writeLarge(key: string, json: string): Promise<boolean> {
  try {
    await request('readwrite', (store) => store.put(json, key));
    return true;
  } catch {
    return false;
  }
}

/** The newest large write to each key while it is in flight, or REMOVED when the key's inputs were cleared since. */
const inFlight = new Map<string, symbol>();
const REMOVED = Symbol('removed');

/**
 * Keeps `json` under `key` in IndexedDB, and marks `key` in localStorage as kept there only once it is: until then the
 * key holds what it held, so a reload in between finds the value before, never a marker with nothing behind it. A
 * later write to the key (`supersedeLarge`) or someone else's (sign-out clearing it, a preset, another tab) wins over
 * this one, whose copy is then removed. False when IndexedDB refused it (the key then keeps what it held).
 */
export async function keepLarge(key: string, json: string): Promise<boolean> {
  const write = Symbol(key);
  inFlight.set(key, write);
  const before = localStorage.getItem(key);
  const kept = await writeLarge(key, json);
  const latest = inFlight.get(key);
  // A later write to the key decides what it holds.
  if (latest !== write && latest !== REMOVED) return true;
  inFlight.delete(key);
  try {
    const now = localStorage.getItem(key);
    if (latest === REMOVED || (now !== before && now !== LARGE_MARKER)) void removeLarge(key);
    else if (kept) localStorage.setItem(key, LARGE_MARKER);
    return kept;
  } catch {
    // localStorage full or gone since: the copy cannot be found after a reload.
    void removeLarge(key);
    return false;
  }
}

/** Stops a large write to `key` in flight from marking the key when it lands: true when there was one. */
export function supersedeLarge(key: string): boolean {
  return inFlight.delete(key);
}

/** Removes what is kept under `key`, or under every key starting with `prefix` (`key` ending in '*'). */
export async function removeLarge(key: string): Promise<void> {
  // A write still in flight lands after this removal: it removes its own copy then.
  if (key.endsWith('*'))
    for (const pending of inFlight.keys())
      if (pending.startsWith(key.slice(0, -1))) inFlight.set(pending, REMOVED);
  try {
    const range = key.endsWith('*')
      ? IDBKeyRange.bound(key.slice(0, -1), `${key.slice(0, -1)}\uffff`)
      : IDBKeyRange.only(key);
    await request('readwrite', (store) => store.delete(range));
  } catch {
    // Nothing kept, or IndexedDB unavailable.
  }
}
