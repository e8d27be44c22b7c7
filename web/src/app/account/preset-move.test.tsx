import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAccountSession } from '../../platform/account/account-session';
import { setStorageUser } from '../../platform/stored-inputs';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { fakeDataApi } from '../../testing/fake-data-api';
import { fakeTeams } from '../../testing/fake-teams';
import { AuthProvider } from '../auth/auth-provider';
import PresetMenu from './preset-menu';

// "Load preset" lists the tool's presets of each of the user's teams too, and moves a preset between the account and
// a team where the user may: their own into a team they edit or own, a team's out only by its owner.

afterEach(() => {
  toast.dismiss();
  closeAccountSession();
  vi.unstubAllGlobals();
  setStorageUser(null);
});

function setUp() {
  const api = fakeDataApi();
  const teams = fakeTeams(api);
  const brand = api.addPreset('og-generator', 'brand', { title: 'Brand' });
  const acme = teams.addTeam('Acme', 'owner');
  const beta = teams.addTeam('Beta', 'editor');
  teams.addTeam('Gamma', 'viewer');
  const launch = teams.addPreset(acme, 'og-generator', 'launch');
  teams.addPreset(beta, 'og-generator', 'docs');
  teams.addPreset(beta, 'qr-code', 'not this tool');
  vi.stubGlobal('fetch', vi.fn(teams.fetch));
  setStorageUser('user-1');
  render(
    <AuthProvider client={fakeAuthClient({ session: fakeSession() }).client}>
      <PresetMenu toolId="og-generator" />
      <Toaster />
    </AuthProvider>,
  );
  return { teams, brand, acme, launch };
}

async function openLoad() {
  const button = await waitFor(() => {
    const found = screen.getByRole('button', { name: 'Load preset' });
    expect(found).toHaveProperty('disabled', false);
    return found;
  });
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Load preset' });
}

const moveTo = async (dialogName: string, where: string) => {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const select = within(dialog).getByLabelText('Move to') as HTMLSelectElement;
  const options = [...select.options].map((o) => o.text);
  fireEvent.change(select, {
    target: { value: [...select.options].find((o) => o.text === where)?.value },
  });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Move' })));
  return options;
};

describe('Moving a preset', () => {
  it('lists each team’s presets of this tool, and moves mine into a team I write', {
    timeout: 30_000,
  }, async () => {
    const { teams, brand, acme } = setUp();
    const load = await openLoad();
    const beta = await within(load).findByRole('region', { name: 'Presets of the team Beta' });
    expect(within(beta).getByRole('button', { name: 'Load docs' })).toBeTruthy();
    expect(within(beta).queryByText('not this tool')).toBeNull();

    fireEvent.click(within(load).getByRole('button', { name: 'Move brand to…' }));
    // Into the teams I edit or own, not the one I view.
    expect(await moveTo('Move “brand”', 'Team Acme')).toEqual(['Team Acme', 'Team Beta']);
    expect(await screen.findByText('Moved to Team Acme')).toBeTruthy();
    expect(teams.moves).toEqual([{ path: `/presets/${brand.id}/move`, body: { team_id: acme, version: 1 } }]);
    // It leaves my list and is listed with Acme's.
    const acmeList = within(load).getByRole('region', { name: 'Presets of the team Acme' });
    await waitFor(() => expect(within(acmeList).getByRole('button', { name: 'Load brand' })).toBeTruthy());
    expect(within(load).queryByRole('list', { name: 'Presets' })).toBeNull();
  });

  it('moves a team’s preset out for its owner; an editor has no Move there, and is told why', {
    timeout: 30_000,
  }, async () => {
    const { teams, launch } = setUp();
    const load = await openLoad();
    const acme = await within(load).findByRole('region', { name: 'Presets of the team Acme' });
    const beta = within(load).getByRole('region', { name: 'Presets of the team Beta' });
    expect(within(beta).queryByRole('button', { name: /Move/ })).toBeNull();
    expect(within(beta).getByText('Only the team’s owners can move a preset out of it.')).toBeTruthy();
    expect(within(acme).queryByText(/Only the team’s owners/)).toBeNull();

    fireEvent.click(within(acme).getByRole('button', { name: 'Move launch to…' }));
    expect(await moveTo('Move “launch”', 'Your account')).toEqual(['Your account', 'Team Beta']);
    expect(await screen.findByText('Moved to your account')).toBeTruthy();
    expect(teams.moves).toEqual([
      { path: `/presets/${launch.id}/move`, body: { team_id: null, version: 1 } },
    ]);
    const mine = within(load).getByRole('list', { name: 'Presets' });
    await waitFor(() => expect(within(mine).getByRole('button', { name: 'Load launch' })).toBeTruthy());
  });
});
