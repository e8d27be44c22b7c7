import type { ComponentInput, Preset, Profile, Project, ProjectDetail } from '@toolbox/core/account';

// The shape of the local copy of the account data (what account-store.ts keeps in localStorage): types and the
// empty copy only, so a page can name them without loading the store and the client.

/** Local edits of a project not yet accepted by the API, with the version they started from. */
export interface ProjectDraft {
  baseVersion: number;
  name: string;
  source: string;
  components: ComponentInput[];
}

export interface OpenProject extends ProjectDetail {
  draft?: ProjectDraft;
}

export interface AccountCopy {
  projects: Project[];
  /** Projects opened in this browser, with their board and workspace. */
  details: Record<string, OpenProject>;
  presets: Preset[];
  favourites: string[];
  recents: string[];
  profile: Profile | null;
  /** The newest `updated_at` seen in the project list: the next poll asks for changes after it. */
  since: string | null;
  /** Favourites and recents of this browser were sent to the account once (first sign-in). */
  historyMigrated: boolean;
  /** Projects this browser showed that the server no longer has (deleted elsewhere), by id: their names. */
  gone: Record<string, string>;
}

export const EMPTY_COPY: AccountCopy = {
  projects: [],
  details: {},
  presets: [],
  favourites: [],
  recents: [],
  profile: null,
  since: null,
  historyMigrated: false,
  gone: {},
};
