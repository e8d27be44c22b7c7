// A whole-board save against the board it replaces: which row each input is (ids by place for inputs without
// one), and which rows the save really writes. Saving a board that did not change (autosave, Save pressed twice)
// writes no component, and a one-card change writes that card alone.

import { type Component, type ComponentInput, componentFields } from '../_shared/account/mod.ts';

/**
 * Picks, for an input without id, the id of the existing row at its place that no input names and no earlier
 * input took (a board saved from text, as the CLI pushes it, keeps its rows: unchanged ones are not rewritten),
 * else a new one.
 */
function placeIds<T extends { id?: string; position?: number }>(
  inputs: readonly T[],
  existing: readonly { id: string; position: number }[],
): string[] {
  const named = new Set(inputs.flatMap((input) => (input.id ? [input.id.toLowerCase()] : [])));
  const free = new Map<number, string[]>();
  for (const row of existing)
    if (!named.has(row.id)) free.set(row.position, [...(free.get(row.position) ?? []), row.id]);
  return inputs.map(
    (input, i) => input.id?.toLowerCase() ?? free.get(input.position ?? i)?.shift() ?? crypto.randomUUID(),
  );
}

/** Inputs with their ids (the row at their place's, else made here) and positions (their order when not given). */
export function withIds(inputs: ComponentInput[], existing: readonly Component[] = []) {
  const ids = placeIds(inputs, existing);
  return inputs.map((input, i) => {
    const id = ids[i] ?? crypto.randomUUID();
    const subs = input.sub_components ?? [];
    const subIds = placeIds(subs, existing.find((row) => row.id === id)?.sub_components ?? []);
    return {
      ...input,
      id,
      position: input.position ?? i,
      sub_components: subs.map((sub, j) => ({
        ...sub,
        id: subIds[j] ?? crypto.randomUUID(),
        position: sub.position ?? j,
      })),
    };
  });
}

export type PlacedComponent = ReturnType<typeof withIds>[number];
type PlacedSub = PlacedComponent['sub_components'][number];

/** What a save writes: rows to remove (any), and the components and sub-components to insert or update. */
export interface BoardWrites {
  removes: boolean;
  components: PlacedComponent[];
  subs: (PlacedSub & { component_id: string })[];
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/** A component's columns as its row stores them: what an input leaves out takes its default here, once. */
export function componentColumns(c: PlacedComponent) {
  return { id: c.id, ...componentFields(c), position: c.position };
}

/** A sub-component's columns as its row stores them. */
export const subColumns = (s: BoardWrites['subs'][number]) => ({
  id: s.id,
  component_id: s.component_id,
  title: s.title,
  done: s.done ?? false,
  position: s.position,
});

/**
 * Whether the input is the row as stored. Only exact equality counts (a deadline written `2026-1-5` differs from
 * the stored `2026-01-05`), so "same" never hides a change: at worst an equal row is written and the database
 * finds it unchanged.
 */
function sameComponent(input: PlacedComponent, row: Component): boolean {
  const c = componentColumns(input);
  return (
    c.parent_id === row.parent_id &&
    c.title === row.title &&
    c.description === row.description &&
    c.kind === row.kind &&
    c.status === row.status &&
    c.priority === row.priority &&
    c.deadline === row.deadline &&
    sameTags(c.tags, row.tags) &&
    c.notes === row.notes &&
    c.position === row.position
  );
}

const hasDuplicates = (ids: readonly string[]) => new Set(ids).size !== ids.length;

/** The writes a save needs against the board as read in its transaction. */
export function boardWrites(
  components: readonly PlacedComponent[],
  before: readonly Component[],
): BoardWrites {
  const rows = new Map(before.map((row) => [row.id, row]));
  const subIds = components.flatMap((c) => c.sub_components.map((s) => s.id));
  // Ids twice in one save are the database's to refuse, as before this shortcut.
  if (hasDuplicates(components.map((c) => c.id)) || hasDuplicates(subIds))
    return {
      removes: true,
      components: [...components],
      subs: components.flatMap((c) => c.sub_components.map((s) => ({ ...s, component_id: c.id }))),
    };
  const kept = new Set(components.map((c) => c.id));
  const keptSubs = new Set(subIds);
  const removes = before.some(
    (row) => !kept.has(row.id) || row.sub_components.some((sub) => !keptSubs.has(sub.id)),
  );
  const changed = components.filter((c) => {
    const row = rows.get(c.id);
    return !row || !sameComponent(c, row);
  });
  const subs = components.flatMap((c) => {
    const stored = new Map((rows.get(c.id)?.sub_components ?? []).map((sub) => [sub.id, sub]));
    return c.sub_components
      .filter((sub) => {
        const row = stored.get(sub.id);
        return (
          !row || row.title !== sub.title || row.done !== (sub.done ?? false) || row.position !== sub.position
        );
      })
      .map((sub) => ({ ...sub, component_id: c.id }));
  });
  return { removes, components: changed, subs };
}

export const writesNothing = (writes: BoardWrites) =>
  !writes.removes && writes.components.length === 0 && writes.subs.length === 0;
