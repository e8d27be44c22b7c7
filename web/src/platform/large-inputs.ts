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
    const req = use(db.transaction(STORE, mode).objectStore(STORE));
    req.onsuccess = () => resolve(req.result);
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
export async function writeLarge(key: string, json: string): Promise<boolean> {
  try {
    await request('readwrite', (store) => store.put(json, key));
    return true;
  } catch {
    return false;
  }
}

/** Removes what is kept under `key`, or under every key starting with `prefix` (`key` ending in '*'). */
export async function removeLarge(key: string): Promise<void> {
  try {
    const range = key.endsWith('*')
      ? IDBKeyRange.bound(key.slice(0, -1), `${key.slice(0, -1)}\uffff`)
      : IDBKeyRange.only(key);
    await request('readwrite', (store) => store.delete(range));
  } catch {
    // Nothing kept, or IndexedDB unavailable.
  }
}
