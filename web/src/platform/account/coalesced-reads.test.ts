import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads';

/** A read whose answers the test releases one at a time. */
function controlledRead() {
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () => {
    started += 1;
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const finishOne = async () => {
    pending.shift()?.();
    // Let the loop see the answer and decide whether to read again.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { read, finishOne, started: () => started, inFlight: () => pending.length };
}

describe('coalescedReads', () => {
  it('reads at once on the first signal, with no wait before it', () => {
    const reads = controlledRead();
    coalescedReads(reads.read)();
    expect(reads.started()).toBe(1);
  });

  it('answers signals that come during a read with one more read after it, never two at once', async () => {
    const reads = controlledRead();
    const signal = coalescedReads(reads.read);
    signal();
    signal();
    signal();
    signal();
    expect(reads.started()).toBe(1);
    await reads.finishOne();
    expect(reads.started()).toBe(2);
    expect(reads.inFlight()).toBe(1);
    await reads.finishOne();
    expect(reads.started()).toBe(2);
    // Quiet again: the next signal reads at once.
    signal();
    expect(reads.started()).toBe(3);
  });

  it('keeps answering after a read fails', async () => {
    let calls = 0;
    const signal = coalescedReads(async () => {
      calls += 1;
      throw new Error('unreachable');
    });
    signal();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    signal();
    expect(calls).toBe(2);
  });
});
