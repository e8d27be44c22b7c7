import type { ToolId } from '@toolbox/core/registry';
import { historyKey } from './tool-history';

/**
 * A star or an opened tool of a signed-in user made before the account's sync had loaded (history-sync.ts is a
 * lazy chunk). Kept in localStorage, not in memory: the user may leave the page before the chunk arrives, and the
 * next page that connects sends it. Without this, the account's lists replace this browser's once it connects,
 * and the change is lost.
 */
export type UnsentChange = { kind: 'use'; id: ToolId } | { kind: 'favourite'; id: ToolId; on: boolean };

/** More than a burst of page loads before any of them connects; the oldest go first. */
const UNSENT_LIMIT = 50;

const unsentKey = (userId: string) => `${historyKey(userId)}:unsent`;

function isChange(value: unknown, known: ReadonlySet<string>): value is UnsentChange {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id, on } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !known.has(id)) return false;
  return kind === 'use' || (kind === 'favourite' && typeof on === 'boolean');
}

function read(userId: string, known: ReadonlySet<string>): UnsentChange[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(unsentKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((change) => isChange(change, known)) : [];
  } catch {
    return [];
  }
}

/** Adds `change` after the others; an earlier change of the same kind to the same tool is dropped (the last wins). */
export function keepUnsent(userId: string, change: UnsentChange, known: ReadonlySet<string>) {
  const changes = read(userId, known).filter((c) => c.kind !== change.kind || c.id !== change.id);
  try {
    localStorage.setItem(unsentKey(userId), JSON.stringify([...changes, change].slice(-UNSENT_LIMIT)));
  } catch {
    // Storage full or disabled: the change stays in this browser's lists only.
  }
}

/** The changes waiting for `userId`, oldest first, removed from storage: the caller sends them. */
export function takeUnsent(userId: string, known: ReadonlySet<string>): UnsentChange[] {
  const changes = read(userId, known);
  try {
    localStorage.removeItem(unsentKey(userId));
  } catch {
    // Disabled storage kept nothing.
  }
  return changes;
}
