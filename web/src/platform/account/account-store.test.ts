import { AccountApiError } from '@toolbox/core/account';
import { describe, expect, it, vi } from 'vitest';
import type { AccountMessage } from './account-cache';
import type { StoreDeps } from './account-store';
import { memoryStorage } from './memory-storage';
import { CARD, draft, fakeApi, movedElsewhere, PROJECT, store } from './test/account-store-fixtures';

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

  it('keeps a move made here while a read of the board was on its way, and takes a newer one made elsewhere', async () => {
    const { server, api, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // A live change's read leaves before the move below is written, and is answered after it.
    api.getProject.mockImplementationOnce(async () => {
      const before = { ...server, components: server.components.map((c) => ({ ...c })) };
      await answered;
      return { project: before.project, components: before.components, workspace: { source: before.source } };
    });
    const reading = s.openProject(PROJECT.id);
    await s.updateComponent(PROJECT.id, CARD.id, { status: 'Complete' });
    answer();
    await reading;
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'Complete', version: 2 });
    movedElsewhere(server, 'In Progress');
    await s.openProject(PROJECT.id);
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'In Progress', version: 3 });
  });

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
