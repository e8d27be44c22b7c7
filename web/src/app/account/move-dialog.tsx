import { type FormEvent, useState } from 'react';
import { Field } from '../../components/field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { NativeSelect } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import type { Place } from './move-to';

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
