import {
  AccountApiError,
  AccountConflictError,
  type Component,
  type Project,
  type SubComponent,
} from '@toolbox/core/account';
import { accountKey, queueEntryPrefix } from '../stored-inputs';
import { type AccountApi, isUnreachable } from './account-api';
import { type AccountCache, byId, CHANNEL_NAME } from './account-cache';
import { type AccountWrite, type Conflict, type ConflictChoice, isWrite } from './account-writes';
import { type TabLock, tabLock } from './tab-lock';
import { type QueuedWrite, type SendOutcome, WriteQueue } from './write-queue';

// The account's writes that wait in this browser's queue while the API does not answer (offline, stack down): each
// sent with the version its row has in the local copy, answered into that copy; a 409 stops the queue and becomes
// the keep mine / take theirs / keep both choice.

export interface QueueDeps {
  api: AccountApi;
  cache: AccountCache;
  storage: Storage;
  /** One replay of the queue at a time across tabs (default: Web Locks, else a storage lease). */
  lock?: TabLock;
  onRefused?(message: string): void;
  /** Reads a project again from the API (take theirs, keep both). */
  reopen(id: string): Promise<unknown>;
}

export class AccountQueue {
  #deps: QueueDeps;
  #cache: AccountCache;
  #queue: WriteQueue<AccountWrite>;
  #conflict: Conflict | null = null;
  #current: unknown = null;
  /** The queue keys of the project writes this tab made, with their project (the queue is shared by every tab). */
  #projectWrites = new Map<string, string>();

  constructor(deps: QueueDeps) {
    this.#deps = deps;
    this.#cache = deps.cache;
    const { userId } = deps.cache;
    this.#queue = new WriteQueue<AccountWrite>({
      storage: deps.storage,
      prefix: queueEntryPrefix(userId),
      isOp: isWrite,
      // Tabs of one browser share the queue: one replays it at a time.
      exclusive: deps.lock ?? tabLock(`${CHANNEL_NAME}:${userId}`, deps.storage),
      legacyKey: accountKey(userId, 'queue'),
    });
  }

  get conflict(): Conflict | null {
    return this.#conflict;
  }

  /** The writes in order, another tab's included. */
  get pending(): readonly QueuedWrite<AccountWrite>[] {
    return this.#queue.pending;
  }

  push(key: string, write: AccountWrite) {
    // The account orders recent tools by when their use was written: a use goes after whatever was queued before.
    if (!this.#cache.closed) this.#queue.push(key, write, { last: write.kind === 'recent' });
  }

  pushProjectWrite(key: string, write: AccountWrite, projectId: string) {
    this.push(key, write);
    this.#projectWrites.set(key, projectId);
  }

  /** Empties the queue (the user's data was deleted). */
  clear() {
    while (this.#queue.pending.length > 0) this.#queue.replaceFirst(null);
  }

  /**
   * True while writes of this tab for `projectId` wait to be sent or answered. Another tab's writes in the shared
   * queue do not count: this tab's board does not hold them (it shows them once they are written and told).
   */
  hasPendingWrites(projectId: string): boolean {
    const mine = [...this.#projectWrites].filter(([, project]) => project === projectId).map(([key]) => key);
    if (mine.length === 0) return false;
    const queued = new Set(this.#queue.pending.map((w) => w.key));
    for (const key of mine) if (!queued.has(key)) this.#projectWrites.delete(key);
    return mine.some((key) => queued.has(key));
  }

  /** Replays the queue; a conflict stops it and waits for `resolve`. */
  async flush(): Promise<void> {
    if (this.#conflict || this.#cache.closed) return;
    const outcome = await this.#queue.replay(
      (write) => this.#send(write),
      (message) => this.#deps.onRefused?.(message),
    );
    // A write leaves the queue after its answer was told: a page waiting for this tab's writes looks again.
    if (this.#projectWrites.size > 0) this.#cache.emit();
    if (outcome?.kind === 'conflict') {
      const write = this.#queue.pending[0]?.op;
      if (write) {
        this.#current = outcome.current;
        this.#conflict = { write, subject: this.#subject(write), canKeepBoth: write.kind === 'save-project' };
        this.#cache.emit();
      }
    }
  }

  /** The user's answer to the conflict dialog; then the rest of the queue goes. */
  async resolve(choice: ConflictChoice): Promise<void> {
    const conflict = this.#conflict;
    if (!conflict) return;
    const { write } = conflict;
    const current = this.#current;
    this.#conflict = null;
    this.#current = null;
    const cache = this.#cache;
    try {
      if (write.kind === 'save-project') await this.#resolveProject(write.id, choice, current);
      else if (write.kind === 'component') {
        const row = current as Component;
        if (choice === 'theirs') {
          cache.patchComponent(write.projectId, write.id, () => row);
          this.#queue.replaceFirst(null);
        } else cache.patchComponent(write.projectId, write.id, (c) => ({ ...c, version: row.version }));
      } else if (write.kind === 'sub-component') {
        const row = current as SubComponent;
        if (choice === 'theirs') {
          cache.patchSub(write.projectId, write.id, () => row);
          this.#queue.replaceFirst(null);
        } else cache.patchSub(write.projectId, write.id, (s) => ({ ...s, version: row.version }));
      } else this.#queue.replaceFirst(null);
    } catch (error) {
      // Nothing was decided: the choice stays open.
      this.#conflict = conflict;
      this.#current = current;
      this.#deps.onRefused?.(error instanceof Error ? error.message : String(error));
      cache.emit();
      return;
    }
    cache.emit();
    await this.flush();
  }

  async #resolveProject(id: string, choice: ConflictChoice, current: unknown) {
    const cache = this.#cache;
    const open = cache.copy.details[id];
    const theirs = current as Project;
    const draft = open?.draft;
    if (!open || !draft) {
      this.#queue.replaceFirst(null);
      return;
    }
    if (choice === 'mine') {
      // Sent again over the newer version: mine replaces theirs, knowingly.
      cache.setDraft(id, { ...draft, baseVersion: theirs.version });
      return;
    }
    if (choice === 'both') {
      const copy = await this.#deps.api.createProject({
        name: `${draft.name} (my copy)`,
        workspace: { source: draft.source },
      });
      // The copy's rows are new rows: the server gives them ids (the original keeps the ones the draft names).
      const components = draft.components.map(({ id: _id, sub_components, ...card }) => ({
        ...card,
        sub_components: sub_components?.map(({ id: _sub, ...sub }) => sub),
      }));
      const saved = await this.#deps.api.saveBoard(copy.id, { version: copy.version, components });
      cache.set({ ...cache.copy, projects: byId(cache.copy.projects, saved.project) }, 'projects');
    }
    // Theirs (and, with keep both, the original): the local edits go, the project is read again.
    this.#queue.replaceFirst(null);
    cache.setDraft(id, undefined);
    await this.#deps.reopen(id);
  }

  async #send(write: AccountWrite): Promise<SendOutcome> {
    const { api } = this.#deps;
    const cache = this.#cache;
    try {
      switch (write.kind) {
        case 'save-project': {
          const open = cache.copy.details[write.id];
          const draft = open?.draft;
          if (!open || !draft) return { kind: 'done' };
          const project = await api.updateProject(write.id, {
            version: draft.baseVersion,
            name: draft.name,
            workspace: { source: draft.source },
          });
          const saved = await api.saveBoard(write.id, {
            version: project.version,
            components: draft.components,
          });
          const latest = cache.copy.details[write.id];
          // Edits made while this one was on its way stay as the next draft, now over the saved version.
          const next =
            latest?.draft && latest.draft !== draft
              ? { ...latest.draft, baseVersion: saved.project.version }
              : undefined;
          cache.setDetail(
            write.id,
            {
              project: saved.project,
              components: saved.components,
              workspace: { source: draft.source },
              draft: next,
            },
            'projects',
          );
          cache.set({ ...cache.copy, projects: byId(cache.copy.projects, saved.project) }, null);
          cache.boardWritten(write.id);
          break;
        }
        case 'component': {
          const row = cache.findComponent(write.projectId, write.id);
          if (!row) return { kind: 'done' };
          const component = await api.updateComponent(write.id, { version: row.version, ...write.patch });
          cache.patchComponent(write.projectId, write.id, () => component, true);
          cache.boardWritten(write.projectId);
          break;
        }
        case 'add-component': {
          const component = await api.addComponent(write.projectId, write.input);
          cache.patchComponent(write.projectId, component.id, () => component, true);
          cache.boardWritten(write.projectId);
          break;
        }
        case 'sub-component': {
          const row = cache.findSub(write.projectId, write.id);
          if (!row) return { kind: 'done' };
          const sub = await api.updateSubComponent(write.id, { version: row.version, done: write.done });
          cache.patchSub(write.projectId, write.id, () => sub, true);
          cache.boardWritten(write.projectId);
          break;
        }
        case 'favourite':
          await (write.on ? api.addFavourite(write.toolId) : api.removeFavourite(write.toolId));
          cache.changed('favourites');
          cache.broadcast('favourites');
          break;
        case 'recent':
          await api.recordRecent(write.toolId);
          cache.changed('favourites');
          cache.broadcast('favourites');
          break;
      }
      return { kind: 'done' };
    } catch (error) {
      // 401 after the session's one refresh (data-fetch.ts): signed out or the session revoked. The write is the
      // user's and waits, as offline, for a session that can send it.
      if (isUnreachable(error) || (error instanceof AccountApiError && error.status === 401))
        return { kind: 'offline' };
      if (error instanceof AccountConflictError) return { kind: 'conflict', current: error.current.row };
      return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
    }
  }

  #subject(write: AccountWrite): string {
    const cache = this.#cache;
    if (write.kind === 'save-project')
      return `the project “${cache.copy.details[write.id]?.draft?.name ?? 'Untitled'}”`;
    if (write.kind === 'component')
      return `the card “${cache.findComponent(write.projectId, write.id)?.title ?? ''}”`;
    if (write.kind === 'sub-component')
      return `the sub-task “${cache.findSub(write.projectId, write.id)?.title ?? ''}”`;
    return 'your favourites';
  }
}
