import { diffArrays } from 'diff';

/**
 * Myers' diff (jsdiff) costs about the square of the number of changed lines: past this many, among the lines
 * both texts hold, the changed middle is shown as one block (still a correct diff and patch), not computed for minutes.
 */
const MAX_EDIT_LENGTH = 1_000;

/** One run of items: both sequences share it, or only the old (removed) or the new (added) one has it. */
export interface Run<T> {
  items: T[];
  added: boolean;
  removed: boolean;
}

/**
 * The changes between two sequences, GNU diff's way: the common start and end are set aside, items found in only
 * one sequence are changed for certain, and jsdiff (Myers) compares what is left, far fewer items when most differ.
 * Items are equal when their keys are (a line's text, a JSON value's canonical text).
 */
export function sequenceChanges<T>(
  a: readonly T[],
  b: readonly T[],
  key: (item: T) => string,
): { changes: Run<T>[]; coarse: boolean } {
  const aKeys = a.map(key);
  const bKeys = b.map(key);
  let start = 0;
  while (start < a.length && start < b.length && aKeys[start] === bKeys[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && aKeys[endA - 1] === bKeys[endB - 1]) {
    endA--;
    endB--;
  }
  const ids = new Map<string, number>();
  const id = (line: string) => {
    const found = ids.get(line);
    if (found !== undefined) return found;
    ids.set(line, ids.size);
    return ids.size - 1;
  };
  const aIds = aKeys.slice(start, endA).map(id);
  const bIds = bKeys.slice(start, endB).map(id);
  const inA = new Set(aIds);
  const inB = new Set(bIds);
  const aKept = aIds.flatMap((value, i) => (inB.has(value) ? [i] : []));
  const bKept = bIds.flatMap((value, i) => (inA.has(value) ? [i] : []));
  // Every line of the middle is changed unless the comparison of the shared lines keeps it.
  const aChanged = new Uint8Array(aIds.length).fill(1);
  const bChanged = new Uint8Array(bIds.length).fill(1);
  const kept = diffArrays(
    aKept.map((i) => aIds[i] as number),
    bKept.map((i) => bIds[i] as number),
    { maxEditLength: MAX_EDIT_LENGTH },
  );
  let coarse = false;
  if (kept) {
    let i = 0;
    let j = 0;
    for (const change of kept) {
      if (change.added) j += change.count;
      else if (change.removed) i += change.count;
      else {
        for (let k = 0; k < change.count; k++) {
          aChanged[aKept[i++] as number] = 0;
          bChanged[bKept[j++] as number] = 0;
        }
      }
    }
  } else {
    coarse = aKept.length > 0 && bKept.length > 0;
  }
  const changes: Run<T>[] = [];
  const push = (items: T[], added: boolean, removed: boolean) => {
    if (items.length) changes.push({ items, added, removed });
  };
  push(a.slice(0, start), false, false);
  let i = 0;
  let j = 0;
  while (i < aIds.length || j < bIds.length) {
    const from = [i, j];
    while (i < aIds.length && j < bIds.length && !aChanged[i] && !bChanged[j]) {
      i++;
      j++;
    }
    push(a.slice(start + (from[0] as number), start + i), false, false);
    const removedFrom = i;
    while (i < aIds.length && aChanged[i]) i++;
    push(a.slice(start + removedFrom, start + i), false, true);
    const addedFrom = j;
    while (j < bIds.length && bChanged[j]) j++;
    push(b.slice(start + addedFrom, start + j), true, false);
  }
  push(a.slice(endA), false, false);
  return { changes, coarse };
}
