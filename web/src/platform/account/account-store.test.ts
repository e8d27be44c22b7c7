import {
  AccountApiError,
  AccountConflictError,
  AccountNetworkError,
  type Component,
  type Preset,
  type Project,
  type ProjectPatch,
} from '@toolbox/core/account';
import { describe, expect, it, type Mock, vi } from 'vitest';
import type { AccountApi } from './account-api';
import type { AccountMessage } from './account-cache';
import { AccountStore, type StoreDeps } from './account-store';
import { memoryStorage } from './memory-storage';

const PROJECT: Project = {
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

const CARD: Component = {
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
function fakeApi() {
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
    createProject: vi.fn(async (input: { name: string }) => {
      reach();
      const copy = { ...PROJECT, id: '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a09', name: input.name };
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
function holdNext<T>(read: Mock<() => Promise<T>>): () => void {
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
function movedElsewhere(server: ReturnType<typeof fakeApi>['server'], status: Component['status']) {
  server.components = server.components.map((c) =>
    c.id === CARD.id ? { ...c, status, version: c.version + 1 } : c,
  );
  server.project = { ...server.project, updated_at: '2026-11-24T15:05:00.000Z' };
}

function store(client: AccountApi, storage = memoryStorage(), extra: Partial<StoreDeps> = {}) {
  return new AccountStore({ api: client, userId: 'user-1', storage, ...extra });
}

const draft = { name: 'Launch', source: 'mine', components: [] };

describe('AccountStore', () => {
  it('keeps a save made offline in the queue, across a reload, and sends it with the version it started from', async () => {
    const { server, api, client } = fakeApi();
    const storage = memoryStorage();
    const first = store(client, storage);
    await first.openProject(PROJECT.id);
    server.online = false;
    await first.saveProject(PROJECT.id, draft);
    expect(first.pendingWrites).toBe(1);
    expect(first.copy.details[PROJECT.id]?.draft?.source).toBe('mine');

    // The tab is closed and opened again while still offline: the edit and the queue are still there.
    const second = store(client, storage);
    expect(second.pendingWrites).toBe(1);
    server.online = true;
    await second.flush();
    expect(api.updateProject).toHaveBeenLastCalledWith(PROJECT.id, {
      version: 1,
      name: 'Launch',
      workspace: { source: 'mine' },
    });
    expect(second.pendingWrites).toBe(0);
    expect(second.copy.details[PROJECT.id]?.draft).toBeUndefined();
    expect(server.source).toBe('mine');
  });

  it.each([
    [500, 'unexpected_failure'],
    [503, 'unexpected_failure'],
    [429, 'over_request_rate_limit'],
  ] as const)(
    'keeps a save the API answers %i to in the queue, and sends it once it answers',
    async (status, code) => {
      const { server, api, client } = fakeApi();
      const first = store(client, memoryStorage());
      await first.openProject(PROJECT.id);
      server.failure = new AccountApiError(status, code, 'Something went wrong on the server. Try again.');
      await first.saveProject(PROJECT.id, draft);
      expect(first.pendingWrites).toBe(1);
      server.failure = undefined;
      await first.flush();
      expect(api.updateProject).toHaveBeenLastCalledWith(PROJECT.id, expect.objectContaining({ version: 1 }));
      expect(first.pendingWrites).toBe(0);
    },
  );

  it('stops on a conflict and waits for the choice; keep both saves mine as a copy and shows theirs', async () => {
    const { server, api, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    server.online = false;
    await s.saveProject(PROJECT.id, draft);
    // Another device saved meanwhile.
    server.project = { ...server.project, version: 2 };
    server.source = 'theirs';
    server.online = true;
    await s.flush();
    expect(s.conflict).toMatchObject({ subject: 'the project “Launch”', canKeepBoth: true });
    expect(s.pendingWrites).toBe(1);

    await s.resolve('both');
    expect(api.createProject).toHaveBeenCalledWith({
      name: 'Launch (my copy)',
      workspace: { source: 'mine' },
    });
    expect(s.conflict).toBeNull();
    expect(s.pendingWrites).toBe(0);
    expect(s.copy.details[PROJECT.id]?.workspace?.source).toBe('theirs');
    expect(s.copy.projects.map((p) => p.name).sort()).toEqual(['Launch', 'Launch (my copy)']);
  });

  it('keep mine sends mine again over the newer version; take theirs drops it', async () => {
    const { server, client } = fakeApi();
    const mine = store(client);
    await mine.openProject(PROJECT.id);
    server.project = { ...server.project, version: 5 };
    await mine.saveProject(PROJECT.id, draft);
    await mine.resolve('mine');
    expect(server.source).toBe('mine');
    expect(mine.pendingWrites).toBe(0);

    const { server: other, client: otherClient } = fakeApi();
    const theirs = store(otherClient);
    await theirs.openProject(PROJECT.id);
    other.project = { ...other.project, version: 5 };
    other.source = 'theirs';
    await theirs.saveProject(PROJECT.id, draft);
    await theirs.resolve('theirs');
    expect(other.source).toBe('theirs');
    expect(theirs.copy.details[PROJECT.id]?.draft).toBeUndefined();
    expect(theirs.copy.details[PROJECT.id]?.workspace?.source).toBe('theirs');
  });

  it('writes a card through with the version it read, and tells the other tabs', async () => {
    const { api, client } = fakeApi();
    const storage = memoryStorage();
    const posted: AccountMessage[] = [];
    const channel = {
      postMessage: (m: AccountMessage) => posted.push(m),
      close: () => undefined,
      onmessage: null,
    };
    const s = store(client, storage, { channel });
    await s.openProject(PROJECT.id);
    await s.updateComponent(PROJECT.id, CARD.id, { status: 'Complete' });
    expect(api.updateComponent).toHaveBeenCalledWith(CARD.id, { version: 1, status: 'Complete' });
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'Complete', version: 2 });
    expect(posted).toContainEqual({ userId: 'user-1', topic: `project:${PROJECT.id}` });
  });

  it('another tab’s message brings its change at once, read again from the API', async () => {
    const { client } = fakeApi();
    let deliver: ((event: MessageEvent) => void) | null = null;
    const channelA = {
      postMessage: (data: AccountMessage) => deliver?.(new MessageEvent('message', { data })),
      close: () => undefined,
      onmessage: null,
    };
    const channelB: StoreDeps['channel'] = {
      postMessage: () => undefined,
      close: () => undefined,
      onmessage: null,
    };
    const a = store(client, memoryStorage(), { channel: channelA });
    const b = store(client, memoryStorage(), { channel: channelB });
    deliver = (event) => channelB.onmessage?.(event);
    await a.openProject(PROJECT.id);
    await b.openProject(PROJECT.id);
    await a.updateComponent(PROJECT.id, CARD.id, { status: 'In Progress' });
    await vi.waitFor(() => expect(b.copy.details[PROJECT.id]?.components[0]?.status).toBe('In Progress'));
  });

  it('favourites starred offline reach the account when it answers, the last star of a tool winning', async () => {
    const { server, client } = fakeApi();
    const s = store(client);
    server.online = false;
    await s.toggleFavourite('og-generator');
    await s.toggleFavourite('cron');
    await s.toggleFavourite('og-generator');
    expect(s.copy.favourites).toEqual(['cron']);
    server.online = true;
    await s.flush();
    // The second star of og-generator replaced the first in the queue: one write per tool, the last one.
    expect([...server.favourites]).toEqual(['cron']);
    expect(s.pendingWrites).toBe(0);
  });

  it('refreshing every list at once keeps each of them', async () => {
    const { client } = fakeApi();
    const s = store(client);
    await s.refreshAll();
    expect(s.copy.projects.map((p) => p.name)).toEqual(['Launch']);
  });

  it('moves this browser’s favourites and recents to the account once', async () => {
    const { api, client } = fakeApi();
    const s = store(client);
    await s.migrateHistory(['og-generator'], ['cron', 'jwt'], 6);
    await s.migrateHistory(['qr-code'], [], 6);
    expect(api.addFavourite.mock.calls).toEqual([['og-generator']]);
    // Oldest first, so the account's newest-first list ends as this browser's.
    expect(api.recordRecent.mock.calls).toEqual([['jwt'], ['cron']]);
    expect(s.copy).toMatchObject({ favourites: ['og-generator'], recents: ['cron', 'jwt'] });
  });

  it('shows the moved recents as the account will order them: this browser’s first, then the account’s', async () => {
    const { server, client } = fakeApi();
    server.recents = ['qr-code', 'cron'];
    const s = store(client);
    await s.refreshFavourites();
    await s.migrateHistory([], ['cron', 'jwt'], 6);
    expect(server.recents).toEqual(['cron', 'jwt', 'qr-code']);
    expect(s.copy.recents).toEqual(server.recents);
  });

  it('the tool used last is the account’s newest, whatever was sent before it (e2e favourites.spec under load)', async () => {
    const { server, api, client } = fakeApi();
    const s = store(client);
    // Two uses made before the sync connected reach the store, mockup's answered, commit's on its way, when the
    // first sign-in here moves this browser's list (commit, then mockup) to the account.
    await s.recordRecent('mockup-generator', 6);
    const serve = api.recordRecent.getMockImplementation()!;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.recordRecent.mockImplementationOnce(async (toolId: string) => {
      await released;
      return serve(toolId);
    });
    const sending = s.recordRecent('commit-message-assistant', 6);
    const migrating = s.migrateHistory([], ['commit-message-assistant', 'mockup-generator'], 6);
    release();
    await Promise.all([sending, migrating]);
    await s.flush();
    expect(server.recents).toEqual(['commit-message-assistant', 'mockup-generator']);
    expect(s.pendingWrites).toBe(0);
  });

  it('a list read while this tab’s star and use went through does not bring back the list from before them', async () => {
    const { api, client } = fakeApi();
    const s = store(client);
    const release = holdNext(api.getFavourites);
    const reading = s.refreshFavourites();
    // Both sent and answered while the list is on its way: they are in the copy, not in the answer.
    await s.toggleFavourite('cron');
    await s.recordRecent('jwt', 6);
    expect(s.pendingWrites).toBe(0);
    release();
    await reading;
    expect(s.copy).toMatchObject({ favourites: ['cron'], recents: ['jwt'] });
    // The list was read again, and that answer was taken.
    expect(api.getFavourites).toHaveBeenCalledTimes(2);
  });

  it('a store closed while a list is on its way leaves the stored copy and the queue as they were', async () => {
    const { server, api, client } = fakeApi();
    server.favourites.add('cron');
    const storage = memoryStorage();
    const s = store(client, storage);
    const release = holdNext(api.getFavourites);
    const reading = s.refreshFavourites().then(() => s.migrateHistory(['og-generator'], ['jwt'], 6));
    // Signed out (or the next test began) and the storage cleared: the answer must not write the old copy back.
    s.close();
    storage.clear();
    release();
    await reading;
    await s.toggleFavourite('jwt');
    expect(storage.length).toBe(0);
    expect(api.addFavourite).not.toHaveBeenCalled();
    expect(store(client, storage).copy).toMatchObject({ favourites: [], historyMigrated: false });
  });

  it('a preset saved while the preset list is on its way stays', async () => {
    const { api, client } = fakeApi();
    const s = store(client);
    const release = holdNext(api.listPresets);
    const reading = s.refreshPresets();
    await s.savePreset('og-generator', 'brand', { title: 'Launch' });
    release();
    await reading;
    expect(s.copy.presets.map((p) => p.name)).toEqual(['brand']);
  });

  it('a project made public while the project list is on its way stays public', async () => {
    const { api, client } = fakeApi();
    const s = store(client);
    await s.refreshProjects();
    const release = holdNext(api.listProjects);
    const reading = s.refreshProjects();
    await s.setVisibility(PROJECT.id, 'public');
    release();
    await reading;
    expect(s.copy.projects).toMatchObject([{ visibility: 'public', version: 2 }]);
  });

  it('a card moved on another device is on this board after the next refresh (focus, the poll), and moves again here without a conflict', async () => {
    const { server, client } = fakeApi();
    const s = store(client);
    await s.refreshAll();
    await s.openProject(PROJECT.id);
    movedElsewhere(server, 'Complete');
    await s.refreshAll();
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'Complete', version: 2 });
    await s.updateComponent(PROJECT.id, CARD.id, { status: 'In Progress' });
    expect(s.conflict).toBeNull();
    expect(server.components[0]).toMatchObject({ status: 'In Progress', version: 3 });
  });

  it('a refresh keeps a card move still waiting here, with its version: the same card moved elsewhere conflicts', async () => {
    const { server, client } = fakeApi();
    // Another tab of this browser holds the shared queue's replay: this tab's move waits in it.
    let held = true;
    const s = store(client, memoryStorage(), { lock: async (run) => (held ? undefined : run()) });
    await s.refreshAll();
    await s.openProject(PROJECT.id);
    await s.updateComponent(PROJECT.id, CARD.id, { status: 'In Progress' });
    expect(s.pendingWrites).toBe(1);
    movedElsewhere(server, 'Complete');
    await s.refreshAll();
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'In Progress', version: 1 });
    held = false;
    await s.flush();
    expect(s.conflict).toMatchObject({ subject: 'the card “Design”' });
    expect(server.components[0]).toMatchObject({ status: 'Complete', version: 2 });
  });

  it('counts only this tab’s writes as waiting for a project, not another tab’s in the shared queue', async () => {
    const { server, client } = fakeApi();
    const storage = memoryStorage();
    const here = store(client, storage);
    const there = store(client, storage);
    await there.openProject(PROJECT.id);
    server.online = false;
    await there.updateComponent(PROJECT.id, CARD.id, { status: 'Complete' });
    expect(there.hasPendingWrites(PROJECT.id)).toBe(true);
    // This tab's board does not hold that write: a change told by the API is shown here at once.
    expect(here.hasPendingWrites(PROJECT.id)).toBe(false);
  });

  it('tells its listeners once this tab’s writes have left the queue', async () => {
    const { client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    const waiting: boolean[] = [];
    s.subscribe(() => waiting.push(s.hasPendingWrites(PROJECT.id)));
    await s.updateComponent(PROJECT.id, CARD.id, { status: 'Complete' });
    // The page that waited for the write looks at the board again: the last word is "nothing waiting".
    expect(waiting.at(-1)).toBe(false);
  });
});
