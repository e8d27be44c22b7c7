import type { Project, Team } from '@toolbox/core/account';
import { useEffect, useState } from 'react';
import { createTeamApi, listTeamProjects } from '../../platform/account/team-api';
import { useOptionalAuth } from '../auth/auth-provider';

// Where the web lists projects to open a board (the Visual Workspace's picker, the dashboard), the boards of the
// user's teams are listed too, a group per team: the data API's `GET /projects?team=` for each team. A viewer's are
// marked read-only. They are read whenever the page opens or gets the focus, not kept in the account's local copy:
// the team owns them, and removal from a team takes them away at once.

export interface TeamBoards {
  team: Pick<Team, 'id' | 'name' | 'role'>;
  /** Newest first. */
  projects: Project[];
}

/** What a board is called where it is listed: a board the user may not change says so. */
export const boardLabel = (project: Project) =>
  project.owner ? project.name : `${project.name} · read-only`;

/** Every team of the user by name, each with its boards newest first; `projects[i]` is `teams[i]`'s list. */
export function teamBoardGroups(teams: readonly Team[], projects: readonly Project[][]): TeamBoards[] {
  return teams
    .map((team, i) => ({
      team: { id: team.id, name: team.name, role: team.role },
      projects: [...(projects[i] ?? [])].sort(
        (a, b) => b.updated_at.localeCompare(a.updated_at) || a.name.localeCompare(b.name),
      ),
    }))
    .sort((a, b) => a.team.name.localeCompare(b.team.name));
}

/**
 * The teams a list of boards shows, each without the boards that are in the user's own list (`own`): a board is listed
 * once, as the user's own, and one just moved home stays among its team's boards as last read until they are read
 * again. A team with no board left is left out.
 */
export function withBoards(groups: readonly TeamBoards[], own: readonly { id: string }[]): TeamBoards[] {
  const owned = new Set(own.map((project) => project.id));
  return groups
    .map((group) => ({ ...group, projects: group.projects.filter((project) => !owned.has(project.id)) }))
    .filter((group) => group.projects.length > 0);
}

/** The teams a new board can be kept in: those the user edits or owns (a viewer's team takes no boards). */
export const writableTeams = (groups: readonly TeamBoards[]) =>
  groups.filter((group) => group.team.role !== 'viewer').map((group) => group.team);

const CHANGED = 'toolbox:team-boards-changed';

/** A board joined or left a team here (a move): every list of team boards on the page reads them again. */
export const teamBoardsChanged = () => window.dispatchEvent(new Event(CHANGED));

async function readTeamBoards(): Promise<TeamBoards[]> {
  const teams = await createTeamApi().listTeams();
  return teamBoardGroups(teams, await Promise.all(teams.map((team) => listTeamProjects(team.id))));
}

/** The signed-in user's teams and their boards (none signed out, or until read; the last answer kept when a read fails). */
export function useTeamBoards(): TeamBoards[] {
  const userId = useOptionalAuth()?.user?.id;
  const [boards, setBoards] = useState<TeamBoards[]>([]);
  useEffect(() => {
    setBoards([]);
    if (!userId) return;
    let live = true;
    const read = () =>
      void readTeamBoards().then(
        (next) => live && setBoards(next),
        () => undefined,
      );
    read();
    window.addEventListener('focus', read);
    window.addEventListener(CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener('focus', read);
      window.removeEventListener(CHANGED, read);
    };
  }, [userId]);
  return boards;
}
