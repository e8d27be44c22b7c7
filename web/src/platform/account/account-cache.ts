import type { Component, SubComponent } from '@toolbox/core/account';
import { accountKey } from '../stored-inputs';
import { type AccountCopy, EMPTY_COPY, type OpenProject, type ProjectDraft } from './account-copy';

// The signed-in user's local copy of the account data (localStorage, under the product key): what the pages show,
// their listeners, and the word to the other tabs (BroadcastChannel) when this tab changed something.

/** Topics told to the other tabs on BroadcastChannel `toolbox-account`. */
export type AccountTopic = 'projects' | 'presets' | 'favourites' | 'profile' | `project:${string}`;

export interface AccountMessage {
  userId: string;
  topic: AccountTopic;
}

export type AccountChannel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

export const CHANNEL_NAME = 'toolbox-account';

/** The lists a refresh reads whole from the API, each replacing its part of the local copy. */
export type ListTopic = 'projects' | 'presets' | 'favourites' | 'profile';

export function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const byId = <T extends { id: string }>(rows: readonly T[], row: T) => {
  const at = rows.findIndex((r) => r.id === row.id);
  return at >= 0 ? rows.map((r, i) => (i === at ? row : r)) : [...rows, row];
};

export class AccountCache {
  readonly userId: string;
  #copy: AccountCopy;
  #listeners = new Set<() => void>();
  #storage: Storage | undefined;
  #channel: AccountChannel | undefined;
  #copyKey: string;
  /** Counts the local changes to each list: an answer read before the latest one may not hold it. */
  #changes: Record<ListTopic, number> = { projects: 0, presets: 0, favourites: 0, profile: 0 };
  /** Counts the writes of this tab to each project that the API answered: a board read before one may lack it. */
  #boardWrites = new Map<string, number>();
  /**
   * Closed (signed out, another user, a test's end): answers still on their way change nothing, neither the stored
   * copy nor the queue, which the next store of this user starts from.
   */
  #closed = false;

  constructor(userId: string, storage: Storage | undefined, channel: AccountChannel | undefined) {
    this.userId = userId;
    this.#storage = storage;
    this.#channel = channel;
    this.#copyKey = accountKey(userId, 'copy');
    this.#copy = this.#readCopy();
  }

  get copy(): AccountCopy {
    return this.#copy;
  }

  get closed(): boolean {
    return this.#closed;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** `read`: the copy takes a list as the API sent it; anything else is a local change to the lists it touches. */
  set(copy: AccountCopy, topic: AccountTopic | null, origin: 'read' | 'change' = 'change') {
    if (this.#closed) return;
    const before = this.#copy;
    if (origin === 'change') {
      if (copy.projects !== before.projects) this.changed('projects');
      if (copy.presets !== before.presets) this.changed('presets');
      if (copy.favourites !== before.favourites || copy.recents !== before.recents)
        this.changed('favourites');
      if (copy.profile !== before.profile) this.changed('profile');
    }
    this.#copy = copy;
    try {
      (this.#storage ?? localStore())?.setItem(this.#copyKey, JSON.stringify(copy));
    } catch {
      // Storage full or disabled: the copy lasts for this visit only.
    }
    if (topic) this.broadcast(topic);
    this.emit();
  }

  /** `topic` undefined: tell the other tabs about this project; null: tell nobody (a local-only change). */
  setDetail(id: string, open: OpenProject, topic?: AccountTopic | null) {
    this.set(
      { ...this.#copy, details: { ...this.#copy.details, [id]: open } },
      topic === undefined ? `project:${id}` : topic,
    );
    if (topic === 'projects') this.broadcast(`project:${id}`);
  }

  setDraft(id: string, draft: ProjectDraft | undefined) {
    const open = this.#copy.details[id];
    if (open) this.setDetail(id, { ...open, draft }, null);
  }

  findComponent(projectId: string, id: string) {
    return this.#copy.details[projectId]?.components.find((c) => c.id === id);
  }

  findSub(projectId: string, id: string) {
    for (const c of this.#copy.details[projectId]?.components ?? []) {
      const sub = c.sub_components.find((s) => s.id === id);
      if (sub) return sub;
    }
    return undefined;
  }

  patchComponent(projectId: string, id: string, change: (c: Component) => Component, tell = false) {
    const open = this.#copy.details[projectId];
    if (!open) return;
    const components = open.components.map((c) => (c.id === id ? change(c) : c));
    this.setDetail(projectId, { ...open, components }, tell ? undefined : null);
  }

  patchSub(projectId: string, id: string, change: (s: SubComponent) => SubComponent, tell = false) {
    const open = this.#copy.details[projectId];
    if (!open) return;
    const components = open.components.map((c) => ({
      ...c,
      sub_components: c.sub_components.map((s) => (s.id === id ? change(s) : s)),
    }));
    this.setDetail(projectId, { ...open, components }, tell ? undefined : null);
  }

  /** A project the server no longer has: out of the list and the open boards, its name kept to say so once. */
  forget(id: string) {
    const name = this.#copy.details[id]?.project.name ?? this.#copy.projects.find((p) => p.id === id)?.name;
    const details = { ...this.#copy.details };
    delete details[id];
    const gone = { ...this.#copy.gone, [id]: name ?? '' };
    this.set(
      { ...this.#copy, projects: this.#copy.projects.filter((p) => p.id !== id), details, gone },
      null,
    );
  }

  /** The page said the project is gone: its name is not kept any longer. */
  acknowledgeGone(id: string) {
    if (!(id in this.#copy.gone)) return;
    const gone = { ...this.#copy.gone };
    delete gone[id];
    this.set({ ...this.#copy, gone }, null);
  }

  /** How many local changes `topic`'s list has had: a read compares it before and after its answer. */
  changesOf(topic: ListTopic): number {
    return this.#changes[topic];
  }

  /** A local change to `topic`'s list: answers to reads already on their way are stale. */
  changed(topic: ListTopic) {
    this.#changes[topic] += 1;
  }

  /** How many writes of this tab to `projectId` the API has answered: a board read compares it before and after. */
  boardWrites(projectId: string): number {
    return this.#boardWrites.get(projectId) ?? 0;
  }

  /** The API answered a write of this tab to `projectId`: a read of its board already on its way may predate it. */
  boardWritten(projectId: string) {
    this.#boardWrites.set(projectId, this.boardWrites(projectId) + 1);
  }

  broadcast(topic: AccountTopic) {
    this.#channel?.postMessage({ userId: this.userId, topic } satisfies AccountMessage);
  }

  emit() {
    for (const listener of this.#listeners) listener();
  }

  close() {
    this.#closed = true;
    this.#channel?.close();
    this.#listeners.clear();
  }

  #readCopy(): AccountCopy {
    try {
      const text = (this.#storage ?? localStore())?.getItem(this.#copyKey);
      const stored: unknown = JSON.parse(text ?? 'null');
      if (typeof stored !== 'object' || stored === null) return EMPTY_COPY;
      return { ...EMPTY_COPY, ...(stored as Partial<AccountCopy>) };
    } catch {
      return EMPTY_COPY;
    }
  }
}
