// GENERATED from core/src/account/rows.ts by supabase/scripts/core-account-copy.mjs: edit core, then run it.

// Reading the data API's answers into typed rows: every member is checked, nothing is cast.

import { type Fail, Fields } from './fields.ts';
import {
  type AccountExport,
  COMPONENT_KINDS,
  COMPONENT_PRIORITIES,
  COMPONENT_STATUSES,
  type Component,
  type Favourite,
  type Preset,
  type Profile,
  type Project,
  type Recent,
  type SubComponent,
  VISIBILITIES,
  type WorkspaceSource,
} from './types.ts';

/** A team's item names its team; a person's own carries no team_id (as before teams). */
function teamOf(f: Fields): { team_id?: string } {
  const team = f.has('team_id') ? f.nullableUuid('team_id') : null;
  return team === null ? {} : { team_id: team };
}

export function readProject(f: Fields): Project {
  return {
    id: f.uuid('id'),
    name: f.string('name'),
    description: f.string('description'),
    github_url: f.nullableString('github_url'),
    supabase_url: f.nullableString('supabase_url'),
    visibility: f.oneOf('visibility', VISIBILITIES),
    last_synced_at: f.nullableTimestamp('last_synced_at'),
    created_at: f.timestamp('created_at'),
    updated_at: f.timestamp('updated_at'),
    version: f.int('version'),
    owner: f.boolean('owner'),
    ...teamOf(f),
  };
}

export function readSubComponent(f: Fields): SubComponent {
  return {
    id: f.uuid('id'),
    component_id: f.uuid('component_id'),
    title: f.string('title'),
    done: f.boolean('done'),
    position: f.int('position'),
    updated_at: f.timestamp('updated_at'),
    version: f.int('version'),
  };
}

export function readComponent(f: Fields): Component {
  return {
    id: f.uuid('id'),
    project_id: f.uuid('project_id'),
    parent_id: f.nullableUuid('parent_id'),
    title: f.string('title'),
    description: f.string('description'),
    kind: f.oneOf('kind', COMPONENT_KINDS),
    status: f.oneOf('status', COMPONENT_STATUSES),
    priority: f.nullableOneOf('priority', COMPONENT_PRIORITIES),
    deadline: f.nullableDate('deadline'),
    tags: f.stringArray('tags', Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    notes: f.string('notes'),
    position: f.int('position'),
    updated_at: f.timestamp('updated_at'),
    version: f.int('version'),
    sub_components: f.objects('sub_components').map(readSubComponent),
  };
}

export function readPreset(f: Fields): Preset {
  return {
    id: f.uuid('id'),
    tool_id: f.string('tool_id'),
    name: f.string('name'),
    inputs: f.jsonObject('inputs'),
    project_id: f.nullableUuid('project_id'),
    ...teamOf(f),
    created_at: f.timestamp('created_at'),
    updated_at: f.timestamp('updated_at'),
    version: f.int('version'),
  };
}

export function readFavourite(f: Fields): Favourite {
  return { tool_id: f.string('tool_id'), created_at: f.timestamp('created_at') };
}

export function readRecent(f: Fields): Recent {
  return { tool_id: f.string('tool_id'), used_at: f.timestamp('used_at') };
}

export function readProfile(f: Fields): Profile {
  return {
    id: f.uuid('id'),
    full_name: f.string('full_name'),
    username: f.nullableString('username'),
    updated_at: f.timestamp('updated_at'),
    version: f.int('version'),
  };
}

export function readWorkspace(f: Fields, key = 'workspace'): WorkspaceSource | null {
  return f.raw(key) === null ? null : { source: f.object(key).string('source') };
}

export function readExport(value: unknown, fail: Fail): AccountExport {
  const f = Fields.of(value, '', fail);
  return {
    exported_at: f.timestamp('exported_at'),
    profile: f.raw('profile') === null ? null : readProfile(f.object('profile')),
    projects: f.objects('projects').map((p) => ({
      ...readProject(p),
      components: p.objects('components').map(readComponent),
      workspace: readWorkspace(p),
    })),
    presets: f.objects('presets').map(readPreset),
    favourites: f.objects('favourites').map(readFavourite),
    recents: f.objects('recents').map(readRecent),
  };
}
