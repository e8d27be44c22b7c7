import { type Document, isAlias, isMap, isPair, isScalar, isSeq, visit } from 'yaml';
import { ToolInputError } from '../../errors';
import { locateOffset } from '../../json';

/**
 * How many values aliases may add in all: each `*alias` copies its anchor's whole node, so 99 aliases of a
 * 400 KB anchor write 40 MB (a "billion laughs" nests them for more). Compose and CI files add a few hundred.
 */
export const MAX_ALIAS_VALUES = 100_000;

const at = (text: string, offset: number | undefined) => {
  const { line, column } = locateOffset(text, offset ?? 0);
  return `line ${line}, column ${column}`;
};

/**
 * Refuses, with one line, a document whose aliases would expand past MAX_ALIAS_VALUES values or that refer to a node
 * holding them (a cycle, which no JSON or TOML value can be). One walk, in document order: an alias names the
 * last anchor of its name before it.
 */
export function checkAliases(doc: Document, text: string): void {
  const anchors = new Map<string, unknown>();
  const sizes = new Map<unknown, number>();
  const open = new Set<unknown>();
  let added = 0;
  const walk = (node: unknown): number => {
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (target === undefined) return 1; // the parser reports an unknown anchor itself
      if (open.has(target))
        throw new ToolInputError(
          `Invalid YAML at ${at(text, node.range?.[0])}: the alias *${node.source} is inside the node it names, which would hold itself forever.`,
          'Invalid YAML',
        );
      const size = sizes.get(target) ?? 1;
      added += size;
      if (added > MAX_ALIAS_VALUES)
        throw new ToolInputError(
          `Invalid YAML: its aliases expand to more than ${MAX_ALIAS_VALUES.toLocaleString('en-US')} values (at *${node.source}, ${at(text, node.range?.[0])}); refused as a "billion laughs" expansion.`,
          'Invalid YAML',
        );
      return size;
    }
    if (isPair(node)) return walk(node.key) + walk(node.value);
    if (!isScalar(node) && !isMap(node) && !isSeq(node)) return node == null ? 0 : 1;
    if (node.anchor) anchors.set(node.anchor, node);
    if (isScalar(node)) {
      sizes.set(node, 1);
      return 1;
    }
    open.add(node);
    let size = 1;
    for (const item of node.items) size += walk(item);
    open.delete(node);
    sizes.set(node, size);
    return size;
  };
  walk(doc.contents);
}

/**
 * Refuses a map that holds a key twice (two scalar keys of the same value: `c` and `"c"`, `~` and `null`; `1` and
 * `"1"` differ), at the second, as the yaml package's own check says it: that check compares each key with every one
 * before it, minutes for a map of 100,000 keys; this one is a set per map.
 */
export function checkUniqueKeys(doc: Document, text: string): void {
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        if (!isScalar(key)) continue;
        if (seen.has(key.value))
          throw new ToolInputError(
            `Invalid YAML at ${at(text, key.range?.[0])}: Map keys must be unique`,
            'Invalid YAML',
          );
        seen.add(key.value);
      }
    },
  });
}
