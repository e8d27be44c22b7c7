/** Objects of two schemas matched by key: only in the old one, only in the new one, in both. */
export interface Pairs<T> {
  removed: T[];
  added: T[];
  both: [T, T][];
}

export function pair<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): Pairs<T> {
  const old = new Map(before.map((item) => [key(item), item]));
  const next = new Map(after.map((item) => [key(item), item]));
  return {
    removed: before.filter((item) => !next.has(key(item))),
    added: after.filter((item) => !old.has(key(item))),
    both: before.flatMap((item): [T, T][] => {
      const other = next.get(key(item));
      return other ? [[item, other]] : [];
    }),
  };
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
