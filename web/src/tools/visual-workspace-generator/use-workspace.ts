import type { Clock } from '@toolbox/core/ports';
import type { ViewerSettings, Workspace } from '@toolbox/core/tools/visual-workspace-generator';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  clearShareFragment,
  loadState,
  readSharedWorkspace,
  type SavedState,
  saveState,
} from './workspace-store';

export const clock: Clock = { now: () => new Date() };

type Opened = { kind: 'shared'; title: string } | { kind: 'broken'; message: string } | null;

/** Saved state, or the shared workspace when the address carries one. Pure: React may call it twice. */
function initialState(): { state: SavedState; opened: Opened } {
  const saved = loadState();
  try {
    const shared = readSharedWorkspace();
    if (!shared) return { state: saved, opened: null };
    return {
      state: { ...saved, workspace: shared.workspace, settings: { ...saved.settings, ...shared.settings } },
      opened: { kind: 'shared', title: shared.workspace.metadata.title },
    };
  } catch (error) {
    return {
      state: saved,
      opened: { kind: 'broken', message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** The page's state: text, workspace and viewer settings, saved on every change and restored on load. */
export function useWorkspaceState() {
  const [initial] = useState(initialState);
  const [state, setState] = useState<SavedState>(initial.state);
  useEffect(() => saveState(state), [state]);
  useEffect(() => {
    if (!initial.opened) return;
    clearShareFragment();
    if (initial.opened.kind === 'shared')
      toast.success('Shared workspace opened', { description: initial.opened.title });
    else toast.error('Error', { description: initial.opened.message });
  }, [initial]);
  return {
    ...state,
    setText: (text: string) => setState((s) => ({ ...s, text })),
    setWorkspace: (workspace: Workspace) => setState((s) => ({ ...s, workspace })),
    setSettings: (patch: Partial<ViewerSettings>) =>
      setState((s) => ({ ...s, settings: { ...s.settings, ...patch } })),
    /** A change to the shown workspace (a moved or added card); the views bring the functions that make it. */
    updateWorkspace: (change: (workspace: Workspace) => Workspace) =>
      setState((s) => (s.workspace ? { ...s, workspace: change(s.workspace) } : s)),
  };
}

export type WorkspaceState = ReturnType<typeof useWorkspaceState>;
