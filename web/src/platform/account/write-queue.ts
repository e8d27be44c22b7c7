// The offline write queue: writes the API could not take yet (offline, stack down), kept in localStorage under the
// product key and replayed in order when the API answers. A write that meets a newer row (409) stops the replay
// and waits for the user's choice; one the API refuses for good (400, 404, 413) is dropped and reported.

/** One queued write. `key` names what it writes: a later write with the same key replaces an earlier one. */
export interface QueuedWrite<Op> {
  key: string;
  op: Op;
}

export type SendOutcome =
  | { kind: 'done' }
  /** The API could not be reached: keep the write and everything after it. */
  | { kind: 'offline' }
  /** A stale version: the write stays first in the queue until the user chooses. */
  | { kind: 'conflict'; current: unknown }
  /** Refused for good: the write is dropped. */
  | { kind: 'refused'; message: string };

export interface QueueStorage {
  read(): string | null;
  write(text: string): void;
}

export class WriteQueue<Op> {
  #items: QueuedWrite<Op>[];
  #running: Promise<SendOutcome | undefined> | null = null;

  constructor(
    private readonly storage: QueueStorage,
    private readonly isOp: (value: unknown) => value is Op,
  ) {
    this.#items = this.#load();
  }

  get pending(): readonly QueuedWrite<Op>[] {
    return this.#items;
  }

  /** Adds a write at the end, or in place of the queued write with the same key (the newer one wins). */
  push(key: string, op: Op) {
    const at = this.#items.findIndex((item) => item.key === key);
    if (at >= 0) this.#items[at] = { key, op };
    else this.#items.push({ key, op });
    this.#save();
  }

  /** Replaces or drops the first write (after the user's choice on a conflict). */
  replaceFirst(op: Op | null) {
    if (op === null) this.#items.shift();
    else if (this.#items[0]) this.#items[0] = { key: this.#items[0].key, op };
    this.#save();
  }

  /**
   * Sends the writes in order until the queue is empty, the API is unreachable or a write conflicts; one replay at
   * a time. Answers the outcome that stopped it (undefined when everything went through).
   */
  replay(send: (op: Op) => Promise<SendOutcome>, onRefused?: (message: string) => void) {
    this.#running ??= this.#run(send, onRefused).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #run(send: (op: Op) => Promise<SendOutcome>, onRefused?: (message: string) => void) {
    while (this.#items.length > 0) {
      const first = this.#items[0]!;
      const outcome = await send(first.op);
      if (outcome.kind === 'offline' || outcome.kind === 'conflict') return outcome;
      if (outcome.kind === 'refused') onRefused?.(outcome.message);
      // A push with the same key during the send replaced the item: keep the newer write.
      if (this.#items[0] === first) this.#items.shift();
      this.#save();
    }
    return undefined;
  }

  #load(): QueuedWrite<Op>[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.read() ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(
        (item): item is QueuedWrite<Op> =>
          typeof item === 'object' && item !== null && typeof item.key === 'string' && this.isOp(item.op),
      );
    } catch {
      return [];
    }
  }

  #save() {
    try {
      this.storage.write(JSON.stringify(this.#items));
    } catch {
      // Storage full or disabled: the queue lasts for this visit only.
    }
  }
}
