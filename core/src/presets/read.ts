import { isJsonValue } from '#core/account/fields';
import { ACCOUNT_LIMITS } from '#core/account/limits';
import type { JsonObject, JsonValue } from '#core/account/types';
import { ToolInputError } from '#core/errors';
import { type PresetFields, readPresetInputs } from '#core/presets/layouts';
import { PRESET_SHAPES, type PresetKind, type PresetShape } from '#core/presets/shapes';

// The one reader and writer of a preset's inputs, for the web page and the CLI alike: the stored JSON is checked
// against its tool's shape (shapes.ts) when read, and every writer stamps the shape's version.

/** The member of a preset's inputs that holds its shape's version (no tool has a field of that name). */
export const PRESET_VERSION_KEY = '$version';
/** Characters of one text (or list item) a preset holds: a whole preset's limit, so no real one comes near it. */
export const PRESET_TEXT_MAX = ACCOUNT_LIMITS.presetInputsBytes;
/** Items of one list a preset holds. */
export const PRESET_LIST_MAX = 1000;

/** Names that would reach an object's prototype when used as a key: never a field, so a preset holding one is refused. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A preset as the account keeps it (the fields of `Preset` the reader needs). */
export interface StoredPreset {
  name: string;
  tool_id: string;
  inputs: Readonly<Record<string, unknown>>;
}

export interface CheckedPreset {
  /** The version it was saved at (1: before presets were versioned). */
  version: number;
  /** Its inputs in the current shape, each checked (no prototype: a plain lookup table). */
  fields: PresetFields;
  /** Fields left out, each with why, as one line to show (a field the tool no longer has, a secret). */
  leftOut: string[];
}

const KIND_WORDS: Record<PresetKind, string> = {
  text: 'text',
  number: 'a number',
  boolean: 'true or false',
  list: 'a list of texts',
  json: 'JSON',
  secret: 'a secret',
};

function kindsOf(shape: PresetShape, field: string): readonly PresetKind[] | undefined {
  if (!Object.hasOwn(shape.fields, field)) return undefined;
  const kind = shape.fields[field];
  return typeof kind === 'string' ? [kind] : kind;
}

function kindOfValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'string') return `${value.length} characters of text`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function fits(kind: PresetKind, value: unknown): boolean {
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.length <= PRESET_TEXT_MAX;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'list':
      return (
        Array.isArray(value) &&
        value.length <= PRESET_LIST_MAX &&
        value.every((item) => typeof item === 'string' && item.length <= PRESET_TEXT_MAX)
      );
    case 'json':
      return isJsonValue(value) && JSON.stringify(value).length <= PRESET_TEXT_MAX;
    case 'secret':
      return false;
  }
}

/** Why `value` cannot be `field`'s, in the words a user reads. */
function refusal(kinds: readonly PresetKind[], value: unknown): string {
  if (typeof value === 'string' && value.length > PRESET_TEXT_MAX && kinds.includes('text'))
    return `is ${value.length} characters long; a preset's text is at most ${PRESET_TEXT_MAX}`;
  if (Array.isArray(value) && value.length > PRESET_LIST_MAX && kinds.includes('list'))
    return `holds ${value.length} items; a preset's list holds at most ${PRESET_LIST_MAX}`;
  return `must be ${kinds.map((kind) => KIND_WORDS[kind]).join(' or ')}, not ${kindOfValue(value)}`;
}

type Shapes = Readonly<Record<string, PresetShape>>;

function shapeFor(name: string, toolId: string, shapes: Shapes): PresetShape {
  if (!Object.hasOwn(shapes, toolId))
    throw new ToolInputError(`preset "${name}" is for "${toolId}", which is not a tool.`, 'Preset refused');
  return shapes[toolId]!;
}

function refusePrototypeKeys(name: string, inputs: Readonly<Record<string, unknown>>) {
  for (const field of Object.keys(inputs))
    if (PROTOTYPE_KEYS.has(field))
      throw new ToolInputError(
        `preset "${name}": "${field}" is not a name a preset's field can have.`,
        'Preset refused',
        field,
      );
}

/** The checked fields of `inputs` (already in the current version), and what was left out. */
function check(
  name: string,
  toolId: string,
  shape: PresetShape,
  inputs: Record<string, unknown>,
  misfit: Misfit = 'refuse',
) {
  const fields: PresetFields = Object.create(null);
  const unknown: string[] = [];
  const secrets: string[] = [];
  const misfits: string[] = [];
  refusePrototypeKeys(name, inputs);
  for (const [field, value] of Object.entries(inputs)) {
    const kinds = kindsOf(shape, field);
    if (!kinds) unknown.push(field);
    else if (kinds.includes('secret')) secrets.push(field);
    else if (kinds.some((kind) => fits(kind, value))) fields[field] = value as JsonValue;
    else if (misfit === 'leave out')
      misfits.push(`preset "${name}": left out ${field}: it ${refusal(kinds, value)}.`);
    else
      throw new ToolInputError(
        `preset "${name}": "${field}" ${refusal(kinds, value)}.`,
        'Preset refused',
        field,
      );
  }
  const leftOut: string[] = [];
  const names = (list: string[]) =>
    list.length > 10 ? `${list.slice(0, 10).join(', ')} and ${list.length - 10} more` : list.join(', ');
  if (unknown.length > 0)
    leftOut.push(`preset "${name}": left out ${names(unknown)}, which ${toolId} presets do not hold.`);
  if (secrets.length > 0)
    leftOut.push(
      `preset "${name}": left out ${names(secrets)}: a preset never keeps a secret; give it on each run.`,
    );
  return { fields, leftOut: [...leftOut, ...misfits] };
}

function versionOf(
  name: string,
  toolId: string,
  shape: PresetShape,
  inputs: Readonly<Record<string, unknown>>,
) {
  if (!Object.hasOwn(inputs, PRESET_VERSION_KEY)) return 1;
  const version = inputs[PRESET_VERSION_KEY];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new ToolInputError(
      `preset "${name}": "${PRESET_VERSION_KEY}" must be a whole number from 1, not ${kindOfValue(version)}.`,
      'Preset refused',
      PRESET_VERSION_KEY,
    );
  if (version > shape.version)
    throw new ToolInputError(
      `preset "${name}" was saved by a newer Dev Toolbox (${toolId} presets version ${version}; this one reads up to ${shape.version}): update it to use this preset.`,
      'Preset refused',
    );
  return version;
}

/**
 * A stored preset's inputs, read: its version (none is 1), brought up to its tool's current shape, then each
 * field checked. A field the shape does not have, or a secret, is left out (and named in `leftOut`); a value of
 * the wrong kind, an oversized one, a prototype key or a version this reader does not know is a ToolInputError
 * naming the preset and the field.
 */
export function readPreset(preset: StoredPreset, shapes: Shapes = PRESET_SHAPES): CheckedPreset {
  const shape = shapeFor(preset.name, preset.tool_id, shapes);
  const version = versionOf(preset.name, preset.tool_id, shape, preset.inputs);
  const { [PRESET_VERSION_KEY]: _version, ...stored } = preset.inputs;
  refusePrototypeKeys(preset.name, stored);
  let inputs: Record<string, unknown> = stored;
  if (version === 1) {
    const read = readPresetInputs(stored);
    const [bad] = read.skipped;
    if (bad !== undefined)
      throw new ToolInputError(`preset "${preset.name}": "${bad}" is not JSON.`, 'Preset refused', bad);
    inputs = read.fields;
  }
  for (let from = Math.max(version, 2); from < shape.version; from++) {
    const step = shape.migrations?.[from];
    if (!step)
      throw new ToolInputError(
        `preset "${preset.name}" is a version ${from} ${preset.tool_id} preset, which this Dev Toolbox cannot bring up to version ${shape.version}: save it again.`,
        'Preset refused',
      );
    inputs = step(inputs);
  }
  return { version, ...check(preset.name, preset.tool_id, shape, inputs) };
}

export interface WrittenPreset {
  /** The inputs to store: the fields the shape holds, stamped with its version. */
  inputs: JsonObject;
  /** What was not kept, and why (as readPreset says it). */
  leftOut: string[];
}

/**
 * What a writer does with a value its field's kinds do not take: refuse the preset (the CLI: a flag value typed
 * now), or leave it out and say so (the web page: a kept value the user cannot see, such as a cleared number).
 */
type Misfit = 'refuse' | 'leave out';

/**
 * A tool's flat inputs as a preset to save (`name` for messages): checked as readPreset checks them, so whatever
 * is written reads back the same, and stamped with the shape's version.
 */
export function writePreset(
  name: string,
  toolId: string,
  fields: Readonly<Record<string, unknown>>,
  misfit: Misfit = 'refuse',
): WrittenPreset {
  const shape = shapeFor(name, toolId, PRESET_SHAPES);
  const checked = check(name, toolId, shape, { ...fields }, misfit);
  const inputs: JsonObject = { [PRESET_VERSION_KEY]: shape.version };
  for (const [field, value] of Object.entries(checked.fields)) inputs[field] = value;
  return { inputs, leftOut: checked.leftOut };
}
