import type { ComponentInput, JsonObject, Preset, Profile, Project, Visibility } from '@toolbox/core/account';
import { clearToolInputs } from '../stored-inputs';
import type { AccountApi } from './account-api';
import { type AccountCache, byId } from './account-cache';
import { EMPTY_COPY, type OpenProject } from './account-copy';
import type { AccountQueue } from './account-queue';

// The account's writes that need the API now and never wait in the queue (account-queue.ts): a new project, its
// visibility, a deletion, presets, the profile, the user's data exported or deleted. Each lands in the local copy
// (account-cache.ts) once the API answered it, and tells the other tabs.

export class OnlineWrites {
  #api: AccountApi;
  #cache: AccountCache;
  #queue: AccountQueue;
  /** The storage the store was given; without one the browser's own, whose tool inputs a deletion clears. */
  #storage: Storage | undefined;

  constructor(api: AccountApi, cache: AccountCache, queue: AccountQueue, storage: Storage | undefined) {
    this.#api = api;
    this.#cache = cache;
    this.#queue = queue;
    this.#storage = storage;
  }

  /** A new project, the user's own or (given `team`) that team's board, which stays out of the user's own list. */
  async createProject(
    name: string,
    source: string,
    components: ComponentInput[],
    team?: string,
  ): Promise<OpenProject> {
    const input = { name, workspace: { source } };
    const project = await (team ? this.#api.createProject(input, { team }) : this.#api.createProject(input));
    const saved = await this.#api.saveBoard(project.id, { version: project.version, components });
    const open: OpenProject = { project: saved.project, components: saved.components, workspace: { source } };
    this.#cache.set(
      {
        ...this.#cache.copy,
        projects: team ? this.#cache.copy.projects : byId(this.#cache.copy.projects, saved.project),
        details: { ...this.#cache.copy.details, [project.id]: open },
      },
      'projects',
    );
    return open;
  }

  /** Public: anyone with the project's link can read it; private: only its owner. */
  async setVisibility(id: string, visibility: Visibility): Promise<void> {
    const open = this.#cache.copy.details[id];
    const known = open?.project ?? this.#cache.copy.projects.find((p) => p.id === id);
    if (!known) return;
    const project = await this.#api.updateProject(id, { version: known.version, visibility });
    // A read of the board already on its way may predate this write: it is read again (as a card's write is).
    this.#cache.boardWritten(id);
    const draft =
      open?.draft && open.draft.baseVersion === known.version
        ? { ...open.draft, baseVersion: project.version }
        : open?.draft;
    const details = open
      ? { ...this.#cache.copy.details, [id]: { ...open, project, draft } }
      : this.#cache.copy.details;
    this.#cache.set(
      { ...this.#cache.copy, projects: byId(this.#cache.copy.projects, project), details },
      'projects',
    );
  }

  /**
   * A board moved between the account and a team (the teams' client made the move): it joins the user's own list
   * when it became theirs and leaves it for a team, and an unsaved draft now starts from the moved version.
   */
  projectMoved(project: Project): void {
    // The API answered the move: a read of the board already on its way may predate it, and is read again.
    this.#cache.boardWritten(project.id);
    const open = this.#cache.copy.details[project.id];
    const known = open?.project ?? this.#cache.copy.projects.find((p) => p.id === project.id);
    const draft =
      open?.draft && known && open.draft.baseVersion === known.version
        ? { ...open.draft, baseVersion: project.version }
        : open?.draft;
    const others = this.#cache.copy.projects.filter((p) => p.id !== project.id);
    this.#cache.set(
      {
        ...this.#cache.copy,
        projects: project.team_id ? others : byId(others, project),
        details: open
          ? { ...this.#cache.copy.details, [project.id]: { ...open, project, draft } }
          : this.#cache.copy.details,
      },
      'projects',
    );
  }

  async deleteProject(id: string): Promise<void> {
    await this.#api.deleteProject(id);
    const details = { ...this.#cache.copy.details };
    delete details[id];
    this.#cache.set(
      { ...this.#cache.copy, projects: this.#cache.copy.projects.filter((p) => p.id !== id), details },
      'projects',
    );
  }

  async savePreset(toolId: string, name: string, inputs: JsonObject): Promise<Preset> {
    const existing = this.#cache.copy.presets.find((p) => p.tool_id === toolId && p.name === name);
    const preset = existing
      ? await this.#api.updatePreset(existing.id, { version: existing.version, inputs })
      : await this.#api.createPreset({ tool_id: toolId, name, inputs });
    this.#cache.set({ ...this.#cache.copy, presets: byId(this.#cache.copy.presets, preset) }, 'presets');
    return preset;
  }

  async deletePreset(id: string): Promise<void> {
    await this.#api.deletePreset(id);
    this.#cache.set(
      { ...this.#cache.copy, presets: this.#cache.copy.presets.filter((p) => p.id !== id) },
      'presets',
    );
  }

  async updateProfile(patch: { full_name?: string; username?: string | null }): Promise<Profile> {
    const version = this.#cache.copy.profile?.version ?? (await this.#api.getProfile()).version;
    const profile = await this.#api.updateProfile({ version, ...patch });
    this.#cache.set({ ...this.#cache.copy, profile }, 'profile');
    return profile;
  }

  /** Everything of the user's, as the API sent it (the document the profile page downloads). */
  async exportData(): Promise<unknown> {
    return (await this.#api.exportData()).json;
  }

  /**
   * Deletes every row of the user's data on the server, then this browser's: the local copy, the queue and the
   * inputs its forms keep (favourites and recent tools follow the emptied copy).
   */
  async deleteMyData(): Promise<Record<string, number>> {
    const deleted = await this.#api.deleteMyData();
    this.#queue.clear();
    if (!this.#storage) clearToolInputs(this.#cache.userId);
    this.#cache.set({ ...EMPTY_COPY, historyMigrated: true }, 'projects');
    this.#cache.broadcast('presets');
    this.#cache.broadcast('favourites');
    this.#cache.broadcast('profile');
    return deleted;
  }
}
