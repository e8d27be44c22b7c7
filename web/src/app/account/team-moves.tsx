import type { Project, Team } from '@toolbox/core/account';
import type { AccountStore } from '../../platform/account/account-store';
import { MoveBoardButton } from './move-board-button';
import { MoveRefused, moveDestinations, moveRefusal } from './move-to';

// The dashboard's "Move to…" parts, a chunk it loads only for a user in a team: without one there is nowhere to move
// a board, and nothing of this is part of the page's first load.

type TeamOf = Pick<Team, 'id' | 'name' | 'role'>;

/** A card's "Move to…", where the user may move the board kept in `from` (null: their own). */
function CardMove({
  store,
  project,
  teams,
  from,
}: {
  store: AccountStore;
  project: Project;
  teams: readonly TeamOf[];
  from: string | null;
}) {
  return (
    <MoveBoardButton
      store={store}
      project={project}
      destinations={moveDestinations(teams, from)}
      className="relative -my-1 -mr-1 shrink-0"
    />
  );
}

/** Under a team's heading, why the user may not move its boards out (nothing when they may). */
function TeamMoveRefusal({ teams, team }: { teams: readonly TeamOf[]; team: string }) {
  const refusal = moveRefusal(teams, team, 'board');
  return refusal ? <MoveRefused id={`move-refused-${team}`} reason={refusal} /> : null;
}

/** The chunk's one export (React.lazy takes a default): a card's Move, or a team's refusal line. */
export default function TeamMove(
  props:
    | ({ part: 'card' } & Parameters<typeof CardMove>[0])
    | ({ part: 'refusal' } & Parameters<typeof TeamMoveRefusal>[0]),
) {
  return props.part === 'card' ? <CardMove {...props} /> : <TeamMoveRefusal {...props} />;
}
