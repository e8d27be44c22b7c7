import { AccountApiError } from '@toolbox/core/account';
import { describe, expect, it } from 'vitest';
import {
  CARD,
  draft,
  fakeApi,
  holdNext,
  movedElsewhere,
  PROJECT,
  store,
} from './test/account-store-fixtures';

const TEAM = '0c3f7d2e-9b1a-4e5f-8a6b-7c8d9e0f1a2b';

// A board read on its way while this tab writes to the board (a live change's read, focus, the poll): its answer
// may predate the write, and must not put the older project or card back.

describe('AccountStore: a board read overlapping a write of this tab', () => {
  it('keeps a save answered while a read that left before it was on its way, and the next save is no conflict', async () => {
    const { server, api, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    // The read takes the board as it is before the save (version 1, "plan") and is answered after it.
    const release = holdNext(api.getProject);
    const reading = s.openProject(PROJECT.id);
    await s.saveProject(PROJECT.id, draft);
    expect(s.copy.details[PROJECT.id]?.project.version).toBe(3);
    release();
    await reading;
    expect(s.copy.details[PROJECT.id]).toMatchObject({
      project: { version: 3 },
      workspace: { source: 'mine' },
    });
    expect(s.copy.projects[0]?.version).toBe(3);
    await s.saveProject(PROJECT.id, { ...draft, source: 'mine, again' });
    expect(s.conflict).toBeNull();
    expect(server.source).toBe('mine, again');
  });

  it('reads the board again when a move here was answered while the read was on its way', async () => {
    const { server, api, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    const release = holdNext(api.getProject);
    const reading = s.openProject(PROJECT.id);
    await s.updateComponent(PROJECT.id, CARD.id, { status: 'Complete' });
    // Meanwhile another device moved it on: only a read made after the move here can know it.
    movedElsewhere(server, 'Blocked');
    release();
    await reading;
    expect(api.getProject).toHaveBeenCalledTimes(3);
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'Blocked', version: 3 });
  });

  it('reads at most three times while writes here keep being answered, then keeps the newer rows it holds', async () => {
    const { server, api, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    const serve = api.getProject.getMockImplementation();
    if (!serve) throw new Error('no implementation');
    // Every read is answered only after one more move of this tab was.
    const statuses = ['Complete', 'In Progress', 'Blocked'] as const;
    let moves = 0;
    api.getProject.mockImplementation(async () => {
      const answer = { ...(await serve()) };
      answer.components = answer.components.map((c) => ({ ...c }));
      const status = statuses[moves++];
      if (status) await s.updateComponent(PROJECT.id, CARD.id, { status });
      return answer;
    });
    await s.openProject(PROJECT.id);
    expect(moves).toBe(3);
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'Blocked', version: 4 });
    expect(server.components[0]).toMatchObject({ status: 'Blocked', version: 4 });
  });

  it('reads the board again when a change of its visibility here was answered while the read was on its way', async () => {
    const { server, api, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    const release = holdNext(api.getProject);
    const reading = s.openProject(PROJECT.id);
    await s.setVisibility(PROJECT.id, 'public');
    movedElsewhere(server, 'Blocked');
    release();
    await reading;
    expect(api.getProject).toHaveBeenCalledTimes(3);
    expect(s.copy.details[PROJECT.id]?.project).toMatchObject({ visibility: 'public', version: 2 });
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'Blocked', version: 2 });
  });

  it('reads the board again when a move of it here was answered while the read was on its way', async () => {
    const { server, api, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    const release = holdNext(api.getProject);
    const reading = s.openProject(PROJECT.id);
    // The teams' client moved it into a team; the store hears of it.
    server.project = { ...server.project, team_id: TEAM, version: 2 };
    s.projectMoved(server.project);
    movedElsewhere(server, 'Blocked');
    release();
    await reading;
    expect(api.getProject).toHaveBeenCalledTimes(3);
    expect(s.copy.projects).toEqual([]);
    expect(s.copy.details[PROJECT.id]?.project).toMatchObject({ team_id: TEAM, version: 2 });
    expect(s.copy.details[PROJECT.id]?.components[0]).toMatchObject({ status: 'Blocked', version: 2 });
  });
});

// A board never read here whose read finds the API unreachable: the failure is kept as a state the page reads, and
// the account's refresh (back online, focus, the poll) reads it again.
describe('AccountStore: a board read that does not reach the API', () => {
  it.each([
    ['offline', undefined],
    [
      'a 503',
      new AccountApiError(503, 'unexpected_failure', 'Something went wrong on the server. Try again.'),
    ],
  ] as const)('says so (%s) until refreshAll reads it', async (_, failure) => {
    const { server, client } = fakeApi();
    const s = store(client);
    server.online = failure !== undefined;
    server.failure = failure;
    expect(await s.openProject(PROJECT.id)).toBeUndefined();
    expect(s.unreached(PROJECT.id)).toBe(true);
    await s.refreshAll();
    expect(s.unreached(PROJECT.id)).toBe(true);

    server.online = true;
    server.failure = undefined;
    await s.refreshAll();
    expect(s.unreached(PROJECT.id)).toBe(false);
    expect(s.copy.details[PROJECT.id]?.workspace).toEqual({ source: 'plan' });
  });

  it('is not said of a board held here, nor of one the server does not have', async () => {
    const { server, client } = fakeApi();
    const s = store(client);
    await s.openProject(PROJECT.id);
    server.online = false;
    await s.openProject(PROJECT.id);
    expect(s.unreached(PROJECT.id)).toBe(false);
    server.online = true;
    server.failure = new AccountApiError(404, 'not_found', 'No such project, or it is private.');
    await s.openProject(PROJECT.id);
    expect([s.unreached(PROJECT.id), s.copy.gone[PROJECT.id]]).toEqual([false, 'Launch']);
  });
});
