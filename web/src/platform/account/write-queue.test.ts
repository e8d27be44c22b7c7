import { describe, expect, it } from 'vitest';
import { type SendOutcome, WriteQueue } from './write-queue';

const isText = (value: unknown): value is string => typeof value === 'string';

function queue(stored: string | null = null) {
  const storage = { text: stored, read: () => storage.text, write: (text: string) => (storage.text = text) };
  return { storage, q: new WriteQueue<string>(storage, isText) };
}

describe('WriteQueue', () => {
  it('replays in order, and a later write with the same key replaces the earlier one in place', async () => {
    const { q } = queue();
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

  it('stops at the first write the API cannot take and keeps it and the rest', async () => {
    const { q, storage } = queue();
    q.push('a', 'a1');
    q.push('b', 'b1');
    const outcome = await q.replay(async () => ({ kind: 'offline' }));
    expect(outcome).toEqual({ kind: 'offline' });
    expect(new WriteQueue(storage, isText).pending.map((w) => w.op)).toEqual(['a1', 'b1']);
  });

  it('keeps a conflicting write first until it is replaced or dropped; drops a refused one and goes on', async () => {
    const { q } = queue();
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

  it('ignores a corrupt or foreign stored queue', () => {
    expect(queue('{oops').q.pending).toEqual([]);
    expect(
      queue(
        JSON.stringify([
          { key: 'a', op: 7 },
          { key: 'b', op: 'ok' },
        ]),
      ).q.pending,
    ).toEqual([{ key: 'b', op: 'ok' }]);
  });
});
