// The page-wide signal that the user's team boards changed here (a move), apart from the lists that listen for it
// (team-boards.ts): a move's chunk sends it without loading them.
export const TEAM_BOARDS_CHANGED = 'toolbox:team-boards-changed';

/** A board joined or left a team here (a move): every list of team boards on the page reads them again. */
export const teamBoardsChanged = () => window.dispatchEvent(new Event(TEAM_BOARDS_CHANGED));
