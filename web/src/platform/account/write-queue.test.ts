import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { type KeyValueStorage, leaseLock, type TabLock, webLock } from './tab-lock';
import { type SendOutcome, WriteQueue } from './write-queue';

const isText = (value: unknown): value is string => typeof value === 'string';
const PREFIX = 'toolbox:account:v1:u:queue:';
const LEGACY = 'toolbox:account:v1:u:queue';

/** One origin's localStorage, as every tab of the browser sees it. */
const sharedStorage = memoryStorage;

/** navigator.locks as the browser keeps it for every tab: one holder per name, the others wait in turn. */
function lockManager() {
  const tails = new Map<string, Promise<unknown>>();
  let holders = 0;
  let most = 0;
  return {
    get most() {
      return most;
    },
    request<T>(name: string, run: () => T): Promise<T> {
      const mine = (tails.get(name) ?? Promise.resolve()).then(() => {
        most = Math.max(most, ++holders);
        return run();
      });
      tails.set(
        name,
        mine.then(
          () => holders--,
          () => holders--,
        ),
      );
      return mine;
    },
  };
}

function tab(storage: KeyValueStorage, exclusive?: TabLock) {
  return new WriteQueue<string>({ storage, prefix: PREFIX, isOp: isText, legacyKey: LEGACY, exclusive });
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('WriteQueue', () => {
  it('replays in order, and a later write with the same key replaces the earlier one in place', async () => {
    const q = tab(sharedStorage());
    q.push('a', 'a1');
    q.push('b', 'b1');
    q.push('a', 'a2');
    const sent: string[] = [];
    await q.replay(async (op) => {
      sent.push(op);
      return { kind: 'done' };
    });
    expect(sent).toEqual(['a2', 'b1']);
    expect(q.pending).toEqual([]);
  });

  it('a write pushed `last` replaces the one of its key and goes after every other, even while that one is sent', async () => {
    const q = tab(sharedStorage());
    q.push('a', 'a1');
    q.push('b', 'b1');
    q.push('a', 'a2', { last: true });
    expect(q.pending.map((w) => w.op)).toEqual(['b1', 'a2']);
    const sent: string[] = [];
    await q.replay(async (op) => {
      sent.push(op);
      // b's write answered after a newer one of b was pushed last: the newer one is sent after a2.
      if (op === 'b1') q.push('b', 'b2', { last: true });
      return { kind: 'done' };
    });
    expect(sent).toEqual(['b1', 'a2', 'b2']);
    expect(q.pending).toEqual([]);
  });

  it('stops at the first write the API cannot take and keeps it and the rest', async () => {
    const storage = sharedStorage();
    const q = tab(storage);
    q.push('a', 'a1');
    q.push('b', 'b1');
    const outcome = await q.replay(async () => ({ kind: 'offline' }));
    expect(outcome).toEqual({ kind: 'offline' });
    expect(tab(storage).pending.map((w) => w.op)).toEqual(['a1', 'b1']);
  });

  it('keeps a conflicting write first until it is replaced or dropped; drops a refused one and goes on', async () => {
    const q = tab(sharedStorage());
    q.push('a', 'a1');
    q.push('b', 'b1');
    q.push('c', 'c1');
    const refused: string[] = [];
    const answers: Record<string, SendOutcome> = {
      a1: { kind: 'refused', message: 'not found' },
      b1: { kind: 'conflict', current: { version: 4 } },
    };
    const send = async (op: string) => answers[op] ?? { kind: 'done' };
    expect(await q.replay(send, (m) => refused.push(m))).toEqual({
      kind: 'conflict',
      current: { version: 4 },
    });
    expect(refused).toEqual(['not found']);
    expect(q.pending.map((w) => w.op)).toEqual(['b1', 'c1']);
    q.replaceFirst('b2');
    expect(await q.replay(send)).toBeUndefined();
    expect(q.pending).toEqual([]);
  });

  it('moves a queue kept as one array (the earlier format) into entries; ignores corrupt and foreign ones', () => {
    const storage = sharedStorage();
    storage.setItem(
      LEGACY,
      JSON.stringify([
        { key: 'a', op: 7 },
        { key: 'b', op: 'ok' },
        { key: 'c', op: 'next' },
      ]),
    );
    storage.setItem(`${PREFIX}x`, '{oops');
    storage.setItem(`${PREFIX}y`, JSON.stringify({ op: 5, seq: 1, rev: 'r' }));
    expect(tab(storage).pending).toEqual([
      { key: 'b', op: 'ok' },
      { key: 'c', op: 'next' },
    ]);
    expect(storage.getItem(LEGACY)).toBeNull();
    const corrupt = sharedStorage();
    corrupt.setItem(LEGACY, '{oops');
    expect(tab(corrupt).pending).toEqual([]);
  });

  it('keeps a write storage refuses (full) for this visit', async () => {
    const storage = sharedStorage();
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    Object.defineProperty(full, 'length', { get: () => storage.length });
    const q = tab(full);
    q.push('a', 'a1');
    expect(q.pending).toEqual([{ key: 'a', op: 'a1' }]);
    const sent: string[] = [];
    await q.replay(async (op) => {
      sent.push(op);
      return { kind: 'done' };
    });
    expect(sent).toEqual(['a1']);
    expect(q.pending).toEqual([]);
  });
});

describe('WriteQueue shared by two tabs', () => {
  it("neither tab's writes overwrite the other's: both tabs see every write, in the order they were made", () => {
    const storage = sharedStorage();
    const one = tab(storage);
    const two = tab(storage);
    one.push('project:1', 'one saves project 1');
    two.push('favourite:og', 'two stars og');
    one.push('component:9', 'one drags card 9');
    two.push('project:1', 'two saves project 1 again');
    const expected = [
      { key: 'project:1', op: 'two saves project 1 again' },
      { key: 'favourite:og', op: 'two stars og' },
      { key: 'component:9', op: 'one drags card 9' },
    ];
    expect(one.pending).toEqual(expected);
    expect(two.pending).toEqual(expected);
  });

  it('flushing at once from both tabs (Web Locks) sends each write exactly once, one replay at a time', async () => {
    const storage = sharedStorage();
    const locks = lockManager();
    const one = tab(storage, webLock(locks, 'toolbox-account:u'));
    const two = tab(storage, webLock(locks, 'toolbox-account:u'));
    for (let i = 0; i < 5; i++) (i % 2 ? two : one).push(`w${i}`, `write ${i}`);
    const sent: string[] = [];
    const send = async (op: string): Promise<SendOutcome> => {
      await tick();
      sent.push(op);
      return { kind: 'done' };
    };
    // A write added by tab two while tab one is replaying is sent too, once.
    const flushes = [one.replay(send), two.replay(send)];
    two.push('late', 'late write');
    await Promise.all(flushes);
    expect(sent).toEqual(['write 0', 'write 1', 'write 2', 'write 3', 'write 4', 'late write']);
    expect(locks.most).toBe(1);
    expect(one.pending).toEqual([]);
  });

  it('a write replaced in another tab while it was being sent stays queued, as the newer write', async () => {
    const storage = sharedStorage();
    const one = tab(storage);
    const two = tab(storage);
    one.push('project:1', 'v1');
    const sent: string[] = [];
    await one.replay(async (op) => {
      if (op === 'v1') two.push('project:1', 'v2');
      sent.push(op);
      return { kind: 'done' };
    });
    expect(sent).toEqual(['v1', 'v2']);
    expect(two.pending).toEqual([]);
  });
});

describe('the storage lease (browsers without Web Locks)', () => {
  it('lets one tab replay: a tab that finds the lease held skips, and the lease is given back after', async () => {
    const storage = sharedStorage();
    let now = 1_000;
    const lease = (tabId: string) =>
      leaseLock('queue:lease', { storage, tabId, now: () => now, settle: tick });
    const one = tab(storage, lease('one'));
    const two = tab(storage, lease('two'));
    one.push('a', 'a1');
    one.push('b', 'b1');
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = async (op: string): Promise<SendOutcome> => {
      sent.push(op);
      await held;
      return { kind: 'done' };
    };
    const first = one.replay(send);
    await tick();
    await tick();
    expect(await two.replay(send)).toBeUndefined();
    expect(sent).toEqual(['a1']);
    release();
    await first;
    expect(sent).toEqual(['a1', 'b1']);
    expect(storage.getItem('queue:lease')).toBeNull();

    // A lease left by a tab that closed mid-replay is taken once it has expired.
    storage.setItem('queue:lease', JSON.stringify({ tab: 'gone', until: now + 30_000 }));
    two.push('c', 'c1');
    expect(await two.replay(send)).toBeUndefined();
    expect(sent).toHaveLength(2);
    now += 30_001;
    await two.replay(send);
    expect(sent).toEqual(['a1', 'b1', 'c1']);
  });

  it('two tabs taking a free lease at the same moment: the write that stands wins, the other backs off', async () => {
    const storage = sharedStorage();
    const lease = (tabId: string) => leaseLock('queue:lease', { storage, tabId, now: () => 0, settle: tick });
    let running = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++running);
      await tick();
      running--;
      return 'ran';
    };
    const answers = await Promise.all([lease('one')(work), lease('two')(work)]);
    expect(answers.filter((a) => a === 'ran')).toHaveLength(1);
    expect(most).toBe(1);
  });
});
