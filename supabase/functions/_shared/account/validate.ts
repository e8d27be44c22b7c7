// GENERATED from core/src/account/validate.ts by supabase/scripts/core-account-copy.mjs: edit core, then run it.

// What a write may send: each validator reads an untyped request body into its input type, or throws
// AccountValidationError naming the field (400) or AccountLimitError naming the limit (413).
// The data function runs them before the database; the front ends may run them before sending.

import { AccountLimitError, AccountValidationError } from './errors.ts';
import { type Fail, Fields } from './fields.ts';
import { ACCOUNT_LIMITS, formatBytes, utf8Bytes } from './limits.ts';
import {
  type BoardSave,
  COMPONENT_KINDS,
  COMPONENT_PRIORITIES,
  COMPONENT_STATUSES,
  type ComponentInput,
  type ComponentPatch,
  type PresetCreate,
  type PresetPatch,
  type ProfilePatch,
  type ProjectCreate,
  type ProjectPatch,
  type SubComponentInput,
  type SubComponentPatch,
  VISIBILITIES,
  type WorkspaceSource,
} from './types.ts';

const fail: Fail = (field, why) => {
  throw new AccountValidationError(field, `${field} ${why}`);
};

const { nameChars, textChars } = ACCOUNT_LIMITS;
const USERNAME = /^[a-z0-9_][a-z0-9_.-]{2,39}$/i;
const TOOL_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

function body(value: unknown): Fields {
  return Fields.of(value, '', fail);
}

function version(f: Fields): number {
  return f.int('version', 0);
}

function url(f: Fields, key: string): string | null {
  const value = f.nullableString(key, 2000);
  if (value === null || value === '') return null;
  return /^https?:\/\/\S+$/i.test(value) ? value : fail(key, 'must be an http(s) URL');
}

function workspace(f: Fields): WorkspaceSource | undefined {
  if (!f.has('workspace')) return undefined;
  const source = f.object('workspace').string('source');
  if (utf8Bytes(source) > ACCOUNT_LIMITS.workspaceSourceBytes)
    throw new AccountLimitError(
      'workspaceSourceBytes',
      `The workspace source is over the limit of ${formatBytes(ACCOUNT_LIMITS.workspaceSourceBytes)}`,
    );
  return { source };
}

function projectFields(f: Fields): Partial<ProjectCreate> {
  return {
    ...(f.has('name') && { name: f.nonEmpty('name', nameChars).trim() }),
    ...(f.has('description') && { description: f.string('description', textChars) }),
    ...(f.has('github_url') && { github_url: url(f, 'github_url') }),
    ...(f.has('supabase_url') && { supabase_url: url(f, 'supabase_url') }),
    ...(f.has('visibility') && { visibility: f.oneOf('visibility', VISIBILITIES) }),
  };
}

export function validateProjectCreate(value: unknown): ProjectCreate {
  const f = body(value);
  const ws = workspace(f);
  return { ...projectFields(f), name: f.nonEmpty('name', nameChars).trim(), ...(ws && { workspace: ws }) };
}

export function validateProjectPatch(value: unknown): ProjectPatch {
  const f = body(value);
  const ws = workspace(f);
  return {
    ...projectFields(f),
    version: version(f),
    ...(f.has('last_synced_at') && { last_synced_at: f.nullableTimestamp('last_synced_at') }),
    ...(ws && { workspace: ws }),
  };
}

function subComponentInput(f: Fields): SubComponentInput {
  return {
    ...(f.has('id') && { id: f.uuid('id') }),
    title: f.nonEmpty('title', textChars),
    ...(f.has('done') && { done: f.boolean('done') }),
    ...(f.has('position') && { position: f.int('position') }),
  };
}

/** The members a component input and a component patch share. */
function componentFields(f: Fields): Partial<ComponentInput> {
  return {
    ...(f.has('parent_id') && { parent_id: f.nullableUuid('parent_id') }),
    ...(f.has('title') && { title: f.nonEmpty('title', textChars) }),
    ...(f.has('description') && { description: f.string('description', textChars) }),
    ...(f.has('kind') && { kind: f.oneOf('kind', COMPONENT_KINDS) }),
    ...(f.has('status') && { status: f.oneOf('status', COMPONENT_STATUSES) }),
    ...(f.has('priority') && { priority: f.nullableOneOf('priority', COMPONENT_PRIORITIES) }),
    ...(f.has('deadline') && { deadline: f.nullableDate('deadline') }),
    ...(f.has('tags') && { tags: f.stringArray('tags', ACCOUNT_LIMITS.tagsPerComponent, nameChars) }),
    ...(f.has('notes') && { notes: f.string('notes', textChars) }),
    ...(f.has('position') && { position: f.int('position') }),
  };
}

function componentInput(f: Fields): ComponentInput {
  const subs = f.has('sub_components')
    ? f.objects('sub_components', ACCOUNT_LIMITS.subComponentsPerComponent).map(subComponentInput)
    : undefined;
  return {
    ...componentFields(f),
    ...(f.has('id') && { id: f.uuid('id') }),
    title: f.nonEmpty('title', textChars),
    ...(subs && { sub_components: subs }),
  };
}

export function validateComponentInput(value: unknown): ComponentInput {
  return componentInput(body(value));
}

export function validateBoardSave(value: unknown): BoardSave {
  const f = body(value);
  const list = f.array('components');
  if (list.length > ACCOUNT_LIMITS.componentsPerProject)
    throw new AccountLimitError(
      'componentsPerProject',
      `A project holds at most ${ACCOUNT_LIMITS.componentsPerProject} components`,
    );
  const components = f.objects('components').map(componentInput);
  const ids = new Set<string>();
  components.forEach((component, i) => {
    if (component.id === undefined) return;
    if (ids.has(component.id)) fail(`components[${i}].id`, 'appears twice');
    ids.add(component.id);
  });
  components.forEach((component, i) => {
    const parent = component.parent_id;
    if (parent && !ids.has(parent))
      fail(`components[${i}].parent_id`, 'must be the id of a component in this save');
  });
  return { version: version(f), components };
}

export function validateComponentPatch(value: unknown): ComponentPatch {
  const f = body(value);
  return { ...componentFields(f), version: version(f) };
}

export function validateSubComponentPatch(value: unknown): SubComponentPatch {
  const f = body(value);
  return {
    version: version(f),
    ...(f.has('title') && { title: f.nonEmpty('title', textChars) }),
    ...(f.has('done') && { done: f.boolean('done') }),
    ...(f.has('position') && { position: f.int('position') }),
  };
}

function presetInputs(f: Fields) {
  const inputs = f.jsonObject('inputs');
  if (utf8Bytes(JSON.stringify(inputs)) > ACCOUNT_LIMITS.presetInputsBytes)
    throw new AccountLimitError(
      'presetInputsBytes',
      `A preset's inputs are over the limit of ${formatBytes(ACCOUNT_LIMITS.presetInputsBytes)}`,
    );
  return inputs;
}

export function isToolId(value: string): boolean {
  return TOOL_ID.test(value);
}

export function validateToolId(value: string, field = 'tool_id'): string {
  return isToolId(value) ? value : fail(field, 'must be a tool id (lowercase letters, digits and dashes)');
}

export function validatePresetCreate(value: unknown): PresetCreate {
  const f = body(value);
  return {
    tool_id: validateToolId(f.string('tool_id')),
    name: f.nonEmpty('name', nameChars).trim(),
    inputs: presetInputs(f),
    ...(f.has('project_id') && { project_id: f.nullableUuid('project_id') }),
  };
}

export function validatePresetPatch(value: unknown): PresetPatch {
  const f = body(value);
  return {
    version: version(f),
    ...(f.has('name') && { name: f.nonEmpty('name', nameChars).trim() }),
    ...(f.has('inputs') && { inputs: presetInputs(f) }),
  };
}

export function validateProfilePatch(value: unknown): ProfilePatch {
  const f = body(value);
  const username = f.has('username') ? f.nullableString('username') : undefined;
  if (username && !USERNAME.test(username))
    fail('username', 'must be 3 to 40 letters, digits, dots, dashes or underscores');
  return {
    version: version(f),
    ...(f.has('full_name') && { full_name: f.string('full_name', nameChars).trim() }),
    ...(username !== undefined && { username: username === '' ? null : username }),
  };
}
