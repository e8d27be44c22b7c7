import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAccountSession } from '../platform/account/account-session';
import { setStorageUser } from '../platform/stored-inputs';
import { fakeDataApi } from '../testing/fake-data-api';
import { fakeTeams } from '../testing/fake-teams';
import { renderSignedInApp } from '../testing/render-signed-in-app';

// The dashboard's project cards, signed in, each with its "Move to…" where the user may move the board: the real
// store and clients against an in-memory data API with teams.

afterEach(() => {
  toast.dismiss();
  closeAccountSession();
  vi.unstubAllGlobals();
  setStorageUser(null);
});

type Fetch = ReturnType<typeof fakeTeams>['fetch'];

function setUp(wrap: (fetch: Fetch) => Fetch = (fetch) => fetch) {
  const api = fakeDataApi();
  const teams = fakeTeams(api);
  const roadmap = api.addProject('Roadmap');
  const acme = teams.addTeam('Acme', 'owner');
  const beta = teams.addTeam('Beta', 'editor');
  const launch = teams.addBoard(acme, 'Launch');
  teams.addBoard(beta, 'Plan');
  vi.stubGlobal('fetch', vi.fn(wrap(teams.fetch)));
  setStorageUser('user-1');
  renderSignedInApp('/');
  // The app's routes have no toaster of their own: one beside them.
  render(<Toaster />);
  return { api, teams, roadmap, acme, launch };
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('the dashboard’s Move to…', () => {
  it('moves my board into a team I write, and a board of a team I own back to my account', {
    timeout: 30_000,
  }, async () => {
    const { teams, roadmap, acme, launch } = setUp();
    const mine = await region('Your projects');
    fireEvent.click(await within(mine).findByRole('button', { name: 'Move Roadmap to…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move “Roadmap”' });
    // Into the teams I edit or own; I am in no other place it could go.
    const where = within(dialog).getByLabelText('Move to') as HTMLSelectElement;
    expect([...where.options].map((o) => o.text)).toEqual(['Team Acme', 'Team Beta']);
    fireEvent.change(where, { target: { value: acme } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Move' })));
    expect(await screen.findByText('Moved to Team Acme')).toBeTruthy();
    expect(teams.moves[0]).toEqual({
      path: `/projects/${roadmap.id}/move`,
      body: { team_id: acme, version: 1 },
    });
    // The lists follow: it is Acme's now.
    const acmeBoards = await region('Boards of the team Acme');
    await waitFor(() => expect(within(acmeBoards).getByRole('link', { name: 'Roadmap' })).toBeTruthy());

    fireEvent.click(within(acmeBoards).getByRole('button', { name: 'Move Launch to…' }));
    dialog = await screen.findByRole('dialog', { name: 'Move “Launch”' });
    const out = within(dialog).getByLabelText('Move to') as HTMLSelectElement;
    expect([...out.options].map((o) => o.text)).toEqual(['Your account', 'Team Beta']);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Move' })));
    expect(await screen.findByText('Moved to your account')).toBeTruthy();
    expect(teams.moves[1]).toEqual({
      path: `/projects/${launch.id}/move`,
      body: { team_id: null, version: 1 },
    });
    await waitFor(() => expect(within(mine).getByRole('link', { name: 'Launch' })).toBeTruthy());
  });

  it('lists a board moved home once, as mine, while the team’s boards are still being read again', {
    timeout: 30_000,
  }, async () => {
    // After the move, the teams' boards are not answered: the dashboard has only the lists it read before.
    let hold = false;
    setUp((fetch) => (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      return hold && url.includes('team=') ? new Promise<Response>(() => {}) : fetch(input, init);
    });
    const acmeBoards = await region('Boards of the team Acme');
    fireEvent.click(await within(acmeBoards).findByRole('button', { name: 'Move Launch to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Launch”' });
    hold = true;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Move' })));
    expect(await screen.findByText('Moved to your account')).toBeTruthy();
    const mine = await region('Your projects');
    await waitFor(() => expect(within(mine).getByRole('link', { name: 'Launch' })).toBeTruthy());
    expect(screen.getAllByRole('link', { name: 'Launch' })).toHaveLength(1);
    // Acme had no other board: it is not listed at all.
    expect(screen.queryByRole('region', { name: 'Boards of the team Acme' })).toBeNull();
    expect(within(await region('Boards of the team Beta')).getByRole('link', { name: 'Plan' })).toBeTruthy();
  });

  it('gives an editor no Move on the team’s boards, and says why', { timeout: 30_000 }, async () => {
    setUp();
    const beta = await region('Boards of the team Beta');
    await within(beta).findByRole('link', { name: 'Plan' });
    expect(within(beta).queryByRole('button', { name: /Move/ })).toBeNull();
    expect(within(beta).getByText('Only the team’s owners can move a board out of it.')).toBeTruthy();
    expect(within(await region('Boards of the team Acme')).queryByText(/Only the team’s owners/)).toBeNull();
  });
});
