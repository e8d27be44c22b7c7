import type { ToolId } from '@toolbox/core/registry';
import { INPUTS_REPLACED_EVENT, keys, storage, storageKey } from './stored-inputs';

// A preset's inputs are what a tool keeps between visits (stored-inputs.ts): read all of them, or replace them.
// Loaded with the preset menu, not with the shell.

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

/** Loads a preset: the tool's stored fields become `inputs` (the others are removed), then its page reloads them. */
export function replaceToolInputs(toolId: ToolId, inputs: Record<string, unknown>) {
  const store = storage();
  if (!store) return;
  const prefix = storageKey(toolId, '');
  for (const key of keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
  for (const [field, value] of Object.entries(inputs)) {
    try {
      store.setItem(prefix + field, JSON.stringify(value));
    } catch {
      // Storage full: that field keeps its default.
    }
  }
  window.dispatchEvent(new CustomEvent(INPUTS_REPLACED_EVENT, { detail: toolId }));
}
