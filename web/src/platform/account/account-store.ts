import type { ComponentInput, JsonObject, Preset, Profile, Project, Visibility } from '@toolbox/core/account';
import type { AccountApi } from './account-api';
import { AccountCache, type AccountChannel, type AccountMessage, localStore } from './account-cache';
import type { AccountCopy, OpenProject, ProjectDraft } from './account-copy';
import { OnlineWrites } from './account-online-writes';
import { AccountQueue } from './account-queue';
import { AccountSync } from './account-sync';
import { type CardChange, type Conflict, type ConflictChoice, localRow } from './account-writes';
import { memoryStorage } from './memory-storage';
import type { TabLock } from './tab-lock';

// The signed-in user's account data as this browser knows it: a local copy (account-cache.ts), kept in step with the
// data API (account-sync.ts). Writes land in the copy at once and go to the API through the write queue
// (account-queue.ts), so the pages work the same offline; the few that need the API at once go straight to it
// (account-online-writes.ts). Every successful write tells the other tabs (BroadcastChannel) and a focus or a 30 s
// poll while visible brings other devices' changes.

export interface StoreDeps {
  api: AccountApi;
  userId: string;
  storage?: Storage;
  channel?: AccountChannel;
  onRefused?(message: string): void;
  /** One replay of the queue at a time across tabs (default: Web Locks, else a storage lease). */
  lock?: TabLock;
}

export class AccountStore {
  readonly userId: string;
  #cache: AccountCache;
  #queue: AccountQueue;
  #sync: AccountSync;
  #online: OnlineWrites;

  constructor(deps: StoreDeps) {
    this.userId = deps.userId;
    this.#cache = new AccountCache(deps.userId, deps.storage, deps.channel);
    this.#queue = new AccountQueue({
      api: deps.api,
      cache: this.#cache,
      storage: deps.storage ?? localStore() ?? memoryStorage(),
      lock: deps.lock,
      onRefused: deps.onRefused,
      reopen: (id) => this.openProject(id),
    });
    this.#sync = new AccountSync(deps.api, this.#cache, this.#queue);
    this.#online = new OnlineWrites(deps.api, this.#cache, this.#queue, deps.storage);
    if (deps.channel) {
      deps.channel.onmessage = (event: MessageEvent) => {
        const message = event.data as Partial<AccountMessage> | null;
        if (message?.userId !== this.userId || typeof message.topic !== 'string') return;
        // Another tab wrote: read what changed from the API (each tab keeps its own copy; the stored one is only
        // what the next page load starts from).
        void this.#sync.refreshTopic(message.topic).catch(() => undefined);
      };
    }
  }

  // ---- reading -------------------------------------------------------------------------------------------------

  get copy(): AccountCopy {
    return this.#cache.copy;
  }

  get conflict(): Conflict | null {
    return this.#queue.conflict;
  }

  /** Writes waiting for the API (offline or stack down). */
  get pendingWrites(): number {
    return this.#queue.pending.length;
  }

  subscribe = (listener: () => void) => this.#cache.subscribe(listener);

  getSnapshot = () => this.#cache.copy;

  // ---- refreshing from the API ---------------------------------------------------------------------------------

  /** The project list (changes since the last poll once the list is known). */
  refreshProjects = (): Promise<void> => this.#sync.refreshProjects();
  /** One project with its board and workspace; local edits not yet saved stay on top of it. */
  openProject = (id: string): Promise<OpenProject | undefined> => this.#sync.openProject(id);
  refreshPresets = (): Promise<void> => this.#sync.refreshPresets();
  refreshFavourites = (): Promise<void> => this.#sync.refreshFavourites();
  refreshProfile = (): Promise<Profile | null> => this.#sync.refreshProfile();

  /**
   * True while writes of this tab for `projectId` wait to be sent or answered. Another tab's writes in the shared
   * queue do not count: this tab's board does not hold them (it shows them once they are written and told).
   */
  hasPendingWrites(projectId: string): boolean {
    return this.#queue.hasPendingWrites(projectId);
  }

  /**
   * True while `projectId`'s board is not held here because its last read found the API unreachable (offline, the
   * stack down, a 5xx): `refreshAll` (back online, focus, the 30 s poll) reads it again.
   */
  unreached(projectId: string): boolean {
    return this.#sync.unreached(projectId);
  }

  /** Everything a page shows, then the queue: what focus, coming back online and the 30 s poll run. */
  async refreshAll(): Promise<void> {
    await this.flush();
    await Promise.all([
      this.refreshProjects(),
      this.refreshPresets(),
      this.refreshFavourites(),
      this.#sync.retryUnreached(),
    ]);
  }

  /** The page said the project is gone: its name is not kept any longer. */
  acknowledgeGone(id: string) {
    this.#cache.acknowledgeGone(id);
  }

  // ---- writes that wait in the queue when offline --------------------------------------------------------------

  /** Keeps the project's new state locally at once and sends it (now, or when the API answers). */
  saveProject(id: string, change: Omit<ProjectDraft, 'baseVersion'>) {
    const open = this.#cache.copy.details[id];
    if (!open) return;
    const draft: ProjectDraft = { baseVersion: open.draft?.baseVersion ?? open.project.version, ...change };
    const projects = this.#cache.copy.projects.map((p) => (p.id === id ? { ...p, name: change.name } : p));
    this.#cache.set(
      { ...this.#cache.copy, projects, details: { ...this.#cache.copy.details, [id]: { ...open, draft } } },
      null,
    );
    this.#queue.pushProjectWrite(`project:${id}`, { kind: 'save-project', id }, id);
    return this.flush();
  }

  /** A Kanban drag or a status pick: the card's row, written through. */
  updateComponent(projectId: string, id: string, patch: CardChange) {
    this.#cache.patchComponent(projectId, id, (c) => ({ ...c, ...patch }));
    this.#queue.pushProjectWrite(`component:${id}`, { kind: 'component', projectId, id, patch }, projectId);
    return this.flush();
  }

  /** A card added on the board: its id is made here, so later writes can name it while it is still queued. */
  addComponent(projectId: string, input: ComponentInput & { id: string }) {
    const open = this.#cache.copy.details[projectId];
    if (open)
      this.#cache.setDetail(
        projectId,
        { ...open, components: [...open.components, localRow(projectId, input)] },
        null,
      );
    this.#queue.pushProjectWrite(`add:${input.id}`, { kind: 'add-component', projectId, input }, projectId);
    return this.flush();
  }

  /** A sub-task ticked or unticked. */
  tickSubComponent(projectId: string, id: string, done: boolean) {
    this.#cache.patchSub(projectId, id, (s) => ({ ...s, done }));
    this.#queue.pushProjectWrite(`sub:${id}`, { kind: 'sub-component', projectId, id, done }, projectId);
    return this.flush();
  }

  toggleFavourite(toolId: string) {
    return this.setFavourite(toolId, !this.#cache.copy.favourites.includes(toolId));
  }

  /** Stars (`on`) or unstars a tool; the same again is still sent (another device may have changed it). */
  setFavourite(toolId: string, on: boolean) {
    const starred = this.#cache.copy.favourites.includes(toolId);
    const favourites = on
      ? starred
        ? this.#cache.copy.favourites
        : [...this.#cache.copy.favourites, toolId]
      : this.#cache.copy.favourites.filter((id) => id !== toolId);
    this.#cache.set({ ...this.#cache.copy, favourites }, null);
    this.#queue.push(`favourite:${toolId}`, { kind: 'favourite', toolId, on });
    return this.flush();
  }

  recordRecent(toolId: string, limit: number) {
    if (this.#cache.copy.recents[0] === toolId) return Promise.resolve();
    const recents = [toolId, ...this.#cache.copy.recents.filter((id) => id !== toolId)].slice(0, limit);
    this.#cache.set({ ...this.#cache.copy, recents }, null);
    this.#queue.push(`recent:${toolId}`, { kind: 'recent', toolId });
    return this.flush();
  }

  /** Sends this browser's favourites and recents to the account once, the first time this user signs in here. */
  migrateHistory(favourites: readonly string[], recents: readonly string[], limit: number) {
    if (this.#cache.copy.historyMigrated) return;
    const mergedFavourites = [...new Set([...this.#cache.copy.favourites, ...favourites])];
    // Sent after the account's, this browser's recents become its newest: shown first, as the account will list them.
    const mergedRecents = [...new Set([...recents, ...this.#cache.copy.recents])].slice(0, limit);
    this.#cache.set(
      { ...this.#cache.copy, favourites: mergedFavourites, recents: mergedRecents, historyMigrated: true },
      null,
    );
    for (const toolId of favourites)
      this.#queue.push(`favourite:${toolId}`, { kind: 'favourite', toolId, on: true });
    // Oldest first, so the server's newest-first order ends as this browser's.
    for (const toolId of [...recents].reverse())
      this.#queue.push(`recent:${toolId}`, { kind: 'recent', toolId });
    return this.flush();
  }

  /** Replays the queue; a conflict stops it and waits for `resolve`. */
  flush(): Promise<void> {
    return this.#queue.flush();
  }

  /** The user's answer to the conflict dialog; then the rest of the queue goes. */
  resolve(choice: ConflictChoice): Promise<void> {
    return this.#queue.resolve(choice);
  }

  // ---- writes that need the API now (account-online-writes.ts) -------------------------------------------------

  createProject(
    name: string,
    source: string,
    components: ComponentInput[],
    team?: string,
  ): Promise<OpenProject> {
    return this.#online.createProject(name, source, components, team);
  }

  setVisibility(id: string, visibility: Visibility): Promise<void> {
    return this.#online.setVisibility(id, visibility);
  }

  projectMoved(project: Project): void {
    this.#online.projectMoved(project);
  }

  deleteProject(id: string): Promise<void> {
    return this.#online.deleteProject(id);
  }

  savePreset(toolId: string, name: string, inputs: JsonObject): Promise<Preset> {
    return this.#online.savePreset(toolId, name, inputs);
  }

  deletePreset(id: string): Promise<void> {
    return this.#online.deletePreset(id);
  }

  updateProfile(patch: { full_name?: string; username?: string | null }): Promise<Profile> {
    return this.#online.updateProfile(patch);
  }

  exportData(): Promise<unknown> {
    return this.#online.exportData();
  }

  deleteMyData(): Promise<Record<string, number>> {
    return this.#online.deleteMyData();
  }

  close() {
    this.#cache.close();
  }
}
