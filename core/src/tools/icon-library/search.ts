import type { IconInfo } from './catalog';

/**
 * Lower-cased name words and tags, computed once per catalogue so a keystroke only compares strings. Each icon's
 * words are one text, each word between spaces (` arrow up `; words are split at white space): a word or a word's start
 * is one `includes` of the icon's text, not a call per word, and the CLI's catalogue (made at build time) parses a
 * string an icon instead of an array of words.
 */
export interface SearchIndex<T extends IconInfo = IconInfo> {
  entries: readonly T[];
  names: string[];
  words: string[];
}

export function indexIcons<T extends IconInfo>(entries: readonly T[]): SearchIndex<T> {
  return {
    entries,
    names: entries.map((e) => e.name),
    words: entries.map((e) => {
      const words = new Set([
        ...e.name.split('-'),
        ...e.tags.flatMap((t) => t.toLowerCase().split(/[\s-]+/)),
      ]);
      return ` ${[...words].join(' ')} `;
    }),
  };
}

// Two reused rows: the distance check runs for thousands of keys a keystroke, so it allocates nothing.
let previous = new Int32Array(64);
let current = new Int32Array(64);

/** True when a and b are within `max` edits (insert, delete, substitute); stops early past the bound. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (b.length + 1 > previous.length) {
    previous = new Int32Array(b.length + 1);
    current = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return false;
    [previous, current] = [current, previous];
  }
  return (previous[b.length] as number) <= max;
}

/** A query word, and how it stands in an icon's words text: as a whole word, as a word's start. */
interface QueryWord {
  word: string;
  whole: string;
  start: string;
}

/** How well one query word matches an icon: lower is better, undefined is no match. */
function wordScore(query: QueryWord, name: string, words: string, fuzzy: boolean): number | undefined {
  const { word } = query;
  if (name === word) return 0;
  if (name.startsWith(word)) return 1;
  if (name.includes(word)) return 2;
  if (words.includes(query.whole)) return 3;
  if (words.includes(query.start)) return 4;
  if (fuzzy && word.length >= 4) {
    const max = word.length >= 7 ? 2 : 1;
    const keys = words.slice(1, -1).split(' ');
    if (keys.some((key) => withinEdits(word, key.slice(0, word.length + max), max))) return 6;
  }
  return undefined;
}

/**
 * Icons matching every word of `query` by name, tag or (from four letters on) a near miss, best first;
 * an empty query keeps the catalogue order (the spec's eight first). `category` 'all' or undefined keeps all.
 */
export function searchIcons<T extends IconInfo>(
  index: SearchIndex<T>,
  query: string,
  category?: string,
): T[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  const strict = rank(index, words, category, false);
  // Near misses only when the exact pass finds little: typing a real word stays cheap, a typo still finds.
  if (strict.length >= FUZZY_BELOW || !words.some((word) => word.length >= 4)) return strict;
  return rank(index, words, category, true);
}

const FUZZY_BELOW = 12;

function rank<T extends IconInfo>(
  index: SearchIndex<T>,
  words: string[],
  category: string | undefined,
  fuzzy: boolean,
): T[] {
  const joined = words.join('-');
  const query = words.map((word) => ({ word, whole: ` ${word} `, start: ` ${word}` }));
  const hits: { entry: T; score: number; at: number }[] = [];
  const { entries, names } = index;
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at]!;
    if (category && category !== 'all' && entry.category !== category) continue;
    const name = names[at] ?? '';
    const text = index.words[at] ?? '';
    let score: number | undefined = 0;
    for (const word of query) {
      const s = wordScore(word, name, text, fuzzy);
      if (s === undefined) {
        score = undefined;
        break;
      }
      score += s;
    }
    // `arrow down` names arrow-down exactly: ahead of arrow-big-down.
    if (score !== undefined) hits.push({ entry, score: name === joined ? -1 : score, at });
  }
  return hits.sort((a, b) => a.score - b.score || a.at - b.at).map((hit) => hit.entry);
}
