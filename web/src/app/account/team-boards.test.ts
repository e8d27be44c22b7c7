import type { Project, Team } from '@toolbox/core/account';
import { describe, expect, it } from 'vitest';
import { boardLabel, teamBoardGroups, withBoards, writableTeams } from './team-boards';

const team = (name: string, role: Team['role']): Team => ({
  id: `00000000-0000-4000-8000-${name.padStart(12, '0')}`,
  name,
  role,
  members: 3,
  created_at: '2026-11-29T10:00:00.000Z',
});

const board = (name: string, updated_at: string, owner: boolean): Project => ({
  id: `10000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}`,
  name,
  description: '',
  github_url: null,
  supabase_url: null,
  visibility: 'private',
  last_synced_at: null,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at,
  version: 1,
  owner,
  team_id: 'team',
});

describe('team boards', () => {
  it('groups the boards by team, teams by name and boards newest first; lists leave out teams with none', () => {
    const groups = teamBoardGroups(
      [team('Zeta', 'editor'), team('Acme', 'viewer'), team('Empty', 'owner')],
      [
        [board('Roadmap', '2026-11-29T11:00:00.000Z', true)],
        [
          board('Launch board', '2026-11-29T10:00:00.000Z', false),
          board('Q1 plan', '2026-11-29T12:00:00.000Z', false),
        ],
        [],
      ],
    );
    expect(
      withBoards(groups, []).map((g) => [g.team.name, g.team.role, g.projects.map((p) => p.name)]),
    ).toEqual([
      ['Acme', 'viewer', ['Q1 plan', 'Launch board']],
      ['Zeta', 'editor', ['Roadmap']],
    ]);
    // A board also in the user's own list (just moved home, the team's boards not yet read again) is listed once, as
    // theirs; a team left with none is left out.
    const roadmap = groups.find((g) => g.team.name === 'Zeta')?.projects[0];
    expect(withBoards(groups, roadmap ? [roadmap] : []).map((g) => g.team.name)).toEqual(['Acme']);
    // A board is saved to a team the user edits or owns, one with no boards yet included.
    expect(writableTeams(groups).map((t) => t.name)).toEqual(['Empty', 'Zeta']);
  });

  it('names a board the user may not change as read-only, and one they may change by its name alone', () => {
    expect(boardLabel(board('Launch board', '2026-11-29T10:00:00.000Z', false))).toBe(
      'Launch board · read-only',
    );
    expect(boardLabel(board('Launch board', '2026-11-29T10:00:00.000Z', true))).toBe('Launch board');
  });
});
