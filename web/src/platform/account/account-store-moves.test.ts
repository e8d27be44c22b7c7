import { describe, expect, it } from 'vitest';
import { draft, fakeApi, PROJECT, store } from './test/account-store-fixtures';

const TEAM = '0c3f7d2e-9b1a-4e5f-8a6b-7c8d9e0f1a2b';

describe('AccountStore.projectMoved', () => {
  it('takes a board moved into a team out of the user’s own list and puts it back when it comes home', async () => {
    const { server, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    expect(s.copy.projects.map((p) => p.id)).toEqual([PROJECT.id]);
    // An edit not yet sent started from version 1: after the move it starts from the moved version.
    server.online = false;
    await s.saveProject(PROJECT.id, draft);

    s.projectMoved({ ...PROJECT, team_id: TEAM, version: 2 });
    expect(s.copy.projects).toEqual([]);
    expect(s.copy.details[PROJECT.id]?.project).toMatchObject({ team_id: TEAM, version: 2 });
    expect(s.copy.details[PROJECT.id]?.draft?.baseVersion).toBe(2);

    s.projectMoved({ ...PROJECT, version: 3 });
    expect(s.copy.projects).toEqual([expect.objectContaining({ id: PROJECT.id, version: 3 })]);
    expect(s.copy.details[PROJECT.id]?.draft?.baseVersion).toBe(3);
  });
});
