import type { Clock } from '@toolbox/core/ports';
import {
  addCard,
  moveCard,
  type NewCard,
  type Status,
  type ViewerSettings,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { loadState, type SavedState, saveState, takeSharedWorkspace } from './workspace-store';

export const clock: Clock = { now: () => new Date() };

function initialState(): SavedState {
  const saved = loadState();
  try {
    const shared = takeSharedWorkspace();
    if (shared) {
      toast.success('Shared workspace opened', { description: shared.workspace.metadata.title });
      return { ...saved, workspace: shared.workspace, settings: { ...saved.settings, ...shared.settings } };
    }
  } catch (error) {
    toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
  }
  return saved;
}

/** The page's state: text, workspace and viewer settings, saved on every change and restored on load. */
export function useWorkspaceState() {
  const [state, setState] = useState<SavedState>(initialState);
  useEffect(() => saveState(state), [state]);
  return {
    ...state,
    setText: (text: string) => setState((s) => ({ ...s, text })),
    setWorkspace: (workspace: Workspace) => setState((s) => ({ ...s, workspace })),
    setSettings: (patch: Partial<ViewerSettings>) =>
      setState((s) => ({ ...s, settings: { ...s.settings, ...patch } })),
    moveCard: (id: string, status: Status) =>
      setState((s) => (s.workspace ? { ...s, workspace: moveCard(s.workspace, id, status, clock) } : s)),
    addCard: (card: NewCard) =>
      setState((s) => (s.workspace ? { ...s, workspace: addCard(s.workspace, card, clock) } : s)),
  };
}

export type WorkspaceState = ReturnType<typeof useWorkspaceState>;
