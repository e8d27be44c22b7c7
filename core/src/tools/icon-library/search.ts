import type { IconEntry } from './catalog';

/** Lower-cased name words and tags, computed once per catalogue so a keystroke only compares strings. */
export interface SearchIndex {
  entries: readonly IconEntry[];
  names: string[];
  keys: string[][];
}

export function indexIcons(entries: readonly IconEntry[]): SearchIndex {
  return {
    entries,
    names: entries.map((e) => e.name),
    keys: entries.map((e) => [
      ...new Set([...e.name.split('-'), ...e.tags.flatMap((t) => t.toLowerCase().split(/[\s-]+/))]),
    ]),
  };
}

/** True when a and b are within `max` edits (insert, delete, substitute); stops early past the bound. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    previous = current;
  }
  return (previous[b.length] ?? max + 1) <= max;
}

/** How well one query word matches an icon: lower is better, undefined is no match. */
function wordScore(word: string, name: string, keys: readonly string[]): number | undefined {
  if (name === word) return 0;
  if (name.startsWith(word)) return 1;
  if (name.includes(word)) return 2;
  if (keys.some((key) => key === word)) return 3;
  if (keys.some((key) => key.startsWith(word))) return 4;
  if (word.length >= 4) {
    const max = word.length >= 7 ? 2 : 1;
    if (keys.some((key) => withinEdits(word, key.slice(0, word.length + max), max))) return 6;
  }
  return undefined;
}

/**
 * Icons matching every word of `query` by name, tag or (from four letters on) a near miss, best first;
 * an empty query keeps the catalogue order (the spec's eight first). `category` 'all' or undefined keeps all.
 */
export function searchIcons(index: SearchIndex, query: string, category?: string): IconEntry[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  const joined = words.join('-');
  const hits: { entry: IconEntry; score: number; at: number }[] = [];
  index.entries.forEach((entry, at) => {
    if (category && category !== 'all' && entry.category !== category) return;
    let score = 0;
    for (const word of words) {
      const s = wordScore(word, index.names[at] ?? '', index.keys[at] ?? []);
      if (s === undefined) return;
      score += s;
    }
    // `arrow down` names arrow-down exactly: ahead of arrow-big-down.
    hits.push({ entry, score: index.names[at] === joined ? -1 : score, at });
  });
  return hits.sort((a, b) => a.score - b.score || a.at - b.at).map((hit) => hit.entry);
}
