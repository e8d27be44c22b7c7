import { AccountApiError, type Component, type Profile, type Project } from '@toolbox/core/account';
import { type AccountApi, isUnreachable } from './account-api';
import { type AccountCache, byId, type ListTopic } from './account-cache';
import type { OpenProject } from './account-copy';
import type { AccountQueue } from './account-queue';

// The local copy brought in step with the API: the lists read whole (the project list as changes since the last
// poll), an open project's board read again when it changed elsewhere. What focus, the 30 s poll and another tab's
// message run (account-session.ts); a read the API does not answer leaves the copy as it is.

/** A list (or a board) read again this many times at most while local writes keep making its answers stale. */
const LIST_READS = 3;

const newest = (a: string | null, b: string) => (a === null || b > a ? b : a);

/** The caller's own project (a team's board, even one they may edit, is listed and polled with its team). */
const isOwn = (project: Project) => project.owner && !project.team_id;

export class AccountSync {
  #api: AccountApi;
  #cache: AccountCache;
  #queue: AccountQueue;
  /** Projects whose board this browser does not hold and whose last read found the API unreachable. */
  #unreached = new Set<string>();

  constructor(api: AccountApi, cache: AccountCache, queue: AccountQueue) {
    this.#api = api;
    this.#cache = cache;
    this.#queue = queue;
  }

  /** The project list (changes since the last poll once the list is known). */
  async refreshProjects(): Promise<void> {
    const cache = this.#cache;
    let changed: Project[] = [];
    await this.#readList(
      'projects',
      async () => {
        const since = cache.copy.since ?? undefined;
        return { since, answer: await this.#api.listProjects({ since }) };
      },
      ({ since, answer }) => {
        const copy = cache.copy;
        const deleted = new Set(answer.deleted ?? []);
        let projects = since ? copy.projects.filter((p) => !deleted.has(p.id)) : [];
        for (const project of answer.projects) projects = byId(projects, project);
        // Projects known here and no longer in the list: deleted elsewhere (the page that shows one says so).
        const listed = new Set(projects.map((p) => p.id));
        const gone = { ...copy.gone };
        for (const p of copy.projects) if (!listed.has(p.id)) gone[p.id] = p.name;
        const details = { ...copy.details };
        for (const id of Object.keys(details))
          if (!listed.has(id) && details[id] && isOwn(details[id].project)) delete details[id];
        const latest = answer.projects.reduce((at, p) => newest(at, p.updated_at), copy.since);
        cache.set({ ...copy, projects, details, gone, since: latest }, null, 'read');
        changed = answer.projects;
      },
    );
    // A project changed elsewhere and open here without local edits: bring its board too. A card moved or a sub-task
    // ticked leaves the project's version as it is and only moves its updated_at.
    for (const project of changed) {
      const open = cache.copy.details[project.id];
      if (open && !open.draft && open.project.updated_at !== project.updated_at)
        await this.openProject(project.id);
    }
  }

  /**
   * One project with its board and workspace; local edits not yet saved stay on top of it. A read that left before
   * a write of this tab to the project was answered (a live change's read, focus, the poll) may not hold that write:
   * it is read again, as a list is, and whatever it still misses stays as this tab has it (#withQueuedRows).
   */
  async openProject(id: string): Promise<OpenProject | undefined> {
    const cache = this.#cache;
    await this.#guard(async () => {
      let detail: Awaited<ReturnType<AccountApi['getProject']>>;
      try {
        for (let reads = 1; ; reads++) {
          const written = cache.boardWrites(id);
          detail = await this.#api.getProject(id);
          if (cache.boardWrites(id) === written || reads === LIST_READS) break;
        }
      } catch (error) {
        const missing = error instanceof AccountApiError && error.status === 404;
        this.#setUnreached(id, !missing && isUnreachable(error) && !cache.copy.details[id]);
        if (!missing) throw error;
        cache.forget(id);
        return;
      }
      this.#setUnreached(id, false);
      const known = cache.copy.details[id];
      const components = known
        ? this.#withQueuedRows(id, known.components, detail.components)
        : detail.components;
      // The project row and its text as saved here at a newer version than the read's stay (as a card's row does).
      const saved =
        known && known.project.version > detail.project.version
          ? { project: known.project, workspace: known.workspace }
          : {};
      const open: OpenProject = known?.draft
        ? { ...detail, ...saved, components, draft: known.draft }
        : { ...detail, ...saved, components };
      const projects = isOwn(open.project) ? byId(cache.copy.projects, open.project) : cache.copy.projects;
      cache.set({ ...cache.copy, projects, details: { ...cache.copy.details, [id]: open } }, null);
    });
    return cache.copy.details[id];
  }

  /**
   * True while `id`'s board is not held here because its last read found the API unreachable (offline, the stack
   * down, a 5xx: core's retry rule): the page says so, and `retryUnreached` reads it again.
   */
  unreached(id: string): boolean {
    return this.#unreached.has(id);
  }

  /** Reads again each board whose last read found the API unreachable (what the account's refresh runs). */
  async retryUnreached(): Promise<void> {
    await Promise.all([...this.#unreached].map((id) => this.openProject(id)));
  }

  async refreshPresets(): Promise<void> {
    await this.#readList(
      'presets',
      () => this.#api.listPresets(),
      (presets) => this.#cache.set({ ...this.#cache.copy, presets }, null, 'read'),
    );
  }

  async refreshFavourites(): Promise<void> {
    await this.#readList(
      'favourites',
      () => this.#api.getFavourites(),
      (answer) => {
        // Writes still queued here are newer than the server's list.
        const queued = this.#queue.pending.some((w) => w.op.kind === 'favourite' || w.op.kind === 'recent');
        if (queued) return;
        this.#cache.set(
          {
            ...this.#cache.copy,
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
      () => this.#api.getProfile(),
      (profile) => this.#cache.set({ ...this.#cache.copy, profile }, null, 'read'),
    );
    return this.#cache.copy.profile;
  }

  /** What another tab's message about `topic` asks for. */
  async refreshTopic(topic: string) {
    if (topic === 'projects') return this.refreshProjects();
    if (topic === 'presets') return this.refreshPresets();
    if (topic === 'favourites') return this.refreshFavourites();
    if (topic === 'profile') return this.refreshProfile();
    const id = topic.startsWith('project:') ? topic.slice('project:'.length) : '';
    if (this.#cache.copy.details[id]) await this.openProject(id);
  }

  /**
   * The board as read, but each row a queued write names stays as this browser has it: the edit stays shown, and
   * goes with the version it was made on, so only a change made elsewhere meanwhile conflicts with it. A row this
   * browser holds at a newer version than the read's stays too: the read left before a write of this browser was
   * answered (a live change's read overlapping a move made here), and would put the older row back.
   */
  #withQueuedRows(projectId: string, local: Component[], read: Component[]): Component[] {
    const cards = new Set<string>();
    const subs = new Set<string>();
    for (const { op } of this.#queue.pending) {
      if (!('projectId' in op) || op.projectId !== projectId) continue;
      if (op.kind === 'sub-component') subs.add(op.id);
      else cards.add(op.kind === 'add-component' ? op.input.id : op.id);
    }
    const localCards = new Map(local.map((c) => [c.id, c] as const));
    const localSubs = new Map(local.flatMap((c) => c.sub_components.map((s) => [s.id, s] as const)));
    const newer = <T extends { version: number }>(mine: T | undefined, row: T) =>
      mine !== undefined && mine.version > row.version;
    const rows = read.map((row) => {
      const mine = localCards.get(row.id);
      if (mine && (cards.has(row.id) || newer(mine, row))) return mine;
      const keep = (s: Component['sub_components'][number]) =>
        subs.has(s.id) || newer(localSubs.get(s.id), s);
      if (!row.sub_components.some(keep)) return row;
      const sub_components = row.sub_components.map((s) => (keep(s) && localSubs.get(s.id)) || s);
      return { ...row, sub_components };
    });
    // Cards added here and not yet written are not on the server's board.
    const listed = new Set(read.map((c) => c.id));
    return [...rows, ...local.filter((c) => cards.has(c.id) && !listed.has(c.id))];
  }

  /**
   * Reads a whole list and applies it, unless this tab changed that list while the answer was on its way (a write
   * sent and answered meanwhile is in the copy but maybe not in the answer): then the list is read again.
   */
  async #readList<T>(topic: ListTopic, read: () => Promise<T>, apply: (answer: T) => void) {
    await this.#guard(async () => {
      for (let reads = 0; reads < LIST_READS; reads++) {
        const changes = this.#cache.changesOf(topic);
        const answer = await read();
        if (this.#cache.changesOf(topic) === changes) return apply(answer);
      }
    });
  }

  #setUnreached(id: string, unreached: boolean) {
    if (this.#unreached.has(id) === unreached) return;
    if (unreached) this.#unreached.add(id);
    else this.#unreached.delete(id);
    this.#cache.emit();
  }

  /** A read that fails because the API is unreachable leaves the local copy as it is. */
  async #guard(read: () => Promise<void>) {
    try {
      await read();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
}
