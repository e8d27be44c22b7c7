// GENERATED from core/src/account/types.ts by supabase/scripts/core-account-copy.mjs: edit core, then run it.

// The account's rows as they travel on the wire (snake_case, ISO timestamps, uuid ids), and what a write sends.
// The database (supabase/migrations/*_account_data.sql) and the data function speak exactly these shapes.

/** The statuses and priorities of document 001's workspace (Blocked: issue #28). */
export const COMPONENT_STATUSES = ['Not Started', 'In Progress', 'Blocked', 'Complete'] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];
export const COMPONENT_PRIORITIES = ['Urgent', 'High', 'Medium', 'Low'] as const;
export type ComponentPriority = (typeof COMPONENT_PRIORITIES)[number];
/** A workspace node (from the plan text) or a card added on the Kanban board. */
export const COMPONENT_KINDS = ['node', 'card'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/**
 * What a component input leaves out, declared once: the data function stores it, the web shows it before the
 * server answers, the fake API answers it, and the migration's column defaults are checked against it
 * (supabase/test/component-defaults.test.ts). A board's save makes workspace nodes.
 */
export const COMPONENT_DEFAULTS = {
  parent_id: null,
  description: '',
  kind: 'node',
  status: 'Not Started',
  priority: null,
  deadline: null,
  tags: [],
  notes: '',
} as const satisfies {
  [K in
    | 'parent_id'
    | 'description'
    | 'kind'
    | 'status'
    | 'priority'
    | 'deadline'
    | 'tags'
    | 'notes']: Readonly<Component[K]>;
};

/** A card added on its own (POST /projects/:id/components: the board's Add card, `toolbox projects add-card`). */
export const ADDED_COMPONENT_KIND: ComponentKind = 'card';

/** An input's columns with what it leaves out filled in: `added` for a card added on its own. */
export function componentFields(input: ComponentInput, added = false) {
  const d = COMPONENT_DEFAULTS;
  return {
    parent_id: input.parent_id ?? d.parent_id,
    title: input.title,
    description: input.description ?? d.description,
    kind: input.kind ?? (added ? ADDED_COMPONENT_KIND : d.kind),
    status: input.status ?? d.status,
    priority: input.priority ?? d.priority,
    deadline: input.deadline ?? d.deadline,
    tags: input.tags ?? [...d.tags],
    notes: input.notes ?? d.notes,
  };
}
export const VISIBILITIES = ['private', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export interface Project {
  id: string;
  name: string;
  description: string;
  github_url: string | null;
  supabase_url: string | null;
  visibility: Visibility;
  last_synced_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  /** True when the caller may change it: theirs, or their team's as an editor or owner (public ones read false). */
  owner: boolean;
  /** The team it belongs to (null: a person's own). */
  team_id?: string | null;
}

export interface SubComponent {
  id: string;
  component_id: string;
  title: string;
  done: boolean;
  position: number;
  updated_at: string;
  version: number;
}

export interface Component {
  id: string;
  project_id: string;
  parent_id: string | null;
  title: string;
  description: string;
  kind: ComponentKind;
  status: ComponentStatus;
  priority: ComponentPriority | null;
  /** `YYYY-MM-DD`. */
  deadline: string | null;
  tags: string[];
  notes: string;
  position: number;
  updated_at: string;
  version: number;
  sub_components: SubComponent[];
}

/** A JSON object (a tool's inputs). */
export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

export interface Preset {
  id: string;
  tool_id: string;
  name: string;
  inputs: JsonObject;
  project_id: string | null;
  /** The team it belongs to (null: a person's own). */
  team_id?: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface Favourite {
  tool_id: string;
  created_at: string;
}

export interface Recent {
  tool_id: string;
  used_at: string;
}

export interface Profile {
  id: string;
  full_name: string;
  username: string | null;
  updated_at: string;
  version: number;
}

/** The Visual Workspace's plan text, saved with its project. */
export interface WorkspaceSource {
  source: string;
}

export interface ProjectDetail {
  project: Project;
  components: Component[];
  workspace: WorkspaceSource | null;
}

export interface ProjectList {
  projects: Project[];
  /** Ids deleted after `since` (only when `since` was given). */
  deleted?: string[];
}

export interface Board {
  project: Project;
  components: Component[];
}

export interface FavouritesAndRecents {
  favourites: Favourite[];
  /** Newest first, at most 20. */
  recents: Recent[];
}

export interface AccountExport {
  exported_at: string;
  profile: Profile | null;
  projects: (Project & { components: Component[]; workspace: WorkspaceSource | null })[];
  presets: Preset[];
  favourites: Favourite[];
  recents: Recent[];
}

/** What `DELETE /me` removed, per table. */
export type DeletedCounts = Record<string, number>;

// ---- What writes send ----

export interface ProjectCreate {
  name: string;
  description?: string;
  github_url?: string | null;
  supabase_url?: string | null;
  visibility?: Visibility;
  workspace?: WorkspaceSource;
}

/** Every write of an existing row carries the `version` it read; a stale one is answered 409. */
export interface Versioned {
  version: number;
}

export type ProjectPatch = Versioned &
  Partial<Omit<ProjectCreate, 'workspace'>> & {
    last_synced_at?: string | null;
    workspace?: WorkspaceSource;
  };

export interface SubComponentInput {
  id?: string;
  title: string;
  done?: boolean;
  position?: number;
}

/**
 * One component in a whole-board save or an added card. `id` (a uuid the client makes) keeps a row's identity
 * across saves and lets another component name it as `parent_id`; without it the server makes one.
 */
export interface ComponentInput {
  id?: string;
  parent_id?: string | null;
  title: string;
  description?: string;
  kind?: ComponentKind;
  status?: ComponentStatus;
  priority?: ComponentPriority | null;
  deadline?: string | null;
  tags?: string[];
  notes?: string;
  position?: number;
  sub_components?: SubComponentInput[];
}

export interface BoardSave extends Versioned {
  components: ComponentInput[];
}

export type ComponentPatch = Versioned & Partial<Omit<ComponentInput, 'id' | 'sub_components'>>;

export type SubComponentPatch = Versioned & { done?: boolean; title?: string; position?: number };

export interface PresetCreate {
  tool_id: string;
  name: string;
  inputs: JsonObject;
  project_id?: string | null;
}

export type PresetPatch = Versioned & { name?: string; inputs?: JsonObject };

export type ProfilePatch = Versioned & { full_name?: string; username?: string | null };
