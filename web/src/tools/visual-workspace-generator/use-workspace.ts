import type {
  SharedWorkspace,
  ViewerSettings,
  Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  changeSaved,
  changeSettings,
  forgetPrevious,
  initialPageState,
  keepMine,
  type PageState,
  replaceWithShared,
  shownWorkspace,
  showView,
  undoReplace,
} from './shared-workspace';
import {
  clearShareFragment,
  loadPrevious,
  loadState,
  readSharedWorkspace,
  type SavedState,
  saveState,
} from './workspace-store';

/** Saved state, and beside it the shared workspace when the address carries one. Pure: React may call it twice. */
function initialState(): { state: PageState; broken: string | null } {
  const saved = loadState();
  const previous = loadPrevious();
  let shared: SharedWorkspace | null = null;
  let broken: string | null = null;
  try {
    shared = readSharedWorkspace() ?? null;
  } catch (error) {
    broken = error instanceof Error ? error.message : String(error);
  }
  return { state: initialPageState(saved, shared, previous), broken };
}

/**
 * The page's state: the user's text, workspace and viewer settings, saved on every change and restored on load,
 * and a shared workspace from a link shown beside them until the user keeps theirs or replaces it.
 */
export function useWorkspaceState() {
  const [initial] = useState(initialState);
  const [state, setState] = useState<PageState>(initial.state);
  useEffect(() => saveState(state.saved, state.previous), [state.saved, state.previous]);
  useEffect(() => {
    if (!initial.broken) return;
    clearShareFragment();
    toast.error('Error', { description: initial.broken });
  }, [initial]);
  // A link pasted into this tab's address bar changes only the fragment: the page stays, the shared copy opens.
  useEffect(() => {
    const onHashChange = () => {
      try {
        const shared = readSharedWorkspace();
        if (shared) setState((s) => ({ ...s, shared, view: 'shared' }));
      } catch (error) {
        clearShareFragment();
        toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
      }
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const shown = shownWorkspace(state);
  const update = (change: (s: PageState) => PageState) => setState(change);
  const undo = () => {
    update(undoReplace);
    toast.success('Your workspace is back');
  };

  return {
    text: state.saved.text,
    ...shown,
    shared: state.shared,
    view: state.view,
    /** The user's own workspace, to name it when asking before a Replace. */
    savedWorkspace: state.saved.workspace,
    previous: state.previous,
    setText: (text: string) => update((s) => ({ ...s, saved: { ...s.saved, text } })),
    setWorkspace: (workspace: Workspace) =>
      update((s) => changeSaved(s, (saved) => ({ ...saved, workspace }))),
    setSettings: (patch: Partial<ViewerSettings>) => update((s) => changeSettings(s, patch)),
    /** A change to the user's workspace (a moved or added card); the shared copy is read-only. */
    updateWorkspace: (change: (workspace: Workspace) => Workspace) =>
      update((s) =>
        s.view === 'mine' && s.saved.workspace
          ? { ...s, saved: { ...s.saved, workspace: change(s.saved.workspace) } }
          : s,
      ),
    /** A project's text and board, opened here or changed elsewhere: the page shows them (settings stay). */
    loadSaved: (saved: Pick<SavedState, 'text' | 'workspace'>) =>
      update((s) => ({ ...s, saved: { ...s.saved, ...saved } })),
    showView: (view: PageState['view']) => update((s) => showView(s, view)),
    keepMine: () => {
      update(keepMine);
      clearShareFragment();
      toast.success('Shared workspace discarded', { description: 'Your workspace is unchanged.' });
    },
    replaceWithShared: () => {
      update(replaceWithShared);
      clearShareFragment();
      toast.success('Workspace replaced', {
        description: 'The shared workspace is now yours.',
        duration: 15_000,
        action: { label: 'Undo', onClick: undo },
        onAutoClose: () => update(forgetPrevious),
      });
    },
    undoReplace: undo,
    forgetPrevious: () => update(forgetPrevious),
  };
}

export type WorkspaceState = ReturnType<typeof useWorkspaceState>;
