import {
  DEFAULT_SETTINGS,
  runWorkspaceOpen,
  type SharedWorkspace,
  type ViewerSettings,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { storageKey } from '../../platform/stored-inputs';

/** Where the page keeps its text, workspace (with status changes and added cards) and viewer settings. */
export const storedWorkspaceKey = () => storageKey('visual-workspace-generator', 'workspace');
/** The user's workspace from before they replaced it with a shared one, kept until they undo or discard it. */
const previousKey = () => storageKey('visual-workspace-generator', 'previous');

export interface SavedState {
  text: string;
  workspace: Workspace | null;
  settings: ViewerSettings;
}

const EMPTY_STATE: SavedState = { text: '', workspace: null, settings: DEFAULT_SETTINGS };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved state, or the empty one when nothing (or something unreadable) is stored. */
export function loadState(): SavedState {
  return readState(storage()?.getItem(storedWorkspaceKey())) ?? EMPTY_STATE;
}

/** The workspace a Replace put aside, if the user has not undone or discarded it yet. */
export function loadPrevious(): SavedState | null {
  return readState(storage()?.getItem(previousKey()));
}

function readState(raw: string | null | undefined): SavedState | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<SavedState>;
    const stored = runWorkspaceOpen({ stored: data });
    return {
      text: typeof data.text === 'string' ? data.text : '',
      workspace: stored.workspace,
      settings: { ...DEFAULT_SETTINGS, ...stored.settings },
    };
  } catch {
    return null;
  }
}

export function saveState(state: SavedState, previous: SavedState | null = null) {
  try {
    storage()?.setItem(storedWorkspaceKey(), JSON.stringify(state));
    if (previous) storage()?.setItem(previousKey(), JSON.stringify(previous));
    else storage()?.removeItem(previousKey());
  } catch {
    // Storage full or disabled: the page keeps working, the state just does not outlive the tab.
  }
}

/** A workspace carried in the address's fragment (`#w=...`); reading it changes nothing. */
export function readSharedWorkspace(): SharedWorkspace | undefined {
  const { workspace, settings } = runWorkspaceOpen({ hash: window.location.hash });
  return workspace ? { workspace, settings } : undefined;
}

/** Whether the address's fragment carries a share link, a damaged one too. */
function carriesShare(): boolean {
  try {
    return runWorkspaceOpen({ hash: window.location.hash }).workspace !== null;
  } catch {
    return true;
  }
}

/** Drops `#w=...` from the address once the user has kept, replaced or discarded the shared workspace. */
export function clearShareFragment() {
  if (!carriesShare()) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

export function shareUrl(payload: string): string {
  return `${window.location.origin}${window.location.pathname}#w=${payload}`;
}
