import { isManagedSchema, own } from './change';
import {
  type Column,
  type DbFunction,
  type EnumType,
  functionKey,
  type Policy,
  qualified,
  type Relation,
  type SchemaModel,
} from './model';
import { type Pairs, pair, sameList } from './pairs';
import { SUPABASE_DEFAULT_EXTENSIONS } from './supabase-environment';

export const isView = (r: Relation) => r.kind === 'view' || r.kind === 'materialized view';
export const byName = <T extends { name: string }>(items: readonly T[]) =>
  new Map(items.map((i) => [i.name, i]));

type RelationPairs = Pairs<Relation>['both'];

/**
 * What a migration from `old` to `next` does, worked out before any statement is written: which relations,
 * views, enums, functions, columns, constraints and indexes are dropped, made again or added.
 */
export function planMigration(old: SchemaModel, next: SchemaModel) {
  const relations = pair(old.relations, next.relations, qualified);
  const nextRelations = new Map(next.relations.map((r) => [qualified(r), r]));
  const oldRelations = new Map(old.relations.map((r) => [qualified(r), r]));
  const removedRelations = relations.removed.filter((r) => !isManagedSchema(r.schema));
  const addedRelations = relations.added.filter((r) => !isManagedSchema(r.schema));

  // Enums whose values were removed or reordered are recreated, and every column using them retyped; so are those
  // whose added values NEW's tables use, which `alter type … add value` would not let the same transaction do.
  const enums = pair(own(old.enums), own(next.enums), qualified);
  const recreatedEnums = enums.both
    .filter(([a, b]) => !appendOnly(a.values, b.values) || usesAddedValue(a, b, next))
    .map(([, b]) => b);
  const recreatedTypes = new Set(recreatedEnums.map(qualified));
  const usesRecreated = (c: Column) => recreatedTypes.has(typeName(c.type));

  const rebuilt = rebuiltTables(relations.both, usesRecreated);
  const viewsToDrop = viewsToDropOf(old, nextRelations, rebuilt);
  const recreatedViews = new Set([...viewsToDrop].filter((k) => nextRelations.has(k)));
  const fresh = (r: Relation) => !oldRelations.has(qualified(r)) || recreatedViews.has(qualified(r));
  const usesDroppedRelation = (f: DbFunction) =>
    f.rowTypes.some((t) => viewsToDrop.has(t) || (oldRelations.has(t) && !nextRelations.has(t)));
  const newTableKeys = new Set(addedRelations.map(qualified));
  const needsNewTable = (f: DbFunction) =>
    f.rowTypes.some((t) => newTableKeys.has(t) || recreatedViews.has(t));
  const droppedColumns = droppedColumnsOf(relations.both);
  const recreatedNames = recreatedEnums.map((e) => e.name);
  const touchesDropped = (table: Relation, columns: readonly string[], definition: string) => {
    // A check or an index predicate comparing with a recreated enum's values holds constants of the old type: the
    // column's retype cannot convert them (operator does not exist: mood = mood__old).
    if (table.columns.some(usesRecreated) && recreatedNames.some((name) => mentions(definition, name)))
      return true;
    const dropped = droppedColumns.get(qualified(table));
    if (!dropped?.size) return false;
    return columns.some((c) => dropped.has(c)) || [...dropped].some((c) => mentions(definition, c));
  };
  return {
    old,
    next,
    relations,
    nextRelations,
    oldRelations,
    removedRelations,
    addedRelations,
    newTables: addedRelations.filter((r) => !isView(r)),
    enums,
    recreatedEnums,
    usesRecreated,
    rebuilt,
    viewsToDrop,
    recreatedViews,
    fresh,
    ...functionPlan(old, next, recreatedNames),
    usesDroppedRelation,
    needsNewTable,
    droppedColumns,
    constraintPlans: constraintPlansOf(relations.both, touchesDropped),
    indexPlans: indexPlansOf(relations.both, viewsToDrop, touchesDropped),
    ...typePlan(old, next),
  };
}

/** Schemas, extensions, composite types (and which changed), domains and sequences, old and new paired. */
function typePlan(old: SchemaModel, next: SchemaModel) {
  const composites = pair(own(old.compositeTypes), own(next.compositeTypes), qualified);
  return {
    sequences: pair(own(old.sequences), own(next.sequences), qualified),
    composites,
    changedComposites: composites.both.filter(([a, b]) => !sameAttributes(a.attributes, b.attributes)),
    domains: pair(own(old.domains), own(next.domains), qualified),
    extensions: pair(
      old.extensions.filter((e) => !SUPABASE_DEFAULT_EXTENSIONS.has(e.name)),
      next.extensions.filter((e) => !SUPABASE_DEFAULT_EXTENSIONS.has(e.name)),
      (e) => e.name,
    ),
    schemas: pair(
      old.schemas.filter((s) => !isManagedSchema(s.name)),
      next.schemas.filter((s) => !isManagedSchema(s.name)),
      (s) => s.name,
    ),
  };
}

export type MigrationPlan = ReturnType<typeof planMigration>;

/**
 * Tables whose columns are dropped or retyped: their policies and triggers, and the views reading them, are
 * dropped first and made again.
 */
function rebuiltTables(both: RelationPairs, usesRecreated: (c: Column) => boolean): Set<string> {
  const rebuilt = new Set<string>();
  for (const [a, b] of both) {
    if (isManagedSchema(a.schema) || isView(a) || a.partitionOf) continue;
    const columns = pair(a.columns, b.columns, (c) => c.name);
    if (
      columns.removed.length ||
      columns.both.some(
        ([x, y]) =>
          x.type !== y.type || x.collation !== y.collation || usesRecreated(x) || generatedChanged(x, y),
      )
    )
      rebuilt.add(qualified(a));
  }
  return rebuilt;
}

/** Views that go: gone from `next`, changed, or reading a relation that goes or is rebuilt (transitively). */
function viewsToDropOf(
  old: SchemaModel,
  nextRelations: ReadonlyMap<string, Relation>,
  rebuilt: ReadonlySet<string>,
): Set<string> {
  const viewsToDrop = new Set<string>();
  const gone = (key: string) => rebuilt.has(key) || viewsToDrop.has(key) || !nextRelations.has(key);
  for (let changed = true; changed; ) {
    changed = false;
    for (const v of old.relations.filter(isView)) {
      const key = qualified(v);
      if (viewsToDrop.has(key)) continue;
      const after = nextRelations.get(key);
      if (!after || viewChanged(v, after) || v.dependsOn.some(gone)) {
        viewsToDrop.add(key);
        changed = true;
      }
    }
  }
  return viewsToDrop;
}

/**
 * Functions dropped for good or to be made again, made, and whose bodies alone changed. One taking or returning a
 * recreated enum is made again: it would keep the old type, which then cannot be dropped.
 */
function functionPlan(old: SchemaModel, next: SchemaModel, recreatedEnums: readonly string[]) {
  const functions = pair(own(old.functions), own(next.functions), functionKey);
  const replacedFunctions = functions.both.filter(
    ([a, b]) =>
      a.result !== b.result ||
      a.arguments !== b.arguments ||
      a.kind !== b.kind ||
      recreatedEnums.some((name) => mentions(`${a.arguments} ${a.result ?? ''}`, name)),
  );
  return {
    functions,
    droppedFunctions: [...functions.removed, ...replacedFunctions.map(([a]) => a)],
    createdFunctions: [...functions.added, ...replacedFunctions.map(([, b]) => b)],
    changedBodies: functions.both
      .filter(([a, b]) => a.definition !== b.definition && !replacedFunctions.some(([x]) => x === a))
      .map(([, b]) => b),
  };
}

/** Per kept table (by key): the columns dropped, for good or to be generated another way. */
function droppedColumnsOf(both: RelationPairs): Map<string, Set<string>> {
  const droppedColumns = new Map<string, Set<string>>();
  for (const [a, b] of both) {
    if (isManagedSchema(a.schema) || isView(a) || a.partitionOf) continue;
    const names = new Set(b.columns.map((c) => c.name));
    const dropped = new Set(
      a.columns
        .filter((c) => !names.has(c.name) || generatedChanged(c, byName(b.columns).get(c.name)))
        .map((c) => c.name),
    );
    droppedColumns.set(qualified(a), dropped);
  }
  return droppedColumns;
}

type TouchesDropped = (table: Relation, columns: readonly string[], definition: string) => boolean;

/** Per kept table: the constraints to drop (removed, changed, or on a dropped column) and to add. */
function constraintPlansOf(both: RelationPairs, touchesDropped: TouchesDropped) {
  return both
    .filter(([a]) => !isManagedSchema(a.schema) && !isView(a))
    .map(([a, b]) => {
      const constraints = pair(a.constraints, b.constraints, (c) => c.name);
      const changed = constraints.both.filter(
        ([x, y]) => x.definition !== y.definition || touchesDropped(a, x.columns, x.definition),
      );
      return {
        a,
        b,
        drop: [...constraints.removed, ...changed.map(([x]) => x)],
        add: [...constraints.added, ...changed.map(([, y]) => y)],
      };
    });
}

/** Per kept relation not dropped as a view: the indexes to drop and to make. */
function indexPlansOf(both: RelationPairs, viewsToDrop: ReadonlySet<string>, touchesDropped: TouchesDropped) {
  return both
    .filter(([a]) => !isManagedSchema(a.schema) && !viewsToDrop.has(qualified(a)))
    .map(([a, b]) => {
      const indexes = pair(a.indexes, b.indexes, (i) => i.name);
      const changed = indexes.both.filter(
        ([x, y]) => x.definition !== y.definition || touchesDropped(a, [], x.definition),
      );
      return {
        a,
        drop: [...indexes.removed, ...changed.map(([x]) => x)],
        add: [...indexes.added, ...changed.map(([, y]) => y)],
      };
    });
}

/** A constant cast to a type as the catalog writes it: `'happy'::public.mood`, `'{r,b}'::c[]`, `'x'::"Mood"`. */
const CAST_CONSTANT = /'((?:[^']|'')*)'::((?:[\w$]+|"(?:[^"]|"")+")(?:\.(?:[\w$]+|"(?:[^"]|"")+"))?)/g;

/** Every string in a value, at any depth. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * Whether a value `next` adds to `old` is written in NEW's tables or views (a default, a check, an index predicate,
 * a policy, a view's query; alone or in an array constant): Postgres refuses that in the transaction that added it
 * (unsafe use of new value), and a migration file runs in one (`supabase db push`).
 */
function usesAddedValue(old: EnumType, next: EnumType, model: SchemaModel): boolean {
  const added = next.values.filter((v) => !old.values.includes(v));
  if (added.length === 0) return false;
  return stringsOf(model.relations).some((text) =>
    [...text.matchAll(CAST_CONSTANT)].some(
      ([, constant = '', type = '']) =>
        typeName(type).split('.').at(-1) === next.name &&
        added.some((value) => constant.replace(/''/g, "'").includes(value)),
    ),
  );
}

/** A column type as `schema.name`, as `qualified` writes a type's key: `public."Mood"[]` is public.Mood. */
export const typeName = (type: string) =>
  type.replace(/\[\]$/, '').replace(/"((?:[^"]|"")*)"/g, (_, name: string) => name.replace(/""/g, '"'));

/** Whether `next` only appends values to `old` (or inserts them): `alter type … add value` can make it. */
function appendOnly(old: readonly string[], next: readonly string[]): boolean {
  const kept = next.filter((v) => old.includes(v));
  return sameList(kept, old);
}

const generatedChanged = (x: Column, y: Column | undefined) =>
  y !== undefined && JSON.stringify(x.generated) !== JSON.stringify(y.generated);

const sameAttributes = (
  a: readonly { name: string; type: string }[],
  b: readonly { name: string; type: string }[],
) =>
  sameList(
    a.map((x) => `${x.name} ${x.type}`),
    b.map((x) => `${x.name} ${x.type}`),
  );

export const samePolicy = (a: Policy, b: Policy) =>
  a.permissive === b.permissive &&
  a.command === b.command &&
  sameList(a.roles, b.roles) &&
  a.using === b.using &&
  a.withCheck === b.withCheck;

const viewChanged = (a: Relation, b: Relation) =>
  a.kind !== b.kind ||
  a.definition !== b.definition ||
  !sameList(a.options, b.options) ||
  !sameList(
    a.columns.map((c) => `${c.name} ${c.type}`),
    b.columns.map((c) => `${c.name} ${c.type}`),
  );

/** Whether an expression names a column (as a whole word, quoted or not). */
function mentions(definition: string, column: string): boolean {
  const escaped = column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w$"])(${escaped}|"${escaped.replace(/"/g, '""')}")($|[^\\w$"])`).test(definition);
}

/** `keys` ordered so each comes after the relations (among `keys`) it depends on: partitions' parents, views' sources. */
export function dependencyOrder(keys: readonly string[], relations: readonly Relation[]): string[] {
  const wanted = new Set(keys);
  const byKey = new Map(relations.map((r) => [qualified(r), r]));
  const done = new Set<string>();
  const out: string[] = [];
  const visit = (key: string, path: Set<string>) => {
    if (done.has(key) || path.has(key)) return;
    path.add(key);
    const r = byKey.get(key);
    for (const dep of [...(r?.dependsOn ?? []), ...(r?.partitionOf ? [r.partitionOf] : [])])
      if (wanted.has(dep)) visit(dep, path);
    done.add(key);
    out.push(key);
  };
  for (const key of [...keys].sort()) visit(key, new Set());
  return out;
}
