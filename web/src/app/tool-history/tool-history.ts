import type { Tool, ToolId } from '@toolbox/core/registry';

/** The user's starred tools (in the order starred) and the tools they opened last (most recent first). */
export interface ToolHistory {
  favourites: readonly ToolId[];
  recent: readonly ToolId[];
}

export const EMPTY_HISTORY: ToolHistory = { favourites: [], recent: [] };

/** How many recently used tools are kept. */
export const RECENT_LIMIT = 6;

/** Versioned, and per user: two people sharing a browser do not see each other's favourites. */
export function historyKey(userId: string | null): string {
  return `toolbox:tool-history:v1:${userId ?? 'signed-out'}`;
}

/** Known ids only, each once: a tool that was removed or renamed since it was stored is dropped. */
function knownIds(value: unknown, known: ReadonlySet<string>): ToolId[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is ToolId => typeof id === 'string' && known.has(id));
  return [...new Set(ids)];
}

/** Reads what `serializeHistory` wrote; anything unreadable gives an empty history rather than an error. */
export function parseHistory(text: string | null, known: ReadonlySet<string>): ToolHistory {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? 'null');
  } catch {
    return EMPTY_HISTORY;
  }
  if (typeof stored !== 'object' || stored === null) return EMPTY_HISTORY;
  const { favourites, recent } = stored as Record<string, unknown>;
  return {
    favourites: knownIds(favourites, known),
    recent: knownIds(recent, known).slice(0, RECENT_LIMIT),
  };
}

/** The same tools in the same order in both lists. */
export function sameHistory(a: ToolHistory, b: ToolHistory): boolean {
  const same = (x: readonly ToolId[], y: readonly ToolId[]) =>
    x.length === y.length && x.every((id, i) => id === y[i]);
  return same(a.favourites, b.favourites) && same(a.recent, b.recent);
}

export function serializeHistory(history: ToolHistory): string {
  return JSON.stringify({ favourites: history.favourites, recent: history.recent });
}

export function toggleFavourite(history: ToolHistory, id: ToolId): ToolHistory {
  const favourites = history.favourites.includes(id)
    ? history.favourites.filter((favourite) => favourite !== id)
    : [...history.favourites, id];
  return { ...history, favourites };
}

/** Moves `id` to the front of the recently used tools. */
export function recordUse(history: ToolHistory, id: ToolId): ToolHistory {
  if (history.recent[0] === id) return history;
  const recent = [id, ...history.recent.filter((used) => used !== id)].slice(0, RECENT_LIMIT);
  return { ...history, recent };
}

/** The registry's tools for `ids`, in the order of `ids`. */
export function toolsFor(ids: readonly ToolId[], tools: readonly Tool[]): Tool[] {
  return ids.flatMap((id) => tools.find((tool) => tool.id === id) ?? []);
}
