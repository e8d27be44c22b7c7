import { parseWorkspaceJson } from './json';
import { decodeShare, readViewerSettings, sharePayload } from './share';
import type { ViewerSettings, Workspace } from './types';

/** Where a workspace comes from. */
export type WorkspaceSource =
  /** A file exported as JSON (Import on the page). */
  | { json: string }
  /** What the page stored (localStorage): a workspace and settings read member by member. */
  | { stored: { workspace?: unknown; settings?: unknown } }
  /** An address's fragment: `#w=<payload>` carries a shared workspace; anything else carries none. */
  | { hash: string };

export interface OpenedWorkspace {
  /** Null when the source holds none (a fragment without `w=`, a stored state without a workspace). */
  workspace: Workspace | null;
  /** The viewer settings the source names (only valid ones). */
  settings: Partial<ViewerSettings>;
}

/**
 * Reads a workspace back. A JSON file that is not a workspace, or a damaged share link, is a ToolInputError saying
 * why (`SHARE_BROKEN`, `NOT_A_WORKSPACE`).
 */
export function runWorkspaceOpen(source: WorkspaceSource): OpenedWorkspace {
  if ('json' in source) return { workspace: parseWorkspaceJson(source.json), settings: {} };
  if ('stored' in source) {
    const { workspace, settings } = source.stored;
    return {
      workspace: workspace ? parseWorkspaceJson(JSON.stringify(workspace)) : null,
      settings: readViewerSettings(settings),
    };
  }
  const payload = sharePayload(source.hash);
  if (!payload) return { workspace: null, settings: {} };
  const shared = decodeShare(payload);
  return { workspace: shared.workspace, settings: shared.settings ?? {} };
}
