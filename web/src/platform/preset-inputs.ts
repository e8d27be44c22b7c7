import { ACCOUNT_LIMITS, formatBytes, type JsonObject, utf8Bytes } from '@toolbox/core/account';
import { readPresetInputs, writePreset } from '@toolbox/core/presets';
import type { ToolId } from '@toolbox/core/registry';
import { LARGE_MARKER, readLarge, removeLarge } from './large-inputs';
import { INPUTS_REPLACED_EVENT, keys, storage, storageKey } from './stored-inputs';

// A preset's inputs are what a tool keeps between visits (stored-inputs.ts), flat: a form's fields by their own
// names (`{ "title": …, "theme": … }`, not `{ "form": { … } }`), which is also what `toolbox <command> --preset`
// reads and `toolbox preset save` writes. Loaded with the preset menu, not with the shell.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field a form keeps when the tool has none stored yet (13 of the tools' forms are called `form`). */
const MAIN_FORM = 'form';

/**
 * A tool's stored fields as one flat preset: each form's fields, then the single values by their field name. The
 * stored fields are laid out as a preset's first layout was, so core's reader of presets flattens them.
 */
export function flattenInputs(stored: Record<string, unknown>): Record<string, unknown> {
  return { ...readPresetInputs(stored).fields };
}

/**
 * The stored fields a flat preset gives: each stored form takes the preset's values for its own fields, a single
 * value its own; what no stored field names goes into the main form (a tool not used in this browser yet), whose
 * page takes only the keys and types it knows.
 */
export function unflattenInputs(
  preset: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  const used = new Set<string>();
  for (const [field, value] of Object.entries(stored)) {
    if (isRecord(value)) {
      const form = { ...value };
      for (const key of Object.keys(value))
        if (key in preset) {
          form[key] = preset[key];
          used.add(key);
        }
      next[field] = form;
    } else if (field in preset) {
      next[field] = preset[field];
      used.add(field);
    } else next[field] = value;
  }
  const rest = Object.entries(preset).filter(([key]) => !used.has(key));
  if (rest.length > 0) {
    const main = isRecord(next[MAIN_FORM]) ? next[MAIN_FORM] : {};
    next[MAIN_FORM] = { ...main, ...Object.fromEntries(rest) };
  }
  return next;
}

/**
 * Everything `toolId` keeps for the signed-in user, field by field: what a preset saves. Values are the stored
 * JSON, read back; a field that does not parse is left out.
 */
export function readToolInputs(toolId: ToolId): Record<string, unknown> {
  const store = storage();
  const prefix = storageKey(toolId, '');
  const inputs: Record<string, unknown> = {};
  if (!store) return inputs;
  for (const key of keys(store)) {
    if (!key.startsWith(prefix)) continue;
    try {
      inputs[key.slice(prefix.length)] = JSON.parse(store.getItem(key) ?? 'null');
    } catch {
      // Not JSON (never written by the tool's hooks): not part of a preset.
    }
  }
  return inputs;
}

/**
 * What "Save preset" saves of `toolId` under `name`: every field it keeps, a field kept in IndexedDB read back,
 * checked against the tool's preset shape. The data API refuses a preset's inputs over 256 KB as JSON, so the
 * largest fields are left out until the rest fits; each field left out is named in `leftOut`, with why.
 */
export async function presetToSave(
  name: string,
  toolId: ToolId,
  readKept: (key: string) => Promise<string | undefined> = readLarge,
): Promise<{ inputs: JsonObject; leftOut: string[] }> {
  const stored = readToolInputs(toolId);
  const unread: string[] = [];
  const store = storage();
  const prefix = storageKey(toolId, '');
  for (const key of store ? keys(store) : []) {
    if (!key.startsWith(prefix) || store?.getItem(key) !== LARGE_MARKER) continue;
    const field = key.slice(prefix.length);
    const json = await readKept(key);
    try {
      stored[field] = JSON.parse(json ?? '');
    } catch {
      unread.push(
        `preset "${name}": left out ${field}: this browser keeps it in IndexedDB, which could not be read.`,
      );
    }
  }
  const { inputs, leftOut } = writePreset(name, toolId, flattenInputs(stored), 'leave out');
  const limit = ACCOUNT_LIMITS.presetInputsBytes;
  const sizes = Object.entries(inputs)
    .map(([field, value]) => ({ field, bytes: utf8Bytes(JSON.stringify(value)) }))
    .sort((a, b) => b.bytes - a.bytes);
  let total = utf8Bytes(JSON.stringify(inputs));
  const tooLarge: string[] = [];
  for (const { field, bytes } of sizes) {
    if (total <= limit) break;
    delete inputs[field];
    total -= bytes + utf8Bytes(JSON.stringify(field)) + 2;
    tooLarge.push(
      `preset "${name}": left out ${field} (${size(bytes)}): a preset holds at most ${formatBytes(limit)} of inputs; this browser keeps it.`,
    );
  }
  return { inputs, leftOut: [...unread, ...leftOut, ...tooLarge] };
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Loads a preset: the tool's stored fields become `inputs` (the others are removed), then its page reloads them. */
export function replaceToolInputs(toolId: ToolId, inputs: Record<string, unknown>) {
  const store = storage();
  if (!store) return;
  const prefix = storageKey(toolId, '');
  for (const key of keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
  void removeLarge(`${prefix}*`);
  for (const [field, value] of Object.entries(inputs)) {
    try {
      store.setItem(prefix + field, JSON.stringify(value));
    } catch {
      // Storage full: that field keeps its default.
    }
  }
  window.dispatchEvent(new CustomEvent(INPUTS_REPLACED_EVENT, { detail: toolId }));
}

/** Loads a preset's checked fields into `toolId` ("Load", and "Use this preset" on a shared one). */
export function loadPresetFields(toolId: ToolId, fields: Record<string, unknown>) {
  replaceToolInputs(toolId, unflattenInputs(fields, readToolInputs(toolId)));
}
