import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../app/auth/auth-provider';
import { closeAccountSession } from '../../platform/account/account-session';
import { setStorageUser } from '../../platform/stored-inputs';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { fakeDataApi } from '../../testing/fake-data-api';
import { fakeTeams } from '../../testing/fake-teams';
import VisualWorkspaceGeneratorPage from './visual-workspace-generator-page';

// The project bar's "Move to…" on a team's board the user does not own: there, disabled, with the one line that says
// why (before, an editor or viewer saw no control and no reason).

afterEach(() => {
  toast.dismiss();
  closeAccountSession();
  vi.unstubAllGlobals();
  setStorageUser(null);
  window.history.replaceState(null, '', '/');
});

/** The page with the team's board `name` open from a link, the user being `role` of the team. */
async function openTeamBoard(role: 'owner' | 'editor' | 'viewer') {
  const api = fakeDataApi();
  const teams = fakeTeams(api);
  const team = teams.addTeam('Acme', role);
  const board = teams.addBoard(team, 'Launch');
  vi.stubGlobal('fetch', vi.fn(teams.fetch));
  setStorageUser('user-1');
  window.history.replaceState(null, '', `/?project=${board.id}`);
  render(
    <AuthProvider client={fakeAuthClient({ session: fakeSession() }).client}>
      <MemoryRouter>
        <VisualWorkspaceGeneratorPage />
      </MemoryRouter>
      <Toaster />
    </AuthProvider>,
  );
  const picker = () => screen.getByRole('combobox', { name: 'Project' }) as HTMLSelectElement;
  await waitFor(() => expect(picker().value).toBe(board.id), { timeout: 10_000 });
  await waitFor(() => expect(screen.getAllByRole('option', { name: /Launch/ }).length).toBeGreaterThan(0));
}

const REASON = 'Only the team’s owners can move a board out of it.';

describe('Move to… on a team’s board', () => {
  it.each(['editor', 'viewer'] as const)(
    'is disabled for the team’s %s, and says why',
    { timeout: 30_000 },
    async (role) => {
      await openTeamBoard(role);
      const move = await screen.findByRole('button', { name: 'Move to…' }, { timeout: 10_000 });
      expect(move).toHaveProperty('disabled', true);
      const reason = screen.getByText(REASON);
      expect(move.getAttribute('aria-describedby')).toBe(reason.id);
    },
  );

  it('works for its owner, with no reason shown', { timeout: 30_000 }, async () => {
    await openTeamBoard('owner');
    const move = await screen.findByRole('button', { name: 'Move to…' }, { timeout: 10_000 });
    await waitFor(() => expect(move).toHaveProperty('disabled', false));
    expect(screen.queryByText(REASON)).toBeNull();
  });
});
