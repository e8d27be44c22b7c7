// The offline write queue: writes the API could not take yet (offline, stack down), kept in localStorage under the
// product key and replayed in order when the API answers. A write that meets a newer row (409) stops the replay
// and waits for the user's choice; one the API refuses for good (400, 404, 413) is dropped and reported.
//
// Every tab of the user shares it. Each write is its own storage entry (`<prefix><key>`), so two tabs adding
// writes at once never overwrite each other's (one setItem each); storage is read again on every step, never
// cached, and a replay runs under a lock one tab holds at a time (tab-lock.ts), so no write is sent twice.

import type { KeyValueStorage, TabLock } from './tab-lock';

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

/** A write as stored: `seq` orders the queue across tabs, `rev` tells this write from a later one of its key. */
interface StoredWrite<Op> extends QueuedWrite<Op> {
  seq: number;
  rev: string;
}

export interface QueueOptions<Op> {
  storage: KeyValueStorage;
  /** Entries are `${prefix}${encodeURIComponent(key)}`. */
  prefix: string;
  isOp: (value: unknown) => value is Op;
  /** Replays while no other tab does (tab-lock.ts); by default, this instance's replays only take turns. */
  exclusive?: TabLock;
  /** A queue kept as one JSON array under this key (before entries): moved into entries on start. */
  legacyKey?: string;
  now?: () => number;
  newId?: () => string;
}

export class WriteQueue<Op> {
  readonly #storage: KeyValueStorage;
  readonly #prefix: string;
  readonly #isOp: (value: unknown) => value is Op;
  readonly #exclusive: TabLock;
  readonly #now: () => number;
  readonly #newId: () => string;
  /** Writes storage refused (full, disabled): kept for this visit only. */
  readonly #memory = new Map<string, string>();
  #lastSeq = 0;
  #running: Promise<SendOutcome | undefined> | null = null;

  constructor(options: QueueOptions<Op>) {
    this.#storage = options.storage;
    this.#prefix = options.prefix;
    this.#isOp = options.isOp;
    this.#exclusive = options.exclusive ?? ((run) => run());
    this.#now = options.now ?? (() => Date.now());
    this.#newId = options.newId ?? (() => crypto.randomUUID());
    if (options.legacyKey) this.#importLegacy(options.legacyKey);
  }

  /** The writes in order, as storage holds them now (another tab's included). */
  get pending(): readonly QueuedWrite<Op>[] {
    return this.#entries().map(({ key, op }) => ({ key, op }));
  }

  /**
   * Adds a write at the end, or in place of the queued write with the same key (the newer one wins). `last`: at the
   * end even then, for a write whose place among the others is what it says (a tool's use: the one sent last is
   * the account's most recent).
   */
  push(key: string, op: Op, { last = false }: { last?: boolean } = {}) {
    const seq = (last ? undefined : this.#read(key)?.seq) ?? this.#nextSeq();
    this.#write({ key, op, seq, rev: this.#newId() });
  }

  /** Replaces or drops the first write (after the user's choice on a conflict). */
  replaceFirst(op: Op | null) {
    const first = this.#entries()[0];
    if (!first) return;
    if (op === null) this.#remove(first.key);
    else this.#write({ ...first, op, rev: this.#newId() });
  }

  /**
   * Sends the writes in order until the queue is empty, the API is unreachable or a write conflicts; one replay at
   * a time across tabs. Answers the outcome that stopped it (undefined when everything went through, or when
   * another tab holds the replay and `exclusive` does not wait).
   */
  replay(send: (op: Op) => Promise<SendOutcome>, onRefused?: (message: string) => void) {
    this.#running ??= this.#exclusive(() => this.#run(send, onRefused)).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #run(send: (op: Op) => Promise<SendOutcome>, onRefused?: (message: string) => void) {
    for (let first = this.#entries()[0]; first; first = this.#entries()[0]) {
      const outcome = await send(first.op);
      if (outcome.kind === 'offline' || outcome.kind === 'conflict') return outcome;
      if (outcome.kind === 'refused') onRefused?.(outcome.message);
      // A push with the same key during the send (here or in another tab) replaced it: keep the newer write.
      if (this.#read(first.key)?.rev === first.rev) this.#remove(first.key);
    }
    return undefined;
  }

  #nextSeq(): number {
    const last = this.#entries().at(-1)?.seq ?? 0;
    this.#lastSeq = Math.max(this.#now(), last + 1, this.#lastSeq + 1);
    return this.#lastSeq;
  }

  #entries(): StoredWrite<Op>[] {
    const found = new Map<string, StoredWrite<Op>>();
    for (let i = 0; i < this.#storage.length; i++) {
      const name = this.#storage.key(i);
      if (!name?.startsWith(this.#prefix)) continue;
      const write = this.#parse(name, this.#storage.getItem(name));
      if (write) found.set(name, write);
    }
    for (const [name, text] of this.#memory) {
      const write = this.#parse(name, text);
      if (write && !found.has(name)) found.set(name, write);
    }
    return [...found.values()].sort((a, b) => a.seq - b.seq || (a.rev < b.rev ? -1 : a.rev > b.rev ? 1 : 0));
  }

  #read(key: string): StoredWrite<Op> | null {
    const name = this.#name(key);
    return this.#parse(name, this.#storage.getItem(name) ?? this.#memory.get(name) ?? null);
  }

  #parse(name: string, text: string | null): StoredWrite<Op> | null {
    if (text === null) return null;
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null) return null;
      const { op, seq, rev } = value as { op?: unknown; seq?: unknown; rev?: unknown };
      if (!this.#isOp(op) || typeof seq !== 'number' || typeof rev !== 'string') return null;
      return { key: decodeURIComponent(name.slice(this.#prefix.length)), op, seq, rev };
    } catch {
      return null;
    }
  }

  #name(key: string): string {
    return `${this.#prefix}${encodeURIComponent(key)}`;
  }

  #write({ key, op, seq, rev }: StoredWrite<Op>) {
    const name = this.#name(key);
    const text = JSON.stringify({ op, seq, rev });
    try {
      this.#storage.setItem(name, text);
      this.#memory.delete(name);
    } catch {
      // Storage full or disabled: the write lasts for this visit only.
      this.#memory.set(name, text);
    }
  }

  #remove(key: string) {
    const name = this.#name(key);
    this.#storage.removeItem(name);
    this.#memory.delete(name);
  }

  #importLegacy(legacyKey: string) {
    const text = this.#storage.getItem(legacyKey);
    if (text === null) return;
    try {
      const items: unknown = JSON.parse(text);
      if (Array.isArray(items))
        for (const item of items)
          if (typeof item?.key === 'string' && this.#isOp(item.op)) this.push(item.key, item.op);
    } catch {
      // Unreadable: nothing to move.
    }
    this.#storage.removeItem(legacyKey);
  }
}
