import type { IconInfo } from './catalog';

/**
 * The catalogue as a search reads it, made once per catalogue so a keystroke only compares strings. `lines` holds a
 * line an icon, each after a line break: its name, then its lower-cased name words and tag words, each word followed
 * by a space (`\narrow-up arrow up forward `). A query word that an icon matches without a near miss is somewhere in
 * its line, so a search finds its candidates with `indexOf` over one text and scores only those; a word or a word's
 * start is one `includes` of the icon's words. An icon's entry is read only when a search returns it: the CLI's
 * catalogue (made at build time, packed.ts) parses the entries of the icons found, not the 1,900 of the set.
 */
export interface SearchIndex<T extends IconInfo = IconInfo> {
  lines: string;
  /** Where each icon's line starts in `lines` (at its line break), and `lines.length` after the last. */
  starts: readonly number[];
  categories: readonly string[];
  /** The icon at a position of the lists above. */
  entry: (at: number) => T;
  /** Every icon, in order (a lookup by component name or alias reads them all). */
  entries: () => readonly T[];
}

/** An icon's line: its name, then its words text (` arrow up `), words split at white space. */
function iconLine(info: IconInfo): string {
  const words = new Set([
    ...info.name.split('-'),
    ...info.tags.flatMap((t) => t.toLowerCase().split(/[\s-]+/)),
  ]);
  return `\n${info.name} ${[...words].join(' ')} `;
}

/** Where each line of `lines` (each starting with a line break) starts, and the text's end. */
export function lineStarts(lines: string): number[] {
  const starts: number[] = [];
  for (let at = lines.indexOf('\n'); at !== -1; at = lines.indexOf('\n', at + 1)) starts.push(at);
  starts.push(lines.length);
  return starts;
}

export function indexIcons<T extends IconInfo>(entries: readonly T[]): SearchIndex<T> {
  const lines = entries.map(iconLine).join('');
  return {
    lines,
    starts: lineStarts(lines),
    categories: entries.map((e) => e.category),
    entry: (at) => entries[at] as T,
    entries: () => entries,
  };
}

/** The Lucide name on line `at` of `lines`: from after its line break to the first space. */
export function nameAt(lines: string, starts: readonly number[], at: number): string {
  const from = (starts[at] as number) + 1;
  return lines.slice(from, lines.indexOf(' ', from));
}

/** The icon whose Lucide name is `name` exactly, by its position; -1 when none is. */
export function iconAt(index: SearchIndex, name: string): number {
  if (name === '' || /\s/.test(name)) return -1;
  const found = index.lines.indexOf(`\n${name} `);
  return found === -1 ? -1 : lineOf(index.starts, found);
}

/** The line holding text position `position`: the last start at or before it. */
function lineOf(starts: readonly number[], position: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
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
  const hits: { score: number; at: number }[] = [];
  const { lines, starts, categories } = index;
  const consider = (at: number) => {
    if (category && category !== 'all' && categories[at] !== category) return;
    const name = nameAt(lines, starts, at);
    const text = lines.slice((starts[at] as number) + 1 + name.length, starts[at + 1]);
    let score = 0;
    for (const word of query) {
      const s = wordScore(word, name, text, fuzzy);
      if (s === undefined) return;
      score += s;
    }
    // `arrow down` names arrow-down exactly: ahead of arrow-big-down.
    hits.push({ score: name === joined ? -1 : score, at });
  };
  const first = words[0];
  if (fuzzy || first === undefined) {
    for (let at = 0; at < categories.length; at++) consider(at);
  } else {
    // Without near misses, an icon matches only if its line holds each query word: the first word's places are
    // the candidates, each line once.
    let at = 0;
    for (let found = lines.indexOf(first); found !== -1; ) {
      while ((starts[at + 1] as number) <= found) at++;
      consider(at);
      found = lines.indexOf(first, starts[at + 1]);
    }
  }
  return hits.sort((a, b) => a.score - b.score || a.at - b.at).map((hit) => index.entry(hit.at));
}
