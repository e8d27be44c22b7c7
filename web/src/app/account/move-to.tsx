import type { Team } from '@toolbox/core/account';
import { Lock } from 'lucide-react';

// "Move to…" for a board (the project bar, the dashboard's cards) or a preset (the preset menu): one copy of where an
// item may go and of why it may not; the dialog is move-dialog.tsx, which the dashboard loads when a card's Move is
// first pressed. The database holds the same rule (team_item_stays): into a team the user edits or owns, from their
// own account; out of a team only by its owners.

/** A place an item may go: a team (its id), or the user's own account (''). */
export interface Place {
  id: string;
  name: string;
}

type TeamOf = Pick<Team, 'id' | 'name' | 'role'>;

/** The user's role in `from` (an item's team), or undefined while their teams have not been read. */
const roleIn = (teams: readonly TeamOf[], from: string) => teams.find((team) => team.id === from)?.role;

/**
 * Where an item kept in `from` (its team's id, or null / undefined for the user's own) may be moved, given the user's
 * teams: none out of a team the user does not own (or whose role is not known yet).
 */
export function moveDestinations(teams: readonly TeamOf[], from: string | null | undefined): Place[] {
  if (from && roleIn(teams, from) !== 'owner') return [];
  return [
    ...(from ? [{ id: '', name: 'Your account' }] : []),
    ...teams
      .filter((team) => team.role !== 'viewer' && team.id !== from)
      .map((team) => ({ id: team.id, name: `Team ${team.name}` })),
  ];
}

/** Why the user may not move an item out of its team `from` (null when they may, or it is theirs, or not known yet). */
export function moveRefusal(
  teams: readonly TeamOf[],
  from: string | null | undefined,
  what: 'board' | 'preset',
): string | null {
  const role = from ? roleIn(teams, from) : undefined;
  return role && role !== 'owner' ? `Only the team’s owners can move a ${what} out of it` : null;
}

/** A "Move to…" the user may not use, and the one line that says why (`id` ties the two). */
export function MoveRefused({ id, reason, className }: { id: string; reason: string; className?: string }) {
  return (
    <p id={id} className={`flex items-center gap-1.5 text-sm text-muted-foreground ${className ?? ''}`}>
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {reason}.
    </p>
  );
}
