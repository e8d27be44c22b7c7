import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Request = { result?: unknown; onsuccess?: () => void; onerror?: () => void };
type Range = { has: (key: string) => boolean };

/**
 * An IndexedDB whose writes land only when `land()` says so, in the order they were made (as one object store's
 * read-write transactions do): the time between a put and its commit, which a reload can fall into.
 */
function slowIndexedDB() {
  const kept = new Map<string, string>();
  const queued: (() => void)[] = [];
  const transaction = () => {
    const tx = {
      oncomplete: undefined as (() => void) | undefined,
      commit: () => {},
      objectStore: () => store,
    };
    const write = (change: () => void): Request => {
      const request: Request = {};
      queued.push(() => {
        change();
        request.onsuccess?.();
        tx.oncomplete?.();
      });
      return request;
    };
    const store = {
      put: (value: string, key: string) => write(() => kept.set(key, value)),
      delete: (range: Range) =>
        write(() => {
          for (const key of [...kept.keys()].filter(range.has)) kept.delete(key);
        }),
      get: (key: string) => {
        const request: Request = {};
        queueMicrotask(() => {
          request.result = kept.get(key);
          request.onsuccess?.();
        });
        return request;
      },
    };
    return tx;
  };
  vi.stubGlobal('indexedDB', {
    open: () => {
      const request: Request = { result: { transaction } };
      queueMicrotask(() => request.onsuccess?.());
      return request;
    },
  });
  vi.stubGlobal('IDBKeyRange', {
    only: (only: string): Range => ({ has: (key) => key === only }),
    bound: (low: string, high: string): Range => ({ has: (key) => key >= low && key <= high }),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    kept,
    /** Commits every write made so far, then lets the code waiting on them run. */
    land: async () => {
      await settle();
      for (const commit of queued.splice(0)) commit();
      await settle();
    },
  };
}

/** A fresh copy of the module: it keeps its open database for the page's life. */
const fresh = async () => {
  vi.resetModules();
  return import('./large-inputs');
};

const KEY = 'toolbox:user-1:regex-json:json';
const HUGE = JSON.stringify('x'.repeat(300 * 1024));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('keepLarge', () => {
  it('marks the key only once IndexedDB has the text: a reload before then finds the value before', async () => {
    const db = slowIndexedDB();
    const { keepLarge, LARGE_MARKER } = await fresh();
    localStorage.setItem(KEY, '"before"');
    const kept = keepLarge(KEY, HUGE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(KEY)).toBe('"before"');
    await db.land();
    expect(await kept).toBe(true);
    expect(localStorage.getItem(KEY)).toBe(LARGE_MARKER);
    expect(db.kept.get(KEY)).toBe(HUGE);
  });

  it('leaves the key to a later small write, and removes its own copy', async () => {
    const db = slowIndexedDB();
    const { keepLarge, removeLarge, supersedeLarge } = await fresh();
    const kept = keepLarge(KEY, HUGE);
    // What use-stored-state does for a value small enough for localStorage, typed before the megabyte landed.
    expect(supersedeLarge(KEY)).toBe(true);
    localStorage.setItem(KEY, '"small"');
    void removeLarge(KEY);
    await db.land();
    await kept;
    expect(localStorage.getItem(KEY)).toBe('"small"');
    expect(db.kept.has(KEY)).toBe(false);
  });

  it('of two large writes in flight, the later one is what the key is marked for', async () => {
    const db = slowIndexedDB();
    const { keepLarge, LARGE_MARKER } = await fresh();
    const first = keepLarge(KEY, HUGE);
    const second = keepLarge(KEY, `${HUGE} `);
    await db.land();
    await Promise.all([first, second]);
    expect(localStorage.getItem(KEY)).toBe(LARGE_MARKER);
    expect(db.kept.get(KEY)).toBe(`${HUGE} `);
  });

  it("is not kept when the user's inputs are cleared while it is in flight (signing out)", async () => {
    const db = slowIndexedDB();
    const { keepLarge, removeLarge } = await fresh();
    const kept = keepLarge(KEY, HUGE);
    localStorage.removeItem(KEY);
    void removeLarge('toolbox:user-1:*');
    await db.land();
    await kept;
    await db.land();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(db.kept.size).toBe(0);
  });

  it('leaves a value another tab wrote meanwhile, and removes its own copy', async () => {
    const db = slowIndexedDB();
    const { keepLarge } = await fresh();
    const kept = keepLarge(KEY, HUGE);
    localStorage.setItem(KEY, '"from another tab"');
    await db.land();
    await kept;
    await db.land();
    expect(localStorage.getItem(KEY)).toBe('"from another tab"');
    expect(db.kept.size).toBe(0);
  });
});
