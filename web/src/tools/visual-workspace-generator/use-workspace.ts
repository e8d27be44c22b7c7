import {
  runWorkspaceOpen,
  type SharedWorkspace,
  type ViewerSettings,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { linkParam, refuse, writeLink } from '../../components/url-state';
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

/** The viewer settings in the page's link, by their preset fields' names (`?theme=dark&connections=false`). */
const LINKED_SETTINGS = {
  theme: 'theme',
  colorScheme: 'colorScheme',
  layout: 'layout',
  connections: 'showConnections',
  progress: 'showProgress',
} as const satisfies Record<string, keyof ViewerSettings>;

/** The settings the page's link names; one that is not a choice of its field is left out, and the page says so. */
function linkedSettings(): Partial<ViewerSettings> {
  const named: Record<string, unknown> = {};
  for (const [param, key] of Object.entries(LINKED_SETTINGS)) {
    const text = linkParam('visual-workspace-generator', param);
    if (text !== undefined) named[key] = text === 'true' ? true : text === 'false' ? false : text;
  }
  const settings = runWorkspaceOpen({ stored: { settings: named } }).settings;
  for (const [param, key] of Object.entries(LINKED_SETTINGS))
    if (key in named && !(key in settings))
      refuse('visual-workspace-generator', param, 'is not one of its choices');
  return settings;
}

/**
 * Saved state (the link's settings over the stored ones), and beside it the shared workspace when the address carries
 * one. Only reads (a refused value of the link is noted once): React may call it twice.
 */
function initialState(): { state: PageState; broken: string | null } {
  const stored = loadState();
  const saved = { ...stored, settings: { ...stored.settings, ...linkedSettings() } };
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
  // The user's own settings are in the page's link too (a shared copy's are only for viewing it).
  const { settings } = state.saved;
  useEffect(() => {
    const values = Object.entries(LINKED_SETTINGS).map(
      ([param, key]) => [param, { field: param, value: settings[key] }] as const,
    );
    writeLink('visual-workspace-generator', new Map(values));
  }, [settings]);
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
