import { isJsonValue, isPlainObject } from '#core/account/fields';
import type { JsonValue } from '#core/account/types';

// What a preset held before presets were versioned (a version-1 preset, read.ts): one tool's inputs by field name,
// in one of two layouts. The web page also flattens the fields its tool keeps between visits with it.

/**
 * The layouts a preset's inputs have had, oldest first. 0: the web page's first, each stored field as kept, a
 * form as an object of its fields (`{ form: { title, theme }, tags: { … } }`). 1: flat (`{ title, theme }`), what
 * the page and the CLI wrote before versions. A field's value is never a JSON object in layout 1, so an object at
 * the top marks layout 0.
 */
const PRESET_LAYOUTS = [0, 1] as const;
type PresetLayout = (typeof PRESET_LAYOUTS)[number];

/** A preset's inputs, read: each field by name (no prototype: a field named `__proto__` stays a field). */
export type PresetFields = Record<string, JsonValue>;

export interface ReadPreset {
  layout: PresetLayout;
  fields: PresetFields;
  /** Names whose value is not JSON (never written by either side): left out. */
  skipped: string[];
}

/**
 * A preset's inputs in the current layout, checked: a layout-0 form's fields come up one level, and a field at
 * the top wins over a form's field of the same name.
 */
export function readPresetInputs(inputs: Readonly<Record<string, unknown>>): ReadPreset {
  const fields: PresetFields = Object.create(null);
  const skipped: string[] = [];
  const put = (name: string, value: unknown) => {
    if (isJsonValue(value)) fields[name] = value;
    else skipped.push(name);
  };
  const top = Object.entries(inputs);
  for (const [, value] of top)
    if (isPlainObject(value)) for (const [name, field] of Object.entries(value)) put(name, field);
  for (const [name, value] of top) if (!isPlainObject(value)) put(name, value);
  return { layout: top.some(([, value]) => isPlainObject(value)) ? 0 : 1, fields, skipped };
}
