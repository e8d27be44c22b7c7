import {
  AccountApiError,
  AccountConflictError,
  type Component,
  type ComponentInput,
  type ComponentPatch,
  componentFields,
  type JsonObject,
  type Preset,
  type Profile,
  type Project,
  type SubComponent,
  type Visibility,
} from '@toolbox/core/account';
import { accountKey, clearToolInputs, queueEntryPrefix } from '../stored-inputs';
import { type AccountApi, isUnreachable } from './account-api';
import { type AccountCopy, EMPTY_COPY, type OpenProject, type ProjectDraft } from './account-copy';
import { memoryStorage } from './memory-storage';
import { type TabLock, tabLock } from './tab-lock';
import { type SendOutcome, WriteQueue } from './write-queue';

// The signed-in user's account data as this browser knows it: a local copy (localStorage, under the product key),
// kept in step with the data API. Writes land in the copy at once and go to the API through the write queue, so
// the pages work the same offline; every successful write tells the other tabs (BroadcastChannel) and a focus or
// a 30 s poll while visible brings other devices' changes.

/** A card's change without the version: the version is read from the local copy when the write is sent. */
export type CardChange = Omit<ComponentPatch, 'version'>;

export type AccountWrite =
  | { kind: 'save-project'; id: string }
  | { kind: 'component'; projectId: string; id: string; patch: CardChange }
  | { kind: 'add-component'; projectId: string; input: ComponentInput & { id: string } }
  | { kind: 'sub-component'; projectId: string; id: string; done: boolean }
  | { kind: 'favourite'; toolId: string; on: boolean }
  | { kind: 'recent'; toolId: string };

const WRITE_KINDS = new Set([
  'save-project',
  'component',
  'add-component',
  'sub-component',
  'favourite',
  'recent',
]);
const isWrite = (value: unknown): value is AccountWrite =>
  typeof value === 'object' &&
  value !== null &&
  WRITE_KINDS.has((value as { kind?: unknown }).kind as string);

export type ConflictChoice = 'mine' | 'theirs' | 'both';

/** A queued write that met a newer row: shown as the keep mine / take theirs / keep both dialog. */
export interface Conflict {
  write: AccountWrite;
  /** What was changed, for the dialog ("the project Roadmap", "the card Wireframes"). */
  subject: string;
  /** Keep both makes a copy: offered for projects only (a card or a tick has no meaningful copy). */
  canKeepBoth: boolean;
}

/** Topics told to the other tabs on BroadcastChannel `toolbox-account`. */
export type AccountTopic = 'projects' | 'presets' | 'favourites' | 'profile' | `project:${string}`;

export interface AccountMessage {
  userId: string;
  topic: AccountTopic;
}

export interface StoreDeps {
  api: AccountApi;
  userId: string;
  storage?: Storage;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((event: MessageEvent) => void) | null;
  };
  onRefused?(message: string): void;
  /** One replay of the queue at a time across tabs (default: Web Locks, else a storage lease). */
  lock?: TabLock;
}

export const CHANNEL_NAME = 'toolbox-account';

/** The lists a refresh reads whole from the API, each replacing its part of the local copy. */
type ListTopic = 'projects' | 'presets' | 'favourites' | 'profile';

/** A list read again this many times at most while local writes keep making its answers stale. */
const LIST_READS = 3;

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const byId = <T extends { id: string }>(rows: readonly T[], row: T) => {
  const at = rows.findIndex((r) => r.id === row.id);
  return at >= 0 ? rows.map((r, i) => (i === at ? row : r)) : [...rows, row];
};

const newest = (a: string | null, b: string) => (a === null || b > a ? b : a);

/** A card added here, shown at once while its write waits: version 0 until the API answers with the row. */
function localRow(projectId: string, input: ComponentInput & { id: string }): Component {
  return {
    id: input.id,
    project_id: projectId,
    ...componentFields(input, true),
    position: input.position ?? 0,
    updated_at: '',
    version: 0,
    sub_components: [],
  };
}

export class AccountStore {
  readonly userId: string;
  #copy: AccountCopy;
  #listeners = new Set<() => void>();
  #queue: WriteQueue<AccountWrite>;
  #conflict: Conflict | null = null;
  #current: unknown = null;
  #deps: StoreDeps;
  #copyKey: string;
  /** Counts the local changes to each list: an answer read before the latest one may not hold it. */
  #changes: Record<ListTopic, number> = { projects: 0, presets: 0, favourites: 0, profile: 0 };
  /** The queue keys of the project writes this tab made, with their project (the queue is shared by every tab). */
  #projectWrites = new Map<string, string>();
  /**
   * Closed (signed out, another user, a test's end): answers still on their way change nothing, neither the stored
   * copy nor the queue, which the next store of this user starts from.
   */
  #closed = false;

  constructor(deps: StoreDeps) {
    this.#deps = deps;
    this.userId = deps.userId;
    this.#copyKey = accountKey(deps.userId, 'copy');
    const storage = deps.storage ?? localStore() ?? memoryStorage();
    const queueKey = accountKey(deps.userId, 'queue');
    this.#queue = new WriteQueue<AccountWrite>({
      storage,
      prefix: queueEntryPrefix(deps.userId),
      isOp: isWrite,
      // Tabs of one browser share the queue: one replays it at a time.
      exclusive: deps.lock ?? tabLock(`${CHANNEL_NAME}:${deps.userId}`, storage),
      legacyKey: queueKey,
    });
    this.#copy = this.#readCopy();
    if (deps.channel) {
      deps.channel.onmessage = (event: MessageEvent) => {
        const message = event.data as Partial<AccountMessage> | null;
        if (message?.userId !== this.userId || typeof message.topic !== 'string') return;
        // Another tab wrote: read what changed from the API (each tab keeps its own copy; the stored one is only
        // what the next page load starts from).
        void this.#refreshTopic(message.topic).catch(() => undefined);
      };
    }
  }

  // ---- reading -------------------------------------------------------------------------------------------------

  get copy(): AccountCopy {
    return this.#copy;
  }

  get conflict(): Conflict | null {
    return this.#conflict;
  }

  /** Writes waiting for the API (offline or stack down). */
  get pendingWrites(): number {
    return this.#queue.pending.length;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = () => this.#copy;

  // ---- refreshing from the API ---------------------------------------------------------------------------------

  /** The project list (changes since the last poll once the list is known), then the queue's replay. */
  async refreshProjects(): Promise<void> {
    let changed: Project[] = [];
    await this.#readList(
      'projects',
      async () => {
        const since = this.#copy.since ?? undefined;
        return { since, answer: await this.#deps.api.listProjects({ since }) };
      },
      ({ since, answer }) => {
        const deleted = new Set(answer.deleted ?? []);
        let projects = since ? this.#copy.projects.filter((p) => !deleted.has(p.id)) : [];
        for (const project of answer.projects) projects = byId(projects, project);
        // Projects known here and no longer in the list: deleted elsewhere (the page that shows one says so).
        const listed = new Set(projects.map((p) => p.id));
        const gone = { ...this.#copy.gone };
        for (const p of this.#copy.projects) if (!listed.has(p.id)) gone[p.id] = p.name;
        const details = { ...this.#copy.details };
        for (const id of Object.keys(details))
          if (!listed.has(id) && details[id]?.project.owner) delete details[id];
        const latest = answer.projects.reduce((at, p) => newest(at, p.updated_at), this.#copy.since);
        this.#set({ ...this.#copy, projects, details, gone, since: latest }, null, 'read');
        changed = answer.projects;
      },
    );
    // A project changed elsewhere and open here without local edits: bring its board too. A card moved or a sub-task
    // ticked leaves the project's version as it is and only moves its updated_at.
    for (const project of changed) {
      const open = this.#copy.details[project.id];
      if (open && !open.draft && open.project.updated_at !== project.updated_at)
        await this.openProject(project.id);
    }
  }

  /** One project with its board and workspace; local edits not yet saved stay on top of it. */
  async openProject(id: string): Promise<OpenProject | undefined> {
    await this.#guard(async () => {
      let detail: Awaited<ReturnType<AccountApi['getProject']>>;
      try {
        detail = await this.#deps.api.getProject(id);
      } catch (error) {
        if (!(error instanceof AccountApiError && error.status === 404)) throw error;
        this.#forget(id);
        return;
      }
      const known = this.#copy.details[id];
      const components = known
        ? this.#withQueuedRows(id, known.components, detail.components)
        : detail.components;
      const open: OpenProject = known?.draft
        ? { ...detail, components, draft: known.draft }
        : { ...detail, components };
      const projects = detail.project.owner ? byId(this.#copy.projects, detail.project) : this.#copy.projects;
      this.#set({ ...this.#copy, projects, details: { ...this.#copy.details, [id]: open } }, null);
    });
    return this.#copy.details[id];
  }

  async refreshPresets(): Promise<void> {
    await this.#readList(
      'presets',
      () => this.#deps.api.listPresets(),
      (presets) => this.#set({ ...this.#copy, presets }, null, 'read'),
    );
  }

  async refreshFavourites(): Promise<void> {
    await this.#readList(
      'favourites',
      () => this.#deps.api.getFavourites(),
      (answer) => {
        // Writes still queued here are newer than the server's list.
        const queued = this.#queue.pending.some((w) => w.op.kind === 'favourite' || w.op.kind === 'recent');
        if (queued) return;
        this.#set(
          {
            ...this.#copy,
            favourites: answer.favourites.map((f) => f.tool_id),
            recents: answer.recents.map((r) => r.tool_id),
          },
          null,
          'read',
        );
      },
    );
  }

  async refreshProfile(): Promise<Profile | null> {
    await this.#readList(
      'profile',
      () => this.#deps.api.getProfile(),
      (profile) => this.#set({ ...this.#copy, profile }, null, 'read'),
    );
    return this.#copy.profile;
  }

  async #refreshTopic(topic: string) {
    if (topic === 'projects') return this.refreshProjects();
    if (topic === 'presets') return this.refreshPresets();
    if (topic === 'favourites') return this.refreshFavourites();
    if (topic === 'profile') return this.refreshProfile();
    const id = topic.startsWith('project:') ? topic.slice('project:'.length) : '';
    if (this.#copy.details[id]) await this.openProject(id);
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

  /** Everything a page shows, then the queue: what focus and the 30 s poll run. */
  async refreshAll(): Promise<void> {
    await this.flush();
    await Promise.all([this.refreshProjects(), this.refreshPresets(), this.refreshFavourites()]);
  }

  // ---- writes that wait in the queue when offline --------------------------------------------------------------

  /** Keeps the project's new state locally at once and sends it (now, or when the API answers). */
  saveProject(id: string, change: Omit<ProjectDraft, 'baseVersion'>) {
    const open = this.#copy.details[id];
    if (!open) return;
    const draft: ProjectDraft = { baseVersion: open.draft?.baseVersion ?? open.project.version, ...change };
    const projects = this.#copy.projects.map((p) => (p.id === id ? { ...p, name: change.name } : p));
    this.#set(
      { ...this.#copy, projects, details: { ...this.#copy.details, [id]: { ...open, draft } } },
      null,
    );
    this.#pushProjectWrite(`project:${id}`, { kind: 'save-project', id }, id);
    return this.flush();
  }

  /** A Kanban drag or a status pick: the card's row, written through. */
  updateComponent(projectId: string, id: string, patch: CardChange) {
    this.#patchComponentLocally(projectId, id, (c) => ({ ...c, ...patch }));
    this.#pushProjectWrite(`component:${id}`, { kind: 'component', projectId, id, patch }, projectId);
    return this.flush();
  }

  /** A card added on the board: its id is made here, so later writes can name it while it is still queued. */
  addComponent(projectId: string, input: ComponentInput & { id: string }) {
    const open = this.#copy.details[projectId];
    if (open)
      this.#setDetail(
        projectId,
        { ...open, components: [...open.components, localRow(projectId, input)] },
        null,
      );
    this.#pushProjectWrite(`add:${input.id}`, { kind: 'add-component', projectId, input }, projectId);
    return this.flush();
  }

  /** A sub-task ticked or unticked. */
  tickSubComponent(projectId: string, id: string, done: boolean) {
    this.#patchSubLocally(projectId, id, (s) => ({ ...s, done }));
    this.#pushProjectWrite(`sub:${id}`, { kind: 'sub-component', projectId, id, done }, projectId);
    return this.flush();
  }

  toggleFavourite(toolId: string) {
    return this.setFavourite(toolId, !this.#copy.favourites.includes(toolId));
  }

  /** Stars (`on`) or unstars a tool; the same again is still sent (another device may have changed it). */
  setFavourite(toolId: string, on: boolean) {
    const starred = this.#copy.favourites.includes(toolId);
    const favourites = on
      ? starred
        ? this.#copy.favourites
        : [...this.#copy.favourites, toolId]
      : this.#copy.favourites.filter((id) => id !== toolId);
    this.#set({ ...this.#copy, favourites }, null);
    this.#push(`favourite:${toolId}`, { kind: 'favourite', toolId, on });
    return this.flush();
  }

  recordRecent(toolId: string, limit: number) {
    if (this.#copy.recents[0] === toolId) return Promise.resolve();
    const recents = [toolId, ...this.#copy.recents.filter((id) => id !== toolId)].slice(0, limit);
    this.#set({ ...this.#copy, recents }, null);
    this.#push(`recent:${toolId}`, { kind: 'recent', toolId });
    return this.flush();
  }

  /** Sends this browser's favourites and recents to the account once, the first time this user signs in here. */
  migrateHistory(favourites: readonly string[], recents: readonly string[], limit: number) {
    if (this.#copy.historyMigrated) return;
    const mergedFavourites = [...new Set([...this.#copy.favourites, ...favourites])];
    // Sent after the account's, this browser's recents become its newest: shown first, as the account will list them.
    const mergedRecents = [...new Set([...recents, ...this.#copy.recents])].slice(0, limit);
    this.#set(
      { ...this.#copy, favourites: mergedFavourites, recents: mergedRecents, historyMigrated: true },
      null,
    );
    for (const toolId of favourites)
      this.#push(`favourite:${toolId}`, { kind: 'favourite', toolId, on: true });
    // Oldest first, so the server's newest-first order ends as this browser's.
    for (const toolId of [...recents].reverse()) this.#push(`recent:${toolId}`, { kind: 'recent', toolId });
    return this.flush();
  }

  /** Replays the queue; a conflict stops it and waits for `resolve`. */
  async flush(): Promise<void> {
    if (this.#conflict || this.#closed) return;
    const outcome = await this.#queue.replay(
      (write) => this.#send(write),
      (message) => this.#deps.onRefused?.(message),
    );
    // A write leaves the queue after its answer was told: a page waiting for this tab's writes looks again.
    if (this.#projectWrites.size > 0) this.#emit();
    if (outcome?.kind === 'conflict') {
      const write = this.#queue.pending[0]?.op;
      if (write) {
        this.#current = outcome.current;
        this.#conflict = { write, subject: this.#subject(write), canKeepBoth: write.kind === 'save-project' };
        this.#emit();
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
    try {
      if (write.kind === 'save-project') await this.#resolveProject(write.id, choice, current);
      else if (write.kind === 'component') {
        const row = current as Component;
        if (choice === 'theirs') {
          this.#patchComponentLocally(write.projectId, write.id, () => row);
          this.#queue.replaceFirst(null);
        } else
          this.#patchComponentLocally(write.projectId, write.id, (c) => ({ ...c, version: row.version }));
      } else if (write.kind === 'sub-component') {
        const row = current as SubComponent;
        if (choice === 'theirs') {
          this.#patchSubLocally(write.projectId, write.id, () => row);
          this.#queue.replaceFirst(null);
        } else this.#patchSubLocally(write.projectId, write.id, (s) => ({ ...s, version: row.version }));
      } else this.#queue.replaceFirst(null);
    } catch (error) {
      // Nothing was decided: the choice stays open.
      this.#conflict = conflict;
      this.#current = current;
      this.#deps.onRefused?.(error instanceof Error ? error.message : String(error));
      this.#emit();
      return;
    }
    this.#emit();
    await this.flush();
  }

  async #resolveProject(id: string, choice: ConflictChoice, current: unknown) {
    const open = this.#copy.details[id];
    const theirs = current as Project;
    const draft = open?.draft;
    if (!open || !draft) {
      this.#queue.replaceFirst(null);
      return;
    }
    if (choice === 'mine') {
      // Sent again over the newer version: mine replaces theirs, knowingly.
      this.#setDraft(id, { ...draft, baseVersion: theirs.version });
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
      this.#set({ ...this.#copy, projects: byId(this.#copy.projects, saved.project) }, 'projects');
    }
    // Theirs (and, with keep both, the original): the local edits go, the project is read again.
    this.#queue.replaceFirst(null);
    this.#setDraft(id, undefined);
    await this.openProject(id);
  }

  // ---- writes that need the API now ----------------------------------------------------------------------------

  async createProject(name: string, source: string, components: ComponentInput[]): Promise<OpenProject> {
    const project = await this.#deps.api.createProject({ name, workspace: { source } });
    const saved = await this.#deps.api.saveBoard(project.id, { version: project.version, components });
    const open: OpenProject = { project: saved.project, components: saved.components, workspace: { source } };
    this.#set(
      {
        ...this.#copy,
        projects: byId(this.#copy.projects, saved.project),
        details: { ...this.#copy.details, [project.id]: open },
      },
      'projects',
    );
    return open;
  }

  /** Public: anyone with the project's link can read it; private: only its owner. */
  async setVisibility(id: string, visibility: Visibility): Promise<void> {
    const open = this.#copy.details[id];
    const known = open?.project ?? this.#copy.projects.find((p) => p.id === id);
    if (!known) return;
    const project = await this.#deps.api.updateProject(id, { version: known.version, visibility });
    const draft =
      open?.draft && open.draft.baseVersion === known.version
        ? { ...open.draft, baseVersion: project.version }
        : open?.draft;
    const details = open ? { ...this.#copy.details, [id]: { ...open, project, draft } } : this.#copy.details;
    this.#set({ ...this.#copy, projects: byId(this.#copy.projects, project), details }, 'projects');
  }

  async deleteProject(id: string): Promise<void> {
    await this.#deps.api.deleteProject(id);
    const details = { ...this.#copy.details };
    delete details[id];
    this.#set(
      { ...this.#copy, projects: this.#copy.projects.filter((p) => p.id !== id), details },
      'projects',
    );
  }

  async savePreset(toolId: string, name: string, inputs: JsonObject): Promise<Preset> {
    const existing = this.#copy.presets.find((p) => p.tool_id === toolId && p.name === name);
    const preset = existing
      ? await this.#deps.api.updatePreset(existing.id, { version: existing.version, inputs })
      : await this.#deps.api.createPreset({ tool_id: toolId, name, inputs });
    this.#set({ ...this.#copy, presets: byId(this.#copy.presets, preset) }, 'presets');
    return preset;
  }

  async deletePreset(id: string): Promise<void> {
    await this.#deps.api.deletePreset(id);
    this.#set({ ...this.#copy, presets: this.#copy.presets.filter((p) => p.id !== id) }, 'presets');
  }

  async updateProfile(patch: { full_name?: string; username?: string | null }): Promise<Profile> {
    const version = this.#copy.profile?.version ?? (await this.#deps.api.getProfile()).version;
    const profile = await this.#deps.api.updateProfile({ version, ...patch });
    this.#set({ ...this.#copy, profile }, 'profile');
    return profile;
  }

  /** Everything of the user's, as the API sent it (the document the profile page downloads). */
  async exportData(): Promise<unknown> {
    return (await this.#deps.api.exportData()).json;
  }

  /**
   * Deletes every row of the user's data on the server, then this browser's: the local copy, the queue and the
   * inputs its forms keep (favourites and recent tools follow the emptied copy).
   */
  async deleteMyData(): Promise<Record<string, number>> {
    const deleted = await this.#deps.api.deleteMyData();
    while (this.#queue.pending.length > 0) this.#queue.replaceFirst(null);
    if (!this.#deps.storage) clearToolInputs(this.userId);
    this.#set({ ...EMPTY_COPY, historyMigrated: true }, 'projects');
    this.#broadcast('presets');
    this.#broadcast('favourites');
    this.#broadcast('profile');
    return deleted;
  }

  close() {
    this.#closed = true;
    this.#deps.channel?.close();
    this.#listeners.clear();
  }

  // ---- internals -----------------------------------------------------------------------------------------------

  async #send(write: AccountWrite): Promise<SendOutcome> {
    const { api } = this.#deps;
    try {
      switch (write.kind) {
        case 'save-project': {
          const open = this.#copy.details[write.id];
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
          const latest = this.#copy.details[write.id];
          // Edits made while this one was on its way stay as the next draft, now over the saved version.
          const next =
            latest?.draft && latest.draft !== draft
              ? { ...latest.draft, baseVersion: saved.project.version }
              : undefined;
          this.#setDetail(
            write.id,
            {
              project: saved.project,
              components: saved.components,
              workspace: { source: draft.source },
              draft: next,
            },
            'projects',
          );
          this.#set({ ...this.#copy, projects: byId(this.#copy.projects, saved.project) }, null);
          break;
        }
        case 'component': {
          const row = this.#findComponent(write.projectId, write.id);
          if (!row) return { kind: 'done' };
          const component = await api.updateComponent(write.id, { version: row.version, ...write.patch });
          this.#patchComponentLocally(write.projectId, write.id, () => component, true);
          break;
        }
        case 'add-component': {
          const component = await api.addComponent(write.projectId, write.input);
          this.#patchComponentLocally(write.projectId, component.id, () => component, true);
          break;
        }
        case 'sub-component': {
          const row = this.#findSub(write.projectId, write.id);
          if (!row) return { kind: 'done' };
          const sub = await api.updateSubComponent(write.id, { version: row.version, done: write.done });
          this.#patchSubLocally(write.projectId, write.id, () => sub, true);
          break;
        }
        case 'favourite':
          await (write.on ? api.addFavourite(write.toolId) : api.removeFavourite(write.toolId));
          this.#changed('favourites');
          this.#broadcast('favourites');
          break;
        case 'recent':
          await api.recordRecent(write.toolId);
          this.#changed('favourites');
          this.#broadcast('favourites');
          break;
      }
      return { kind: 'done' };
    } catch (error) {
      if (isUnreachable(error)) return { kind: 'offline' };
      if (error instanceof AccountConflictError) return { kind: 'conflict', current: error.current.row };
      return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
    }
  }

  #subject(write: AccountWrite): string {
    if (write.kind === 'save-project')
      return `the project “${this.#copy.details[write.id]?.draft?.name ?? 'Untitled'}”`;
    if (write.kind === 'component')
      return `the card “${this.#findComponent(write.projectId, write.id)?.title ?? ''}”`;
    if (write.kind === 'sub-component')
      return `the sub-task “${this.#findSub(write.projectId, write.id)?.title ?? ''}”`;
    return 'your favourites';
  }

  /**
   * The board as read, but each row a queued write names stays as this browser has it: the edit stays shown, and
   * goes with the version it was made on, so only a change made elsewhere meanwhile conflicts with it.
   */
  #withQueuedRows(projectId: string, local: Component[], read: Component[]): Component[] {
    const cards = new Set<string>();
    const subs = new Set<string>();
    for (const { op } of this.#queue.pending) {
      if (!('projectId' in op) || op.projectId !== projectId) continue;
      if (op.kind === 'sub-component') subs.add(op.id);
      else cards.add(op.kind === 'add-component' ? op.input.id : op.id);
    }
    if (cards.size === 0 && subs.size === 0) return read;
    const localSubs = new Map(local.flatMap((c) => c.sub_components.map((s) => [s.id, s] as const)));
    const rows = read.map((row) => {
      const mine = cards.has(row.id) ? local.find((c) => c.id === row.id) : undefined;
      if (mine) return mine;
      if (!row.sub_components.some((s) => subs.has(s.id))) return row;
      const sub_components = row.sub_components.map((s) => (subs.has(s.id) && localSubs.get(s.id)) || s);
      return { ...row, sub_components };
    });
    // Cards added here and not yet written are not on the server's board.
    const listed = new Set(read.map((c) => c.id));
    return [...rows, ...local.filter((c) => cards.has(c.id) && !listed.has(c.id))];
  }

  /** A project the server no longer has: out of the list and the open boards, its name kept to say so once. */
  #forget(id: string) {
    const name = this.#copy.details[id]?.project.name ?? this.#copy.projects.find((p) => p.id === id)?.name;
    const details = { ...this.#copy.details };
    delete details[id];
    const gone = { ...this.#copy.gone, [id]: name ?? '' };
    this.#set(
      { ...this.#copy, projects: this.#copy.projects.filter((p) => p.id !== id), details, gone },
      null,
    );
  }

  /** The page said the project is gone: its name is not kept any longer. */
  acknowledgeGone(id: string) {
    if (!(id in this.#copy.gone)) return;
    const gone = { ...this.#copy.gone };
    delete gone[id];
    this.#set({ ...this.#copy, gone }, null);
  }

  #findComponent(projectId: string, id: string) {
    return this.#copy.details[projectId]?.components.find((c) => c.id === id);
  }

  #findSub(projectId: string, id: string) {
    for (const c of this.#copy.details[projectId]?.components ?? []) {
      const sub = c.sub_components.find((s) => s.id === id);
      if (sub) return sub;
    }
    return undefined;
  }

  #patchComponentLocally(projectId: string, id: string, change: (c: Component) => Component, tell = false) {
    const open = this.#copy.details[projectId];
    if (!open) return;
    const components = open.components.map((c) => (c.id === id ? change(c) : c));
    this.#setDetail(projectId, { ...open, components }, tell ? undefined : null);
  }

  #patchSubLocally(projectId: string, id: string, change: (s: SubComponent) => SubComponent, tell = false) {
    const open = this.#copy.details[projectId];
    if (!open) return;
    const components = open.components.map((c) => ({
      ...c,
      sub_components: c.sub_components.map((s) => (s.id === id ? change(s) : s)),
    }));
    this.#setDetail(projectId, { ...open, components }, tell ? undefined : null);
  }

  #push(key: string, write: AccountWrite) {
    // The account orders recent tools by when their use was written: a use goes after whatever was queued before.
    if (!this.#closed) this.#queue.push(key, write, { last: write.kind === 'recent' });
  }

  #pushProjectWrite(key: string, write: AccountWrite, projectId: string) {
    this.#push(key, write);
    this.#projectWrites.set(key, projectId);
  }

  #setDraft(id: string, draft: ProjectDraft | undefined) {
    const open = this.#copy.details[id];
    if (open) this.#setDetail(id, { ...open, draft }, null);
  }

  /** `topic` undefined: tell the other tabs about this project; null: tell nobody (a local-only change). */
  #setDetail(id: string, open: OpenProject, topic?: AccountTopic | null) {
    this.#set(
      { ...this.#copy, details: { ...this.#copy.details, [id]: open } },
      topic === undefined ? `project:${id}` : topic,
    );
    if (topic === 'projects') this.#broadcast(`project:${id}`);
  }

  /** `read`: the copy takes a list as the API sent it; anything else is a local change to the lists it touches. */
  #set(copy: AccountCopy, topic: AccountTopic | null, origin: 'read' | 'change' = 'change') {
    if (this.#closed) return;
    const before = this.#copy;
    if (origin === 'change') {
      if (copy.projects !== before.projects) this.#changed('projects');
      if (copy.presets !== before.presets) this.#changed('presets');
      if (copy.favourites !== before.favourites || copy.recents !== before.recents)
        this.#changed('favourites');
      if (copy.profile !== before.profile) this.#changed('profile');
    }
    this.#copy = copy;
    try {
      (this.#deps.storage ?? localStore())?.setItem(this.#copyKey, JSON.stringify(copy));
    } catch {
      // Storage full or disabled: the copy lasts for this visit only.
    }
    if (topic) this.#broadcast(topic);
    this.#emit();
  }

  #broadcast(topic: AccountTopic) {
    this.#deps.channel?.postMessage({ userId: this.userId, topic } satisfies AccountMessage);
  }

  #readCopy(): AccountCopy {
    try {
      const text = (this.#deps.storage ?? localStore())?.getItem(this.#copyKey);
      const stored: unknown = JSON.parse(text ?? 'null');
      if (typeof stored !== 'object' || stored === null) return EMPTY_COPY;
      return { ...EMPTY_COPY, ...(stored as Partial<AccountCopy>) };
    } catch {
      return EMPTY_COPY;
    }
  }

  /**
   * Reads a whole list and applies it, unless this tab changed that list while the answer was on its way (a write
   * sent and answered meanwhile is in the copy but maybe not in the answer): then the list is read again.
   */
  async #readList<T>(topic: ListTopic, read: () => Promise<T>, apply: (answer: T) => void) {
    await this.#guard(async () => {
      for (let reads = 0; reads < LIST_READS; reads++) {
        const changes = this.#changes[topic];
        const answer = await read();
        if (this.#changes[topic] === changes) return apply(answer);
      }
    });
  }

  /** A local change to `topic`'s list: answers to reads already on their way are stale. */
  #changed(topic: ListTopic) {
    this.#changes[topic] += 1;
  }

  /** A read that fails because the API is unreachable leaves the local copy as it is. */
  async #guard(read: () => Promise<void>) {
    try {
      await read();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}
