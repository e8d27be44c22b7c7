// GENERATED from core/src/account/share-links.ts by supabase/scripts/core-account-copy.mjs: edit core, then run it.

// Read-only share links on the wire (issue 80 item 1; DATA.md "Share links"): a link to one of the owner's boards
// or presets, or to a frozen snapshot of a tool's result, opened by anyone holding its secret. The owner lists,
// sets the expiry of and revokes links by id; the server keeps only the SHA-256 of the secret.

import { AccountLimitError, AccountValidationError } from './errors.ts';
import { type Fail, Fields } from './fields.ts';
import { ACCOUNT_LIMITS, formatBytes, utf8Bytes } from './limits.ts';
import { readComponent, readPreset, readProject } from './rows.ts';
import { SHARE_SECRET } from './shares.ts';
import type { Component, JsonObject, Preset, Project } from './types.ts';

export const SHARE_LINK_KINDS = ['project', 'preset', 'snapshot'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];

/** A link as its owner lists it: never its secret. */
export interface ShareLink {
  id: string;
  kind: ShareLinkKind;
  title: string;
  project_id: string | null;
  preset_id: string | null;
  tool_id: string | null;
  created_at: string;
  /** Null: until revoked. */
  expires_at: string | null;
  last_opened_at: string | null;
  revoked_at: string | null;
}

/** POST /links: what to share, and for how long (seconds from now; absent or null, until revoked). */
export type ShareLinkCreate = { title: string; expires_in: number | null } & (
  | { kind: 'project'; project_id: string }
  | { kind: 'preset'; preset_id: string }
  | { kind: 'snapshot'; tool_id: string; snapshot: JsonObject }
);

/** PATCH /links/:id: a new expiry, seconds from now, or null for none. */
export interface ShareLinkPatch {
  expires_in: number | null;
}

/** POST /links: the row, the link's secret, and the link (`<web origin>/s/<secret>`). */
export interface ShareLinkCreated {
  link: ShareLink;
  secret: string;
  url: string;
}

/** POST /links/open: the shared item, read-only, for whoever holds the secret. */
export interface SharedItem {
  kind: ShareLinkKind;
  title: string;
  tool_id: string | null;
  created_at: string;
  expires_at: string | null;
  project: (Project & { components: Component[] }) | null;
  preset: Preset | null;
  snapshot: JsonObject | null;
}

/** The one answer for a link that opens nothing: guessed, expired and revoked read the same. */
export const SHARE_LINK_GONE_MESSAGE = 'This link was revoked.';

/** The longest expiry a link may be given: a year (a link may also live until revoked). */
export const SHARE_LINK_MAX_SECONDS = 365 * 24 * 60 * 60;
const MIN_SECONDS = 60;

const fail: Fail = (field, why) => {
  throw new AccountValidationError(field, `${field} ${why}`);
};

function expiresIn(f: Fields): number | null {
  return f.has('expires_in') && f.raw('expires_in') !== null
    ? f.int('expires_in', MIN_SECONDS, SHARE_LINK_MAX_SECONDS)
    : null;
}

export function validateShareLinkCreate(value: unknown): ShareLinkCreate {
  const f = Fields.of(value, '', fail);
  const common = {
    title: f.nonEmpty('title', ACCOUNT_LIMITS.nameChars).trim(),
    expires_in: expiresIn(f),
  };
  const kind = f.string('kind');
  if (kind === 'project') return { ...common, kind, project_id: f.uuid('project_id') };
  if (kind === 'preset') return { ...common, kind, preset_id: f.uuid('preset_id') };
  if (kind !== 'snapshot') return fail('kind', `must be one of ${SHARE_LINK_KINDS.join(', ')}`);
  const toolId = f.string('tool_id');
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(toolId)) fail('tool_id', 'must be a tool id');
  const snapshot = f.jsonObject('snapshot');
  if (utf8Bytes(JSON.stringify(snapshot)) > ACCOUNT_LIMITS.shareSnapshotBytes)
    throw new AccountLimitError(
      'shareSnapshotBytes',
      `The snapshot is over the limit of ${formatBytes(ACCOUNT_LIMITS.shareSnapshotBytes)}.`,
    );
  return { ...common, kind, tool_id: toolId, snapshot };
}

export function validateShareLinkPatch(value: unknown): ShareLinkPatch {
  const f = Fields.of(value, '', fail);
  if (!f.has('expires_in')) fail('expires_in', 'is required (seconds from now, or null for none)');
  return { expires_in: expiresIn(f) };
}

/** The secret of POST /links/open, or null when it cannot be one (the same answer as an unknown secret). */
export function shareLinkSecretOf(value: unknown): string | null {
  const f = Fields.of(value, '', fail);
  const secret = f.has('secret') ? f.raw('secret') : null;
  return typeof secret === 'string' && SHARE_SECRET.test(secret) ? secret : null;
}

function kindOf(f: Fields): ShareLinkKind {
  const kind = f.string('kind');
  return SHARE_LINK_KINDS.find((k) => k === kind) ?? f.fail(f.at('kind'), 'is not a kind of link');
}

export function readShareLink(f: Fields): ShareLink {
  return {
    id: f.uuid('id'),
    kind: kindOf(f),
    title: f.string('title'),
    project_id: f.nullableUuid('project_id'),
    preset_id: f.nullableUuid('preset_id'),
    tool_id: f.nullableString('tool_id'),
    created_at: f.timestamp('created_at'),
    expires_at: f.nullableTimestamp('expires_at'),
    last_opened_at: f.nullableTimestamp('last_opened_at'),
    revoked_at: f.nullableTimestamp('revoked_at'),
  };
}

export function readSharedItem(f: Fields): SharedItem {
  const nullable = <T>(key: string, read: (g: Fields) => T) =>
    f.raw(key) === null || f.raw(key) === undefined ? null : read(f.object(key));
  return {
    kind: kindOf(f),
    title: f.string('title'),
    tool_id: f.nullableString('tool_id'),
    created_at: f.timestamp('created_at'),
    expires_at: f.nullableTimestamp('expires_at'),
    project: nullable('project', (p) => ({
      ...readProject(p),
      components: p.objects('components').map(readComponent),
    })),
    preset: nullable('preset', readPreset),
    snapshot: f.raw('snapshot') === null || f.raw('snapshot') === undefined ? null : f.jsonObject('snapshot'),
  };
}
