import { type ToolId, tools } from '@toolbox/core/registry';
import { removeLarge } from './large-inputs';

// Tool inputs that survive a reload live in localStorage under one key scheme, per signed-in user, and are cleared
// when that user signs out. Never keep passwords, tokens or generated secrets here.

const PREFIX = 'toolbox:inputs:v2';
/** Inputs typed while nobody is signed in (unit tests, a page rendered outside the shell). */
const NO_USER = 'signed-out';

let currentUser: string | null = null;

export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const userPrefix = (userId: string) => `${PREFIX}:${encodeURIComponent(userId)}:`;

/** The one key under which `toolId` keeps `field` for the signed-in user. */
export function storageKey(toolId: ToolId, field: string): string {
  return `${userPrefix(currentUser ?? NO_USER)}${toolId}:${field}`;
}

/** Called by the auth provider whenever the session changes: later keys belong to this user. */
export function setStorageUser(userId: string | null) {
  currentUser = userId;
  if (userId) migrateLegacyInputs(userId);
}

/** Where the account store keeps `userId`'s local copy of their account data and their queued writes. */
export const accountKey = (userId: string, part: 'copy' | 'queue') =>
  `toolbox:account:v1:${encodeURIComponent(userId)}:${part}`;

/** The queue keeps each write under its own key starting with this (write-queue.ts). */
export const queueEntryPrefix = (userId: string) => `${accountKey(userId, 'queue')}:`;

/** Removes every tool input this browser keeps for `userId` (Delete my data); the account's copy is the store's. */
export function clearToolInputs(userId: string) {
  const store = storage();
  if (!store) return;
  const prefix = userPrefix(userId);
  for (const key of keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
  void removeLarge(`${prefix}*`);
}

/**
 * Removes every tool input kept for `userId` (on sign-out), and their account data's local copy unless writes
 * still wait to be sent; other users' inputs and app settings stay.
 */
export function clearStoredInputs(userId: string) {
  const store = storage();
  if (!store) return;
  clearToolInputs(userId);
  const legacy = store.getItem(accountKey(userId, 'queue'));
  const queued =
    (legacy !== null && legacy !== '[]') ||
    keys(store).some((key) => key.startsWith(queueEntryPrefix(userId)));
  if (!queued) store.removeItem(accountKey(userId, 'copy'));
}

/** Fired on window when a preset replaced a tool's inputs: the tool's page mounts again to read them. */
export const INPUTS_REPLACED_EVENT = 'toolbox:inputs-replaced';

export function keys(store: Storage): string[] {
  const out: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null) out.push(key);
  }
  return out;
}

const toolIds = new Set<string>(tools.map((tool) => tool.id));
/** Keys that did not start with their tool's id. */
const RENAMED: Record<string, [ToolId, string]> = {
  'toolbox:visual-workspace:v1': ['visual-workspace-generator', 'workspace'],
};
/** Kept as plain text rather than JSON before: wrapped as a JSON string when moved. */
const PLAIN_TEXT = new Set(['toolbox:database-visualizer:ddl']);

/**
 * The tool and field of a key written before inputs were kept per user: `toolbox:<tool>:<field>`,
 * `<tool>:<field>` or `<tool>.<field>`; anything else (theme, favourites, current keys) is not an input.
 */
export function legacyInputKey(key: string): [ToolId, string] | undefined {
  const renamed = RENAMED[key];
  if (renamed) return renamed;
  const match = /^(?:toolbox:)?([a-z0-9-]+)[:.](.+)$/.exec(key);
  if (!match || !toolIds.has(match[1]!)) return undefined;
  return [match[1] as ToolId, match[2]!];
}

/** Once per browser: inputs saved before they were kept per user become the first signed-in user's. */
function migrateLegacyInputs(userId: string) {
  const store = storage();
  if (!store) return;
  try {
    for (const key of keys(store)) {
      const target = legacyInputKey(key);
      if (!target) continue;
      const stored = store.getItem(key);
      const value = stored !== null && PLAIN_TEXT.has(key) ? JSON.stringify(stored) : stored;
      const next = `${userPrefix(userId)}${target[0]}:${target[1]}`;
      if (value !== null && store.getItem(next) === null) store.setItem(next, value);
      store.removeItem(key);
    }
  } catch {
    // Storage full or disabled: the old inputs stay where they were.
  }
}
