import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import { ToolInputError } from '../../errors';
import { bytesToBase64, parseBase64 } from '../../text/base64';
import { parseWorkspaceJson } from './json';
import { COLOR_SCHEMES, LAYOUTS, THEMES, type ViewerSettings, type Workspace } from './types';

const SHARE_PARAM = 'w';
export const SHARE_BROKEN = 'This share link is damaged or incomplete, so the workspace could not be opened.';
/** The most a link's payload may inflate to: the largest request the data API takes (a whole board, 8 MB). */
const MAX_SHARED_JSON_BYTES = 8 * 1024 * 1024;
export const SHARE_TOO_LARGE =
  'This share link holds a workspace over the limit of 8 MB, so it was not opened.';
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
  const json = strFromU8(inflateBounded(bytes));
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new ToolInputError(SHARE_BROKEN);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new ToolInputError(SHARE_BROKEN);
  const { workspace, settings } = data as { workspace?: unknown; settings?: unknown };
  return {
    workspace: parseWorkspaceJson(JSON.stringify(workspace)),
    settings: readViewerSettings(settings),
  };
}

/**
 * The payload inflated, fed in small pieces so that one of a few kilobytes that expands to gigabytes (a deflate
 * bomb in a link anyone can send) is refused at the limit, not after filling the tab's memory.
 */
function inflateBounded(bytes: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size > MAX_SHARED_JSON_BYTES) throw new ToolInputError(SHARE_TOO_LARGE);
    out.push(chunk);
  });
  const PIECE = 4096;
  try {
    for (let at = 0; at < bytes.length; at += PIECE) inflater.push(bytes.subarray(at, at + PIECE), false);
    inflater.push(new Uint8Array(0), true);
  } catch (error) {
    throw error instanceof ToolInputError ? error : new ToolInputError(SHARE_BROKEN);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of out) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

/** `#w=<payload>` -> the payload, or undefined when the fragment carries no workspace. */
export function sharePayload(hash: string): string | undefined {
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [key, value] = part.split('=');
    if (key === SHARE_PARAM && value) return value;
  }
  return undefined;
}
