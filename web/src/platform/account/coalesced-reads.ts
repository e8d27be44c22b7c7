/**
 * A signal that something changed, answered by `read`: the first signal reads at once (no wait), signals that come
 * while a read runs make one more read after it, never two at once. A burst of changes costs one read in flight and
 * one after, and the last read always starts after the last signal, so it sees the last change.
 */
export function coalescedReads(read: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      // A failed read leaves the copy as it is; the next signal (or focus, or the poll) reads again.
      await read().catch(() => undefined);
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
