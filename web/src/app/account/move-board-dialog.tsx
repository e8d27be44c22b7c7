import type { Project } from '@toolbox/core/account';
import { toast } from 'sonner';
import type { AccountStore } from '../../platform/account/account-store';
import { BOARD_MOVE_TEXT, moveBoard } from './move-board';
import { MoveDialog } from './move-dialog';
import type { Place } from './move-to';

/** A dashboard card's Move dialog and the move it makes: loaded when a card's Move is first pressed. */
export function MoveBoardDialog({
  store,
  project,
  destinations,
  open,
  onClose,
}: {
  store: AccountStore;
  project: Project;
  destinations: readonly Place[];
  open: boolean;
  onClose(): void;
}) {
  return (
    <MoveDialog
      open={open}
      name={project.name}
      description={BOARD_MOVE_TEXT}
      destinations={destinations}
      onClose={onClose}
      onMove={async (team, where) => {
        try {
          const moved = await moveBoard(store, project, team);
          toast.success(`Moved to ${where}`, { description: moved.name });
        } catch (error) {
          toast.error('Could not move the project', {
            description: error instanceof Error ? error.message : String(error),
          });
        }
      }}
    />
  );
}
