import {
  DEFAULT_SETTINGS,
  decodeShare,
  parseWorkspaceJson,
  readViewerSettings,
  sharePayload,
  type ViewerSettings,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';

/** Where the page keeps its text, workspace (with status changes and added cards) and viewer settings. */
export const STORAGE_KEY = 'toolbox:visual-workspace:v1';

export interface SavedState {
  text: string;
  workspace: Workspace | null;
  settings: ViewerSettings;
}

export const EMPTY_STATE: SavedState = { text: '', workspace: null, settings: DEFAULT_SETTINGS };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved state, or the empty one when nothing (or something unreadable) is stored. */
export function loadState(): SavedState {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return EMPTY_STATE;
  try {
    const data = JSON.parse(raw) as Partial<SavedState>;
    return {
      text: typeof data.text === 'string' ? data.text : '',
      workspace: data.workspace ? parseWorkspaceJson(JSON.stringify(data.workspace)) : null,
      settings: { ...DEFAULT_SETTINGS, ...readViewerSettings(data.settings) },
    };
  } catch {
    return EMPTY_STATE;
  }
}

export function saveState(state: SavedState) {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the page keeps working, the state just does not outlive the tab.
  }
}

/** A workspace carried in the address's fragment (`#w=...`); reading it changes nothing. */
export function readSharedWorkspace(): ReturnType<typeof decodeShare> | undefined {
  const payload = sharePayload(window.location.hash);
  return payload ? decodeShare(payload) : undefined;
}

/** Drops `#w=...` from the address once the workspace is shown, so a reload uses the saved state. */
export function clearShareFragment() {
  if (!sharePayload(window.location.hash)) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

export function shareUrl(payload: string): string {
  return `${window.location.origin}${window.location.pathname}#w=${payload}`;
}
