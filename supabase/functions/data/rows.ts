// The tables' rows as the wire has them (core/src/account/types.ts): what to select, and how each value is read.
// Dates and arrays come back alike from PGlite and postgres.js: timestamps as Date, deadline as text, tags as arrays.

import type {
  Component,
  ComponentKind,
  ComponentPriority,
  ComponentStatus,
  Favourite,
  JsonObject,
  Preset,
  Profile,
  Project,
  Recent,
  SubComponent,
  Visibility,
} from '../_shared/account/mod.ts';
import {
  COMPONENT_DEFAULTS,
  COMPONENT_KINDS,
  COMPONENT_PRIORITIES,
  COMPONENT_STATUSES,
  isJsonObject,
  VISIBILITIES,
} from '../_shared/account/mod.ts';
import { iso, type SqlRow } from '../_shared/sql.ts';

export const PROJECT_COLUMNS = `p.id, p.name, p.description, p.github_url, p.supabase_url, p.visibility, p.last_synced_at,
  p.created_at, p.updated_at, p.version, p.team_id,
  (case when p.team_id is null then p.user_id = (select auth.uid())
        else p.team_id in (select private.my_writable_team_ids()) end) is true as owner`;
export const COMPONENT_COLUMNS = `c.id, c.project_id, c.parent_id, c.title, c.description, c.kind, c.status,
  c.priority, to_char(c.deadline, 'YYYY-MM-DD') as deadline, c.tags, c.notes, c.position, c.updated_at, c.version`;
export const SUB_COMPONENT_COLUMNS =
  's.id, s.component_id, s.title, s.completed, s.position, s.updated_at, s.version';
export const PRESET_COLUMNS =
  'id, tool_id, name, inputs, project_id, team_id, created_at, updated_at, version';
export const PROFILE_COLUMNS = 'id, full_name, username, updated_at, version';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));
const timestamp = (value: unknown) => iso(value) ?? '';

function member<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/** A team's item names its team; a person's own carries no team_id, as before teams (and as core reads it). */
function teamOf(row: SqlRow): { team_id?: string } {
  return row.team_id === null || row.team_id === undefined ? {} : { team_id: String(row.team_id) };
}

export function projectRow(row: SqlRow): Project {
  return {
    id: text(row.id),
    name: text(row.name),
    description: text(row.description),
    github_url: nullableText(row.github_url),
    supabase_url: nullableText(row.supabase_url),
    visibility: member<Visibility>(VISIBILITIES, row.visibility, 'private'),
    last_synced_at: iso(row.last_synced_at),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    version: Number(row.version),
    owner: row.owner === true,
    ...teamOf(row),
  };
}

export function subComponentRow(row: SqlRow): SubComponent {
  return {
    id: text(row.id),
    component_id: text(row.component_id),
    title: text(row.title),
    done: row.completed === true,
    position: Number(row.position),
    updated_at: timestamp(row.updated_at),
    version: Number(row.version),
  };
}

export function componentRow(row: SqlRow, subs: SubComponent[] = []): Component {
  const tags = Array.isArray(row.tags) ? row.tags.map(text) : [];
  const priority =
    row.priority === null ? null : member<ComponentPriority>(COMPONENT_PRIORITIES, row.priority, 'Medium');
  return {
    id: text(row.id),
    project_id: text(row.project_id),
    parent_id: nullableText(row.parent_id),
    title: text(row.title),
    description: text(row.description),
    kind: member<ComponentKind>(COMPONENT_KINDS, row.kind, COMPONENT_DEFAULTS.kind),
    status: member<ComponentStatus>(COMPONENT_STATUSES, row.status, COMPONENT_DEFAULTS.status),
    priority,
    deadline: nullableText(row.deadline),
    tags,
    notes: text(row.notes),
    position: Number(row.position),
    updated_at: timestamp(row.updated_at),
    version: Number(row.version),
    sub_components: subs,
  };
}

function jsonObject(value: unknown): JsonObject {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return isJsonObject(parsed) ? parsed : {};
}

export function presetRow(row: SqlRow): Preset {
  return {
    id: text(row.id),
    tool_id: text(row.tool_id),
    name: text(row.name),
    inputs: jsonObject(row.inputs),
    project_id: nullableText(row.project_id),
    ...teamOf(row),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    version: Number(row.version),
  };
}

export function profileRow(row: SqlRow): Profile {
  return {
    id: text(row.id),
    full_name: text(row.full_name),
    username: nullableText(row.username),
    updated_at: timestamp(row.updated_at),
    version: Number(row.version),
  };
}

export const favouriteRow = (row: SqlRow): Favourite => ({
  tool_id: text(row.tool_id),
  created_at: timestamp(row.created_at),
});
export const recentRow = (row: SqlRow): Recent => ({
  tool_id: text(row.tool_id),
  used_at: timestamp(row.used_at),
});
