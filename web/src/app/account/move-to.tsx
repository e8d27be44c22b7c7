import type { Team } from '@toolbox/core/account';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { NativeSelect } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';

// "Move to…" for a board (the project bar, the dashboard's cards) or a preset (the preset menu): one copy of where an
// item may go, of why it may not, and of the dialog. The database holds the same rule (team_item_stays): into a team
// the user edits or owns, from their own account; out of a team only by its owners.

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

/** Moves an item to the user's account or a team: the choices are where they may put it. */
export function MoveDialog({
  open,
  name,
  description,
  destinations,
  onClose,
  onMove,
}: {
  open: boolean;
  name: string;
  description: string;
  destinations: readonly Place[];
  onClose(): void;
  /** `team` null: the user's own account; `where` names the place for a toast. */
  onMove(team: string | null, where: string): Promise<void>;
}) {
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = destinations.find((d) => d.id === choice) ?? destinations[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    try {
      await onMove(chosen.id || null, chosen.id ? chosen.name : 'your account');
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">Move “{name}”</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">{description}</DialogDescription>
        <form onSubmit={submit} className="grid gap-4">
          <Field label="Move to">
            <NativeSelect value={chosen?.id ?? ''} onChange={(e) => setChoice(e.target.value)}>
              {destinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button type="submit" disabled={!chosen || busy} className="justify-self-end">
            {busy && <Spinner />}
            Move
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
