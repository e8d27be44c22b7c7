import type { Project } from '@toolbox/core/account';
import { FolderInput } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { AccountStore } from '../../platform/account/account-store';
import type { Place } from './move-to';

// The dialog and the move (their chunks) are not part of the dashboard's first load: they come when Move is pressed.
const MoveBoardDialog = lazy(() =>
  import('./move-board-dialog').then(({ MoveBoardDialog }) => ({ default: MoveBoardDialog })),
);

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
  // Mounted from the first press on and then kept, so closing it hands focus back to the button as any dialog does.
  const [opened, setOpened] = useState(false);
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
        onClick={() => {
          setOpened(true);
          setMoving(true);
        }}
      >
        <FolderInput aria-hidden="true" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MoveBoardDialog
            store={store}
            project={project}
            destinations={destinations}
            open={moving}
            onClose={() => setMoving(false)}
          />
        </Suspense>
      )}
    </>
  );
}
