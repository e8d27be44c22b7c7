import { describe, expect, it } from 'vitest';
import { moveDestinations, moveRefusal } from './move-to';

// Where a board or preset may be moved, and why not: one rule for the project bar, the dashboard's cards and the
// preset menu (the database's team_item_stays holds the same).

const teams = [
  { id: 'acme', name: 'Acme', role: 'owner' as const },
  { id: 'beta', name: 'Beta', role: 'editor' as const },
  { id: 'gamma', name: 'Gamma', role: 'viewer' as const },
];

describe('Move to…', () => {
  it('takes the user’s own item into the teams they edit or own, never a viewer’s', () => {
    expect(moveDestinations(teams, null)).toEqual([
      { id: 'acme', name: 'Team Acme' },
      { id: 'beta', name: 'Team Beta' },
    ]);
    expect(moveDestinations(teams, undefined)).toEqual(moveDestinations(teams, null));
    expect(moveRefusal(teams, null, 'board')).toBeNull();
  });

  it('takes a team’s item out only for its owner: to their account or another team they write', () => {
    expect(moveDestinations(teams, 'acme')).toEqual([
      { id: '', name: 'Your account' },
      { id: 'beta', name: 'Team Beta' },
    ]);
    expect(moveRefusal(teams, 'acme', 'board')).toBeNull();
  });

  it('offers an editor or viewer nothing, and says why; a team not read yet is neither', () => {
    for (const from of ['beta', 'gamma']) {
      expect(moveDestinations(teams, from)).toEqual([]);
      expect(moveRefusal(teams, from, 'board')).toBe('Only the team’s owners can move a board out of it');
      expect(moveRefusal(teams, from, 'preset')).toBe('Only the team’s owners can move a preset out of it');
    }
    expect(moveDestinations(teams, 'unknown')).toEqual([]);
    expect(moveRefusal(teams, 'unknown', 'board')).toBeNull();
  });
});
