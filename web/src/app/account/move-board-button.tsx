import type { Project } from '@toolbox/core/account';
import { FolderInput } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import type { AccountStore } from '../../platform/account/account-store';
import { BOARD_MOVE_TEXT, moveBoard } from './move-board';
import { MoveDialog, type Place } from './move-to';

/** A project card's "Move to…" (the dashboard): the board's name in its label, the dialog of the project bar. */
export function MoveBoardButton({
  store,
  project,
  destinations,
  className,
}: {
  store: AccountStore;
  project: Project;
  /** Where it may go (moveDestinations): none, and there is no button. */
  destinations: readonly Place[];
  className?: string;
}) {
  const [moving, setMoving] = useState(false);
  if (destinations.length === 0) return null;
  const label = `Move ${project.name} to…`;
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={label}
        title={label}
        className={className}
        onClick={() => setMoving(true)}
      >
        <FolderInput aria-hidden="true" />
      </Button>
      <MoveDialog
        open={moving}
        name={project.name}
        description={BOARD_MOVE_TEXT}
        destinations={destinations}
        onClose={() => setMoving(false)}
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
    </>
  );
}
