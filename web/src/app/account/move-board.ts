import type { Project } from '@toolbox/core/account';
import type { AccountStore } from '../../platform/account/account-store';
import { teamBoardsChanged } from './team-boards';

// A board moved between the user's account and a team: the project bar's "Move to…" and the dashboard's cards make
// the same call, and the lists follow it the same way.

/** What the Move dialog says of a board. */
export const BOARD_MOVE_TEXT =
  'In a team, its editors and owners change the board and its viewers read it; only the team’s owners can move it out again. Its share links keep working while the person who made each can still open it.';

/** Moves `project` to a team (its id) or to the user's own account (null); the account's list and team lists follow. */
export async function moveBoard(
  store: AccountStore,
  project: Pick<Project, 'id' | 'version'>,
  team: string | null,
): Promise<Project> {
  const { createTeamApi } = await import('../../platform/account/team-api');
  const moved = await createTeamApi().moveProject(project.id, team, project.version);
  store.projectMoved(moved);
  teamBoardsChanged();
  return moved;
}
