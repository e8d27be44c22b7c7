import type { IconInfo } from './catalog';
import { lineStarts, nameAt, type SearchIndex } from './search.ts';

/**
 * A search catalogue as plain data, for a build to make once and a run to read (the CLI's bundle holds one,
 * cli/build.mjs): the index's lines and categories, which a search reads, and each icon's entry as a line of JSON,
 * parsed only when a search returns the icon. Parsing the whole catalogue as JSON, entries and all, was a seventh of
 * `toolbox icons arrow`'s start (2026-11-27, ~20M instructions).
 */
export interface PackedIconCatalogue {
  lines: string;
  categories: string[];
  /**
   * One line an icon: the JSON of its `[component, tags, aliases]` (JSON text holds no line break). A text, not a
   * list of JSON texts, so a build can write it as it is, not as strings of escaped quotes.
   */
  details: string;
}

type Details = [component: string, tags: string[], aliases: string[]];

export function packIconCatalogue(index: SearchIndex): PackedIconCatalogue {
  return {
    lines: index.lines,
    categories: [...index.categories],
    details: index
      .entries()
      .map(({ component, tags, aliases }) => JSON.stringify([component, tags, aliases] satisfies Details))
      .join('\n'),
  };
}

export function unpackIconCatalogue(packed: PackedIconCatalogue): SearchIndex {
  const { lines, categories } = packed;
  const starts = lineStarts(lines);
  const read: IconInfo[] = [];
  let details: string[] | undefined;
  const entry = (at: number): IconInfo => {
    let info = read[at];
    if (!info) {
      details ??= packed.details.split('\n');
      const [component, tags, aliases] = JSON.parse(details[at] as string) as Details;
      info = {
        name: nameAt(lines, starts, at),
        component,
        category: categories[at] as string,
        tags,
        aliases,
      };
      read[at] = info;
    }
    return info;
  };
  return { lines, starts, categories, entry, entries: () => categories.map((_, at) => entry(at)) };
}
