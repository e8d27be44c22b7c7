import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { ToolInputError } from '../../errors';
import { bytesToBase64, parseBase64 } from '../../text/base64';
import { parseWorkspaceJson } from './json';
import { COLOR_SCHEMES, LAYOUTS, THEMES, type ViewerSettings, type Workspace } from './types';

const SHARE_PARAM = 'w';
export const SHARE_BROKEN = 'This share link is damaged or incomplete, so the workspace could not be opened.';
export interface SharedWorkspace {
  workspace: Workspace;
  settings?: Partial<ViewerSettings>;
}

/** The workspace (and how it is viewed) as deflated JSON in base64url: the URL fragment's payload. */
export function encodeShare(workspace: Workspace, settings?: ViewerSettings): string {
  const json = JSON.stringify(settings ? { workspace, settings } : { workspace });
  return bytesToBase64(deflateSync(strToU8(json), { level: 9 }), true);
}

/** A share link's payload (what follows `#w=`): the workspace and how it is viewed, deflated, in base64url. */
export function runWorkspaceShare({
  workspace,
  settings,
}: {
  workspace: Workspace;
  settings?: ViewerSettings;
}): { payload: string } {
  return { payload: encodeShare(workspace, settings) };
}

export function readViewerSettings(value: unknown): Partial<ViewerSettings> {
  if (typeof value !== 'object' || value === null) return {};
  const s = value as Record<string, unknown>;
  const out: Partial<ViewerSettings> = {};
  if (THEMES.includes(s.theme as never)) out.theme = s.theme as ViewerSettings['theme'];
  if (COLOR_SCHEMES.includes(s.colorScheme as never))
    out.colorScheme = s.colorScheme as ViewerSettings['colorScheme'];
  if (LAYOUTS.includes(s.layout as never)) out.layout = s.layout as ViewerSettings['layout'];
  if (typeof s.showConnections === 'boolean') out.showConnections = s.showConnections;
  if (typeof s.showProgress === 'boolean') out.showProgress = s.showProgress;
  return out;
}

export function decodeShare(payload: string): SharedWorkspace {
  const bytes = parseBase64(payload.trim());
  if (!bytes) throw new ToolInputError(SHARE_BROKEN);
  let json: string;
  try {
    json = strFromU8(inflateSync(bytes));
  } catch {
    throw new ToolInputError(SHARE_BROKEN);
  }
  let data: { workspace?: unknown; settings?: unknown };
  try {
    data = JSON.parse(json);
  } catch {
    throw new ToolInputError(SHARE_BROKEN);
  }
  return {
    workspace: parseWorkspaceJson(JSON.stringify(data.workspace)),
    settings: readViewerSettings(data.settings),
  };
}

/** `#w=<payload>` -> the payload, or undefined when the fragment carries no workspace. */
export function sharePayload(hash: string): string | undefined {
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [key, value] = part.split('=');
    if (key === SHARE_PARAM && value) return value;
  }
  return undefined;
}
