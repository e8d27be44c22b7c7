import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { fakeApi, holdNext, PROJECT, store } from './test/account-store-fixtures';

describe('AccountStore lists', () => {
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

  it('a board saved to a team is made the team’s, opens at once and stays out of my own list', async () => {
    const { api, client } = fakeApi();
    const s = store(client);
    await s.refreshAll();
    const team = '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1aee';
    const open = await s.createProject('Team plan', '# Plan', [], team);
    expect(api.createProject).toHaveBeenCalledWith(
      { name: 'Team plan', workspace: { source: '# Plan' } },
      { team },
    );
    expect(open.project.team_id).toBe(team);
    expect(s.copy.details[open.project.id]?.workspace?.source).toBe('# Plan');
    expect(s.copy.projects.map((p) => p.name)).toEqual(['Launch']);
    await s.refreshAll();
    expect(s.copy.gone).toEqual({});
  });

  it('a team’s board opened by an editor stays the team’s: not in my own list, and still open after a refresh', async () => {
    const { server, api, client } = fakeApi();
    const team = { ...PROJECT, team_id: '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1aee', owner: true };
    server.project = team;
    // My own list (no `?team=`) never holds a team's board.
    api.listProjects.mockImplementation(async () => ({ projects: [] }));
    const s = store(client);
    await s.openProject(team.id);
    expect(s.copy.projects).toEqual([]);
    await s.refreshAll();
    expect(s.copy.gone).toEqual({});
    expect(s.copy.details[team.id]?.project.name).toBe('Launch');
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
});
