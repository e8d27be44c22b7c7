import {
  runWorkspaceExport,
  runWorkspaceSummary,
  type SharedWorkspace,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { Download, Eye, History, Link2, Replace, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { download } from './export-buttons';
import type { SavedState } from './workspace-store';

/** The title, the card count and the first cards' titles: enough to tell two workspaces apart. */
const describe = (workspace: Workspace) => {
  const { cards } = runWorkspaceSummary(workspace);
  const names = cards.slice(0, 3).map((card) => card.title);
  const more = cards.length > names.length ? ', …' : '';
  const count = `${cards.length} ${cards.length === 1 ? 'card' : 'cards'}`;
  return `"${workspace.metadata.title}" (${count}${names.length ? `: ${names.join(', ')}${more}` : ''})`;
};

export interface SharedBannerProps {
  shared: SharedWorkspace;
  view: 'mine' | 'shared';
  /** The user's own workspace, or null when they have none yet. */
  mine: Workspace | null;
  onView(view: 'mine' | 'shared'): void;
  onKeepMine(): void;
  onReplace(): void;
}

/** A shared workspace opened from a link, beside the user's own: see it, keep yours, replace yours, or save a copy. */
export function SharedBanner({ shared, view, mine, onView, onKeepMine, onReplace }: SharedBannerProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-label="Shared workspace"
      className="grid gap-3 rounded-xl border-2 border-dashed border-primary/60 bg-primary/5 p-4"
    >
      <div className="flex items-start gap-3">
        <Link2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid min-w-0 gap-1 text-sm">
          <p className="font-semibold break-words">Shared copy: {describe(shared.workspace)}</p>
          <p className="text-muted-foreground">
            {view === 'shared' ? 'You are looking at the shared copy, read-only. ' : ''}
            {mine
              ? `Your saved workspace ${describe(mine)} is unchanged until you choose.`
              : 'You have no saved workspace yet.'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onView(view === 'shared' ? 'mine' : 'shared')}
          aria-pressed={view === 'shared'}
        >
          <Eye aria-hidden="true" /> {view === 'shared' ? 'Show my workspace' : 'Show the shared copy'}
        </Button>
        <Button variant="outline" size="sm" onClick={onKeepMine}>
          <X aria-hidden="true" /> Keep mine
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void download(
              () => runWorkspaceExport({ workspace: shared.workspace, format: 'json' }),
              'Shared workspace saved as JSON',
            )
          }
        >
          <Download aria-hidden="true" /> Save a copy (JSON)
        </Button>
        <Button size="sm" onClick={() => (mine ? setConfirming(true) : onReplace())}>
          <Replace aria-hidden="true" /> {mine ? 'Replace mine…' : 'Use as my workspace'}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">Replace your workspace?</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            {mine
              ? `Your workspace ${describe(mine)}, with its statuses and added cards, will be replaced by ${describe(shared.workspace)}. You can undo this right after.`
              : ''}
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                onReplace();
              }}
            >
              Replace
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** After a Replace whose Undo toast has gone (a reload, a closed toast): the earlier workspace is still kept. */
export function PreviousBanner({
  previous,
  onRestore,
  onDiscard,
}: {
  previous: SavedState;
  onRestore(): void;
  onDiscard(): void;
}) {
  return (
    <section
      aria-label="Replaced workspace"
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-muted/40 p-4 text-sm"
    >
      <History aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <p className="min-w-0 flex-1 break-words">
        Your previous workspace{previous.workspace ? ` ${describe(previous.workspace)}` : ''} is kept until
        you discard it.
      </p>
      <Button variant="outline" size="sm" onClick={onRestore}>
        Restore it
      </Button>
      <Button variant="ghost" size="sm" onClick={onDiscard}>
        Discard
      </Button>
    </section>
  );
}
