import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { ToolInputError } from '../../errors';
import { parseWorkspaceJson } from './json';
import { COLOR_SCHEMES, LAYOUTS, THEMES, type ViewerSettings, type Workspace } from './types';

export const SHARE_PARAM = 'w';
export const SHARE_BROKEN = 'This share link is damaged or incomplete, so the workspace could not be opened.';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

export function fromBase64Url(text: string): Uint8Array {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const v = B64.indexOf(ch);
    if (v < 0) throw new ToolInputError(SHARE_BROKEN);
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >> bits) & 255);
    }
  }
  return Uint8Array.from(out);
}

export interface SharedWorkspace {
  workspace: Workspace;
  settings?: Partial<ViewerSettings>;
}

/** The workspace (and how it is viewed) as deflated JSON in base64url: the URL fragment's payload. */
export function encodeShare(workspace: Workspace, settings?: ViewerSettings): string {
  const json = JSON.stringify(settings ? { workspace, settings } : { workspace });
  return toBase64Url(deflateSync(strToU8(json), { level: 9 }));
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
  let json: string;
  try {
    json = strFromU8(inflateSync(fromBase64Url(payload.trim())));
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
