import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import type { AccountStore } from '../../platform/account/account-store';
import type { ConflictChoice } from '../../platform/account/account-writes';
import { useAccountConflict } from './use-account';

/**
 * A queued write met a newer version saved elsewhere (another tab, device or the CLI): the user chooses. Nothing
 * is overwritten before they do, and the dialog cannot be dismissed without a choice.
 */
export function ConflictDialog({ store }: { store: AccountStore | null }) {
  const conflict = useAccountConflict(store);
  const [busy, setBusy] = useState<ConflictChoice | null>(null);
  if (!store || !conflict) return null;

  const choose = async (choice: ConflictChoice) => {
    setBusy(choice);
    try {
      await store.resolve(choice);
    } finally {
      setBusy(null);
    }
  };
  const button = (choice: ConflictChoice, label: string, variant: 'default' | 'outline') => (
    <Button variant={variant} disabled={busy !== null} onClick={() => void choose(choice)}>
      {busy === choice && <Spinner />}
      {label}
    </Button>
  );

  return (
    <Dialog open>
      <DialogContent
        showClose={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle className="text-lg font-semibold">Changed somewhere else too</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          {`While your change to ${conflict.subject} waited to be saved, a newer version was saved from another tab, device or the CLI. Which one do you want to keep?`}
        </DialogDescription>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>
            <strong className="text-foreground">Keep mine</strong>: your version replaces the newer one.
          </li>
          <li>
            <strong className="text-foreground">Take theirs</strong>: the newer version stays and your change
            is dropped.
          </li>
          {conflict.canKeepBoth && (
            <li>
              <strong className="text-foreground">Keep both</strong>: the newer version stays, and yours is
              saved as a new project beside it.
            </li>
          )}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          {button('theirs', 'Take theirs', 'outline')}
          {conflict.canKeepBoth && button('both', 'Keep both', 'outline')}
          {button('mine', 'Keep mine', 'default')}
        </div>
      </DialogContent>
    </Dialog>
  );
}
