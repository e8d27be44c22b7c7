import type {
  SharedWorkspace,
  ViewerSettings,
  Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import type { SavedState } from './workspace-store';

/**
 * The page's state when a share link may be open beside the user's own workspace. A shared workspace never
 * replaces `saved` by itself: the user keeps theirs, replaces it (with a confirmation when something is saved),
 * or saves a copy; a replaced workspace stays in `previous` until the user undoes or lets the moment pass.
 */
export interface PageState {
  /** The user's own text, workspace and settings: the only part written as the saved workspace. */
  saved: SavedState;
  /** A workspace from a link, shown read-only; never saved until the user chooses to replace theirs with it. */
  shared: SharedWorkspace | null;
  /** Which of the two the views show while a shared one is open. */
  view: 'mine' | 'shared';
  /** The user's state before a Replace, kept (and saved) until Undo or until they dismiss it. */
  previous: SavedState | null;
}

export function initialPageState(
  saved: SavedState,
  shared: SharedWorkspace | null,
  previous: SavedState | null = null,
): PageState {
  return { saved, shared, view: shared ? 'shared' : 'mine', previous };
}

/** What the views show: the shared copy (read-only) or the user's own workspace. */
export function shownWorkspace(state: PageState): {
  workspace: Workspace | null;
  settings: ViewerSettings;
  readOnly: boolean;
} {
  if (state.shared && state.view === 'shared')
    return {
      workspace: state.shared.workspace,
      settings: { ...state.saved.settings, ...state.shared.settings },
      readOnly: true,
    };
  return { workspace: state.saved.workspace, settings: state.saved.settings, readOnly: false };
}

/** Replacing asks first whenever the user has a workspace of their own to lose. */
export const replaceNeedsConfirmation = (state: PageState) => state.saved.workspace !== null;

/** "Keep mine": the shared copy is discarded, the saved workspace is untouched. */
export function keepMine(state: PageState): PageState {
  return { ...state, shared: null, view: 'mine' };
}

/** "Replace": the shared workspace becomes the user's; what they had is kept in `previous` for Undo. */
export function replaceWithShared(state: PageState): PageState {
  if (!state.shared) return state;
  const { workspace, settings } = state.shared;
  return {
    saved: { ...state.saved, workspace, settings: { ...state.saved.settings, ...settings } },
    shared: null,
    view: 'mine',
    previous: state.saved,
  };
}

/** "Undo": the workspace from before the Replace comes back exactly as it was. */
export function undoReplace(state: PageState): PageState {
  if (!state.previous) return state;
  return { ...state, saved: state.previous, previous: null };
}

/** The Undo moment has passed (the toast closed, or the user discarded the kept copy). */
export function forgetPrevious(state: PageState): PageState {
  return state.previous ? { ...state, previous: null } : state;
}

export function showView(state: PageState, view: PageState['view']): PageState {
  return state.shared ? { ...state, view } : state;
}

/** A change the user makes to their own workspace (generate, import, move or add a card) shows their own. */
export function changeSaved(state: PageState, change: (saved: SavedState) => SavedState): PageState {
  return { ...state, saved: change(state.saved), view: 'mine' };
}

/** A settings change applies to what is shown: the shared copy's settings are only for viewing it. */
export function changeSettings(state: PageState, patch: Partial<ViewerSettings>): PageState {
  if (state.shared && state.view === 'shared')
    return {
      ...state,
      shared: {
        ...state.shared,
        settings: { ...state.saved.settings, ...state.shared.settings, ...patch },
      },
    };
  return { ...state, saved: { ...state.saved, settings: { ...state.saved.settings, ...patch } } };
}
