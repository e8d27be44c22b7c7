// What the account store's tests share: the rows, a fake API that answers as the data function does, the store.
import {
  AccountConflictError,
  AccountNetworkError,
  type Component,
  type Preset,
  type Project,
  type ProjectPatch,
} from '@toolbox/core/account';
import { type Mock, vi } from 'vitest';
import type { AccountApi } from '../account-api';
import { AccountStore, type StoreDeps } from '../account-store';
import { memoryStorage } from '../memory-storage';

export const PROJECT: Project = {
  id: '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a01',
  name: 'Launch',
  description: '',
  github_url: null,
  supabase_url: null,
  visibility: 'private',
  last_synced_at: null,
  created_at: '2026-11-24T15:00:00.000Z',
  updated_at: '2026-11-24T15:00:00.000Z',
  version: 1,
  owner: true,
};

export const CARD: Component = {
  id: '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a02',
  project_id: PROJECT.id,
  parent_id: null,
  title: 'Design',
  description: '',
  kind: 'node',
  status: 'Not Started',
  priority: null,
  deadline: null,
  tags: [],
  notes: '',
  position: 0,
  updated_at: PROJECT.updated_at,
  version: 1,
  sub_components: [],
};

const offline = () => new AccountNetworkError('Could not reach the data API: fetch failed');

/** A fake server: one project, its board, and switchable reachability. */
export function fakeApi() {
  const server = {
    online: true,
    project: { ...PROJECT },
    components: [{ ...CARD }],
    source: 'plan',
    copies: new Map<string, Project>(),
    favourites: new Set<string>(),
    recents: [] as string[],
    presets: [] as Preset[],
    /** What the API answers instead of the row while it fails (a status of its own). */
    failure: undefined as Error | undefined,
  };
  const reach = () => {
    if (!server.online) throw offline();
    if (server.failure) throw server.failure;
  };
  const api = {
    getProject: vi.fn(async () => {
      reach();
      return { project: server.project, components: server.components, workspace: { source: server.source } };
    }),
    updateProject: vi.fn(async (_id: string, patch: ProjectPatch) => {
      reach();
      if (patch.version !== server.project.version)
        throw new AccountConflictError('changed', { kind: 'project', row: server.project });
      server.project = {
        ...server.project,
        name: patch.name ?? server.project.name,
        visibility: patch.visibility ?? server.project.visibility,
        version: patch.version + 1,
      };
      server.source = patch.workspace?.source ?? server.source;
      return server.project;
    }),
    saveBoard: vi.fn(async (id: string, save: { version: number }) => {
      reach();
      const copy = server.copies.get(id);
      if (copy) return { project: { ...copy, version: save.version + 1 }, components: [] };
      server.project = { ...server.project, version: save.version + 1 };
      return { project: server.project, components: server.components };
    }),
    createProject: vi.fn(async (input: { name: string }, options: { team?: string } = {}) => {
      reach();
      const id = '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a09';
      const copy = { ...PROJECT, id, name: input.name, team_id: options.team ?? null };
      server.copies.set(copy.id, copy);
      return copy;
    }),
    updateComponent: vi.fn(async (id: string, patch: { version: number; status?: Component['status'] }) => {
      reach();
      const row = server.components.find((c) => c.id === id);
      if (!row) throw new Error('no row');
      if (row.version !== patch.version)
        throw new AccountConflictError('changed', { kind: 'component', row });
      Object.assign(row, { status: patch.status ?? row.status, version: row.version + 1 });
      return { ...row };
    }),
    listProjects: vi.fn(async () => {
      reach();
      return { projects: [server.project] };
    }),
    listPresets: vi.fn(async () => {
      reach();
      const presets = server.presets;
      // Answers after the project list: the presets' write must not bring back the copy from before it.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return presets;
    }),
    getFavourites: vi.fn(async () => {
      reach();
      return {
        favourites: [...server.favourites].map((tool_id) => ({ tool_id, created_at: PROJECT.created_at })),
        recents: server.recents.map((tool_id) => ({ tool_id, used_at: PROJECT.created_at })),
      };
    }),
    addFavourite: vi.fn(async (toolId: string) => {
      reach();
      server.favourites.add(toolId);
    }),
    removeFavourite: vi.fn(async (toolId: string) => {
      reach();
      server.favourites.delete(toolId);
    }),
    recordRecent: vi.fn(async (toolId: string) => {
      reach();
      server.recents = [toolId, ...server.recents.filter((id) => id !== toolId)];
    }),
    createPreset: vi.fn(async (input: { tool_id: string; name: string; inputs: Preset['inputs'] }) => {
      reach();
      const preset: Preset = {
        ...input,
        id: `preset-${server.presets.length + 1}`,
        project_id: null,
        created_at: PROJECT.created_at,
        updated_at: PROJECT.created_at,
        version: 1,
      };
      server.presets = [...server.presets, preset];
      return preset;
    }),
  };
  // Only the methods these tests reach are faked.
  return { server, api, client: api as unknown as AccountApi };
}

/**
 * The next call of `read` takes the server's answer at once but delivers it only when the returned function is
 * called: a list on its way while this tab writes.
 */
export function holdNext<T>(read: Mock<() => Promise<T>>): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const serve = read.getMockImplementation();
  if (!serve) throw new Error('no implementation to hold');
  read.mockImplementationOnce(async () => {
    const answer = await serve();
    await released;
    return answer;
  });
  return () => release();
}

/**
 * Another device moves the card: its row changes, and the project keeps its version and only reads as changed (the
 * data function touches its updated_at), as the real API answers.
 */
export function movedElsewhere(server: ReturnType<typeof fakeApi>['server'], status: Component['status']) {
  server.components = server.components.map((c) =>
    c.id === CARD.id ? { ...c, status, version: c.version + 1 } : c,
  );
  server.project = { ...server.project, updated_at: '2026-11-24T15:05:00.000Z' };
}

export function store(client: AccountApi, storage = memoryStorage(), extra: Partial<StoreDeps> = {}) {
  return new AccountStore({ api: client, userId: 'user-1', storage, ...extra });
}

export const draft = { name: 'Launch', source: 'mine', components: [] };
