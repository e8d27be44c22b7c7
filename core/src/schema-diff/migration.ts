import { quoteIdent as ident, quoteLiteral as literal, sqlComment } from '../sql/quote';
import { creationGrants, defaultPrivilegesChanges } from './default-privileges';
import { isManagedSchema, type SchemaDiff } from './diff';
import {
  type Column,
  type DbFunction,
  type Domain,
  type EnumType,
  functionKey,
  type Policy,
  qualified,
  type Relation,
  type SchemaModel,
  type Sequence,
} from './model';
import { pair, sameList } from './pairs';
import { SUPABASE_DEFAULT_EXTENSIONS } from './supabase-environment';

const q = (o: { schema: string; name: string }) => `${ident(o.schema)}.${ident(o.name)}`;
const isView = (r: Relation) => r.kind === 'view' || r.kind === 'materialized view';
const byName = <T extends { name: string }>(items: readonly T[]) => new Map(items.map((i) => [i.name, i]));

/**
 * The SQL that takes a database holding `old` to `next`, in dependency order: dependents dropped first (policies,
 * triggers, views, foreign keys), then types, sequences, functions, tables, columns, constraints, indexes, views,
 * triggers, row level security, policies, grants and comments. Drops and adds the diff could not tell from a rename
 * are written as drop and add, each with a comment saying so.
 */
export function migrationSql(old: SchemaModel, next: SchemaModel, diff: SchemaDiff): string {
  const out: string[] = [];
  const emit = (sql: string) => out.push(sql.endsWith(';') ? sql : `${sql};`);
  const own = <T extends { schema: string }>(items: readonly T[]) =>
    items.filter((i) => !isManagedSchema(i.schema));

  for (const rename of diff.possibleRenames)
    out.push(
      sqlComment(
        `possible rename of ${rename.kind} ${rename.from} to ${rename.to}: written as drop and add, which loses its data; if it is a rename, replace both with ALTER … RENAME.`,
      ),
    );
  for (const change of diff.changes.filter((c) => c.breaking))
    out.push(
      sqlComment(
        `breaking: ${change.action} ${change.kind} ${change.object}${change.detail ? ` (${change.detail})` : ''}: ${change.reason ?? ''}`,
      ),
    );
  out.push('set check_function_bodies = off;');

  const relations = pair(old.relations, next.relations, qualified);
  const nextRelations = new Map(next.relations.map((r) => [qualified(r), r]));
  const oldRelations = new Map(old.relations.map((r) => [qualified(r), r]));
  const removedRelations = relations.removed.filter((r) => !isManagedSchema(r.schema));
  const addedRelations = relations.added.filter((r) => !isManagedSchema(r.schema));

  // Enums whose values were removed or reordered are recreated, and every column using them retyped.
  const enums = pair(own(old.enums), own(next.enums), qualified);
  const recreatedEnums = enums.both.filter(([a, b]) => !appendOnly(a.values, b.values)).map(([, b]) => b);
  const recreatedTypes = new Set(recreatedEnums.map(qualified));
  const usesRecreated = (c: Column) => recreatedTypes.has(c.type.replace(/\[\]$/, ''));

  // Tables whose columns are dropped or retyped: their policies and triggers, and the views reading them, are
  // dropped first and made again.
  const rebuilt = new Set<string>();
  for (const [a, b] of relations.both) {
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
  const recreatedViews = new Set([...viewsToDrop].filter((k) => nextRelations.has(k)));
  const fresh = (r: Relation) => !oldRelations.has(qualified(r)) || recreatedViews.has(qualified(r));

  // ---- drops, dependents first
  // A dropped table's policies may read another dropped table: they go before either.
  for (const r of removedRelations)
    for (const p of r.policies) emit(`drop policy ${ident(p.name)} on ${q(r)}`);
  for (const [a, b] of relations.both) {
    const remake = rebuilt.has(qualified(a));
    const policies = pair(a.policies, b.policies, (p) => p.name);
    for (const p of [
      ...policies.removed,
      ...policies.both.filter(([x, y]) => remake || !samePolicy(x, y)).map(([x]) => x),
    ])
      emit(`drop policy ${ident(p.name)} on ${q(a)}`);
    const triggers = pair(a.triggers, b.triggers, (t) => t.name);
    for (const t of [
      ...triggers.removed,
      ...triggers.both.filter(([x, y]) => remake || x.definition !== y.definition).map(([x]) => x),
    ])
      emit(`drop trigger ${ident(t.name)} on ${q(a)}`);
  }
  // Functions dropped for good or to be made again: those taking or returning the row type of a relation being
  // dropped go first (the relation cannot go while they use its type); the rest after the tables, whose triggers,
  // policies and defaults may call them.
  const functions = pair(own(old.functions), own(next.functions), functionKey);
  const replacedFunctions = functions.both.filter(
    ([a, b]) => a.result !== b.result || a.arguments !== b.arguments || a.kind !== b.kind,
  );
  const droppedFunctions = [...functions.removed, ...replacedFunctions.map(([a]) => a)];
  const usesDroppedRelation = (f: DbFunction) =>
    f.rowTypes.some((t) => viewsToDrop.has(t) || (oldRelations.has(t) && !nextRelations.has(t)));
  const dropFunction = (f: DbFunction) => emit(`drop ${f.kind} ${q(f)}(${f.identity})`);
  droppedFunctions.filter(usesDroppedRelation).forEach(dropFunction);
  for (const key of dependencyOrder([...viewsToDrop], old.relations).reverse()) {
    const v = oldRelations.get(key);
    if (v) emit(`drop ${v.kind === 'materialized view' ? 'materialized view' : 'view'} ${q(v)}`);
  }
  const droppedColumns = new Map<string, Set<string>>();
  for (const [a, b] of relations.both) {
    if (isManagedSchema(a.schema) || isView(a) || a.partitionOf) continue;
    const names = new Set(b.columns.map((c) => c.name));
    const dropped = new Set(
      a.columns
        .filter((c) => !names.has(c.name) || generatedChanged(c, byName(b.columns).get(c.name)))
        .map((c) => c.name),
    );
    droppedColumns.set(qualified(a), dropped);
  }
  const touchesDropped = (table: Relation, columns: readonly string[], definition: string) => {
    const dropped = droppedColumns.get(qualified(table));
    if (!dropped?.size) return false;
    return columns.some((c) => dropped.has(c)) || [...dropped].some((c) => mentions(definition, c));
  };
  const constraintPlans = relations.both
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
  const foreignKeysOfRemoved = removedRelations.flatMap((r) =>
    r.constraints.filter((c) => c.kind === 'foreign key').map((c) => ({ table: r, constraint: c })),
  );
  for (const { table, constraint } of foreignKeysOfRemoved)
    emit(`alter table ${q(table)} drop constraint ${ident(constraint.name)}`);
  for (const { a, drop } of constraintPlans)
    for (const c of drop.filter((c) => c.kind === 'foreign key'))
      emit(`alter table ${q(a)} drop constraint ${ident(c.name)}`);
  for (const { a, drop } of constraintPlans)
    for (const c of drop.filter((c) => c.kind !== 'foreign key'))
      emit(`alter table ${q(a)} drop constraint ${ident(c.name)}`);
  const indexPlans = relations.both
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
  for (const { a, drop } of indexPlans)
    for (const i of drop) emit(`drop index if exists ${ident(a.schema)}.${ident(i.name)}`);

  for (const r of dependencyOrder(
    removedRelations.filter((r) => !isView(r)).map(qualified),
    old.relations,
  ).reverse()) {
    const table = oldRelations.get(r);
    if (table)
      emit(`drop ${table.kind === 'foreign table' ? 'foreign table' : 'table'} if exists ${q(table)}`);
  }
  for (const [a] of relations.both) {
    for (const name of droppedColumns.get(qualified(a)) ?? [])
      emit(`alter table ${q(a)} drop column ${ident(name)}`);
  }
  droppedFunctions.filter((f) => !usesDroppedRelation(f)).forEach(dropFunction);
  const sequences = pair(own(old.sequences), own(next.sequences), qualified);
  const composites = pair(own(old.compositeTypes), own(next.compositeTypes), qualified);
  const changedComposites = composites.both.filter(([a, b]) => !sameAttributes(a.attributes, b.attributes));
  for (const [t] of changedComposites) emit(`drop type ${q(t)}`);
  const domains = pair(own(old.domains), own(next.domains), qualified);
  const extensions = pair(
    old.extensions.filter((e) => !SUPABASE_DEFAULT_EXTENSIONS.has(e.name)),
    next.extensions.filter((e) => !SUPABASE_DEFAULT_EXTENSIONS.has(e.name)),
    (e) => e.name,
  );
  const schemas = pair(
    old.schemas.filter((s) => !isManagedSchema(s.name)),
    next.schemas.filter((s) => !isManagedSchema(s.name)),
    (s) => s.name,
  );

  // ---- creates, what others depend on first
  for (const s of schemas.added) emit(`create schema if not exists ${ident(s.name)}`);
  // Before anything is created: what objects the migration creates get is NEW's default privileges (the objects are
  // assumed created by the role owning them in NEW, the one running the migration), then their own grants below.
  for (const c of defaultPrivilegesChanges(old, next))
    grants(
      c.objects,
      c.before,
      c.after,
      `alter default privileges for role ${ident(c.role)}${c.schema === null ? '' : ` in schema ${ident(c.schema)}`} `,
    ).forEach(emit);
  for (const e of extensions.added)
    emit(`create extension if not exists ${ident(e.name)} with schema ${ident(e.schema)}`);
  for (const [a, b] of extensions.both)
    if (a.schema !== b.schema) emit(`alter extension ${ident(a.name)} set schema ${ident(b.schema)}`);
  for (const e of enums.added) emit(createEnum(e));
  for (const [a, b] of enums.both) {
    if (recreatedEnums.includes(b)) continue;
    for (const [i, value] of b.values.entries()) {
      if (a.values.includes(value)) continue;
      const before = b.values.slice(i + 1).find((v) => a.values.includes(v));
      emit(
        `alter type ${q(b)} add value ${literal(value)}${before === undefined ? '' : ` before ${literal(before)}`}`,
      );
    }
  }
  for (const e of recreatedEnums) {
    const oldName = `${e.name}__old`;
    emit(`alter type ${q(e)} rename to ${ident(oldName)}`);
    emit(createEnum(e));
    for (const [a, b] of relations.both) {
      if (isView(a) || a.partitionOf) continue;
      for (const c of a.columns) {
        const after = byName(b.columns).get(c.name);
        if (!after || !usesRecreated(c) || c.type.replace(/\[\]$/, '') !== qualified(e)) continue;
        if (c.default !== null) emit(`alter table ${q(a)} alter column ${ident(c.name)} drop default`);
        emit(
          `alter table ${q(a)} alter column ${ident(c.name)} type ${after.type} using ${ident(c.name)}::text${c.type.endsWith('[]') ? '[]' : ''}::${after.type}`,
        );
        if (after.default !== null)
          emit(`alter table ${q(a)} alter column ${ident(c.name)} set default ${after.default}`);
      }
    }
    emit(`drop type ${ident(e.schema)}.${ident(oldName)}`);
  }
  for (const d of domains.added) emit(createDomain(d));
  for (const [a, b] of domains.both) alterDomain(a, b).forEach(emit);
  for (const t of [...composites.added, ...changedComposites.map(([, b]) => b)])
    emit(`create type ${q(t)} as (${t.attributes.map((x) => `${ident(x.name)} ${x.type}`).join(', ')})`);
  for (const s of sequences.added) emit(createSequence(s));
  for (const [a, b] of sequences.both) {
    const alter = alterSequence(a, b);
    if (alter) emit(alter);
  }

  const createdFunctions = [...functions.added, ...replacedFunctions.map(([, b]) => b)];
  const changedBodies = functions.both
    .filter(([a, b]) => a.definition !== b.definition && !replacedFunctions.some(([x]) => x === a))
    .map(([, b]) => b);
  const newTableKeys = new Set(addedRelations.map(qualified));
  const needsNewTable = (f: DbFunction) =>
    f.rowTypes.some((t) => newTableKeys.has(t) || recreatedViews.has(t));
  for (const f of [...createdFunctions, ...changedBodies].filter((f) => !needsNewTable(f)))
    emit(f.definition.trim());

  const newTables = addedRelations.filter((r) => !isView(r));
  for (const key of dependencyOrder(newTables.map(qualified), next.relations)) {
    const t = nextRelations.get(key);
    if (t) emit(createTable(t));
  }
  for (const [a, b] of relations.both) {
    if (isManagedSchema(a.schema) || isView(a) || a.partitionOf) continue;
    const dropped = droppedColumns.get(qualified(a)) ?? new Set();
    const before = byName(a.columns);
    for (const c of b.columns) {
      const x = before.get(c.name);
      if (!x || dropped.has(c.name)) {
        emit(`alter table ${q(b)} add column ${columnClause(c)}`);
        continue;
      }
      alterColumn(b, x, c, usesRecreated(x)).forEach(emit);
    }
  }
  for (const s of sequences.added.filter((s) => s.ownedBy))
    emit(`alter sequence ${q(s)} owned by ${ownedBy(s)}`);

  const constraintWork = [
    ...newTables.map((t) => ({ table: t, add: t.constraints })),
    ...constraintPlans.map(({ b, add }) => ({ table: b, add })),
  ];
  for (const { table, add } of constraintWork)
    for (const c of add.filter((c) => c.kind !== 'foreign key'))
      emit(`alter table ${q(table)} add constraint ${ident(c.name)} ${c.definition}`);
  for (const { table, add } of constraintWork)
    for (const c of add.filter((c) => c.kind === 'foreign key'))
      emit(`alter table ${q(table)} add constraint ${ident(c.name)} ${c.definition}`);
  for (const t of newTables) for (const i of t.indexes) emit(i.definition);
  for (const { add } of indexPlans) for (const i of add) emit(i.definition);

  for (const f of [...createdFunctions, ...changedBodies].filter(needsNewTable)) emit(f.definition.trim());

  const viewsToCreate = [...addedRelations.filter(isView).map(qualified), ...recreatedViews];
  for (const key of dependencyOrder(viewsToCreate, next.relations)) {
    const v = nextRelations.get(key);
    if (!v) continue;
    emit(createView(v));
    for (const i of v.indexes) emit(i.definition);
  }

  // Triggers, row level security and policies: new relations' all, existing ones' new and changed.
  for (const b of next.relations) {
    const a = oldRelations.get(qualified(b));
    const isNew = !a || fresh(b);
    if (!a && isManagedSchema(b.schema)) continue;
    const remake = rebuilt.has(qualified(b));
    const oldTriggers = byName(a?.triggers ?? []);
    for (const t of b.triggers) {
      const x = oldTriggers.get(t.name);
      if (isNew || remake || !x || x.definition !== t.definition) {
        emit(t.definition);
        if (t.enabled !== 'O') emit(enableTrigger(b, t.name, t.enabled));
      } else if (x.enabled !== t.enabled) emit(enableTrigger(b, t.name, t.enabled));
    }
    if (!isManagedSchema(b.schema)) {
      if (b.rls !== (isNew ? false : a?.rls))
        emit(`alter table ${q(b)} ${b.rls ? 'enable' : 'disable'} row level security`);
      if (b.forceRls !== (isNew ? false : a?.forceRls))
        emit(`alter table ${q(b)} ${b.forceRls ? 'force' : 'no force'} row level security`);
    }
    const oldPolicies = byName(a?.policies ?? []);
    for (const p of b.policies) {
      const x = oldPolicies.get(p.name);
      if (isNew || remake || !x || !samePolicy(x, p)) emit(createPolicy(b, p));
    }
  }

  // Grants and comments.
  for (const [a, b] of schemas.both) grants(`schema ${ident(b.name)}`, a.grants, b.grants).forEach(emit);
  for (const s of schemas.added)
    grants(`schema ${ident(s.name)}`, creationGrants(next, 'schemas', s.owner, null), s.grants).forEach(emit);
  for (const b of next.relations) {
    if (isManagedSchema(b.schema)) continue;
    const a = oldRelations.get(qualified(b));
    const base = !a || fresh(b) ? creationGrants(next, 'tables', b.owner, b.schema) : a.grants;
    grants(`table ${q(b)}`, base, b.grants).forEach(emit);
    comments(
      `${isView(b) ? (b.kind === 'materialized view' ? 'materialized view' : 'view') : b.kind === 'foreign table' ? 'foreign table' : 'table'} ${q(b)}`,
      !a || fresh(b) ? null : a.comment,
      b.comment,
    ).forEach(emit);
    const before = byName(a?.columns ?? []);
    const dropped = droppedColumns.get(qualified(b)) ?? new Set();
    for (const c of b.columns) {
      const x = !a || fresh(b) || dropped.has(c.name) ? undefined : before.get(c.name);
      comments(`column ${q(b)}.${ident(c.name)}`, x?.comment ?? null, c.comment).forEach(emit);
    }
  }
  for (const [a, b] of sequences.both) grants(`sequence ${q(b)}`, a.grants, b.grants).forEach(emit);
  for (const s of sequences.added)
    grants(`sequence ${q(s)}`, creationGrants(next, 'sequences', s.owner, s.schema), s.grants).forEach(emit);
  const replaced = new Set(createdFunctions.map(functionKey));
  for (const b of own(next.functions)) {
    const a = functions.both.find(([, y]) => y === b)?.[0];
    const recreated = !a || replaced.has(functionKey(b));
    const target = `${b.kind} ${q(b)}(${b.identity})`;
    const base = recreated ? creationGrants(next, 'functions', b.owner, b.schema) : (a?.grants ?? []);
    grants(target, base, b.grants).forEach(emit);
    comments(target, recreated ? null : (a?.comment ?? null), b.comment).forEach(emit);
  }
  for (const [a, b] of enums.both)
    comments(`type ${q(b)}`, recreatedEnums.includes(b) ? null : a.comment, b.comment).forEach(emit);
  for (const e of enums.added) comments(`type ${q(e)}`, null, e.comment).forEach(emit);
  for (const [a, b] of domains.both) comments(`domain ${q(b)}`, a.comment, b.comment).forEach(emit);
  for (const d of domains.added) comments(`domain ${q(d)}`, null, d.comment).forEach(emit);
  for (const [a, b] of composites.both)
    comments(`type ${q(b)}`, changedComposites.some(([x]) => x === a) ? null : a.comment, b.comment).forEach(
      emit,
    );
  for (const t of composites.added) comments(`type ${q(t)}`, null, t.comment).forEach(emit);
  for (const [a, b] of schemas.both) comments(`schema ${ident(b.name)}`, a.comment, b.comment).forEach(emit);
  for (const s of schemas.added) comments(`schema ${ident(s.name)}`, null, s.comment).forEach(emit);

  // What nothing uses any more, last: columns were dropped or retyped above.
  for (const s of sequences.removed) emit(`drop sequence if exists ${q(s)}`);
  for (const t of composites.removed) emit(`drop type ${q(t)}`);
  for (const d of domains.removed) emit(`drop domain ${q(d)}`);
  for (const e of enums.removed) emit(`drop type ${q(e)}`);
  for (const e of extensions.removed) emit(`drop extension if exists ${ident(e.name)}`);
  for (const s of schemas.removed) emit(`drop schema ${ident(s.name)}`);

  return `${out.join('\n')}\n`;
}

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

const samePolicy = (a: Policy, b: Policy) =>
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
function dependencyOrder(keys: readonly string[], relations: readonly Relation[]): string[] {
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

function createEnum(e: EnumType): string {
  return `create type ${q(e)} as enum (${e.values.map(literal).join(', ')})`;
}

function createDomain(d: Domain): string {
  return [
    `create domain ${q(d)} as ${d.baseType}`,
    d.default === null ? '' : ` default ${d.default}`,
    d.notNull ? ' not null' : '',
    ...d.constraints.map((c) => ` ${c}`),
  ].join('');
}

function alterDomain(a: Domain, b: Domain): string[] {
  const out: string[] = [];
  if (a.baseType !== b.baseType) return [`drop domain ${q(a)}`, createDomain(b)];
  if (a.default !== b.default)
    out.push(`alter domain ${q(b)} ${b.default === null ? 'drop default' : `set default ${b.default}`}`);
  if (a.notNull !== b.notNull) out.push(`alter domain ${q(b)} ${b.notNull ? 'set' : 'drop'} not null`);
  const name = (c: string) => /^CONSTRAINT ("(?:[^"]|"")*"|\S+)/.exec(c)?.[1] ?? '';
  for (const c of a.constraints.filter((c) => !b.constraints.includes(c)))
    out.push(`alter domain ${q(b)} drop constraint ${name(c)}`);
  for (const c of b.constraints.filter((c) => !a.constraints.includes(c)))
    out.push(`alter domain ${q(b)} add ${c}`);
  return out;
}

function sequenceOptions(s: Sequence): string {
  return ` as ${s.type} increment by ${s.increment} minvalue ${s.min} maxvalue ${s.max} start with ${s.start} cache ${s.cache}${s.cycle ? ' cycle' : ' no cycle'}`;
}

const ownedBy = (s: Sequence) => {
  if (!s.ownedBy) return 'none';
  const [schema = '', table = '', ...column] = s.ownedBy.split('.');
  return `${ident(schema)}.${ident(table)}.${ident(column.join('.'))}`;
};

function createSequence(s: Sequence): string {
  return `create sequence ${q(s)}${sequenceOptions(s)}`;
}

function alterSequence(a: Sequence, b: Sequence): string | undefined {
  const same =
    a.type === b.type &&
    a.increment === b.increment &&
    a.min === b.min &&
    a.max === b.max &&
    a.start === b.start &&
    a.cache === b.cache &&
    a.cycle === b.cycle;
  const parts = same ? '' : sequenceOptions(b);
  const owner = a.ownedBy === b.ownedBy ? '' : ` owned by ${ownedBy(b)}`;
  return parts || owner ? `alter sequence ${q(b)}${parts}${owner}` : undefined;
}

function columnClause(c: Column): string {
  const parts = [`${ident(c.name)} ${c.type}`];
  if (c.collation) parts.push(`collate ${c.collation}`);
  if (c.generated) parts.push(`generated always as (${c.generated.expression}) ${c.generated.kind}`);
  else if (c.default !== null) parts.push(`default ${c.default}`);
  if (c.identity) parts.push(`generated ${c.identity} as identity`);
  if (c.notNull) parts.push('not null');
  return parts.join(' ');
}

function createTable(t: Relation): string {
  const options = t.options.length ? ` with (${t.options.join(', ')})` : '';
  const partitionBy = t.partitionBy ? ` partition by ${t.partitionBy}` : '';
  if (t.partitionOf) {
    const [schema = '', ...name] = t.partitionOf.split('.');
    return `create table ${q(t)} partition of ${ident(schema)}.${ident(name.join('.'))} ${t.partitionBound}${partitionBy}${options}`;
  }
  const kind = t.kind === 'foreign table' ? 'foreign table' : 'table';
  return `create ${kind} ${q(t)} (\n  ${t.columns.map(columnClause).join(',\n  ')}\n)${partitionBy}${options}`;
}

function alterColumn(table: Relation, x: Column, c: Column, retyped: boolean): string[] {
  const out: string[] = [];
  const at = `alter table ${q(table)} alter column ${ident(c.name)}`;
  // A column of a recreated enum was retyped (and its default put back) with the enum.
  const typeChanges = !retyped && (x.type !== c.type || x.collation !== c.collation);
  const defaultChanges = !retyped && x.default !== c.default;
  if (x.identity && !c.identity) out.push(`${at} drop identity`);
  if ((typeChanges || defaultChanges) && x.default !== null) out.push(`${at} drop default`);
  if (typeChanges)
    out.push(
      `${at} type ${c.type}${c.collation ? ` collate ${c.collation}` : ''} using ${ident(c.name)}::${c.type}`,
    );
  if ((typeChanges || defaultChanges) && c.default !== null) out.push(`${at} set default ${c.default}`);
  if (x.notNull !== c.notNull) out.push(`${at} ${c.notNull ? 'set' : 'drop'} not null`);
  if (c.identity && !x.identity) out.push(`${at} add generated ${c.identity} as identity`);
  else if (c.identity && x.identity !== c.identity) out.push(`${at} set generated ${c.identity}`);
  return out;
}

function createView(v: Relation): string {
  const options = v.options.length ? ` with (${v.options.join(', ')})` : '';
  const body = (v.definition ?? '').trim().replace(/;$/, '');
  return v.kind === 'materialized view'
    ? `create materialized view ${q(v)}${options} as\n${body}`
    : `create view ${q(v)}${options} as\n${body}`;
}

const enableTrigger = (t: Relation, name: string, enabled: string) =>
  `alter table ${q(t)} ${{ D: 'disable trigger', R: 'enable replica trigger', A: 'enable always trigger', O: 'enable trigger' }[enabled] ?? 'enable trigger'} ${ident(name)}`;

function createPolicy(t: Relation, p: Policy): string {
  const roles = p.roles.map((r) => (r === 'public' ? 'public' : ident(r))).join(', ');
  return [
    `create policy ${ident(p.name)} on ${q(t)} as ${p.permissive ? 'permissive' : 'restrictive'} for ${p.command} to ${roles}`,
    p.using === null ? '' : ` using (${p.using})`,
    p.withCheck === null ? '' : ` with check (${p.withCheck})`,
  ].join('');
}

/**
 * `grant`/`revoke` statements taking `before` to `after` (grants as `role:PRIVILEGE[*]`), each after `prefix`
 * (`alter default privileges … ` for default privileges, whose target is a kind of object).
 */
function grants(target: string, before: readonly string[], after: readonly string[], prefix = ''): string[] {
  // One statement per role (and grant option): `revoke insert, update on … from anon`.
  const byRole = (list: readonly string[]) => {
    const groups = new Map<string, { role: string; grantable: boolean; privileges: string[] }>();
    for (const g of list) {
      const [role = '', privilege = ''] = g.split(/:(?=[^:]*$)/);
      const grantable = privilege.endsWith('*');
      const key = `${role}\n${grantable}`;
      const group = groups.get(key) ?? {
        role: role === 'public' ? 'public' : ident(role),
        grantable,
        privileges: [],
      };
      group.privileges.push(privilege.replace(/\*$/, '').toLowerCase());
      groups.set(key, group);
    }
    return [...groups.values()];
  };
  return [
    ...byRole(before.filter((g) => !after.includes(g))).map(
      ({ role, privileges }) => `${prefix}revoke ${privileges.join(', ')} on ${target} from ${role}`,
    ),
    ...byRole(after.filter((g) => !before.includes(g))).map(
      ({ role, grantable, privileges }) =>
        `${prefix}grant ${privileges.join(', ')} on ${target} to ${role}${grantable ? ' with grant option' : ''}`,
    ),
  ];
}

function comments(target: string, before: string | null, after: string | null): string[] {
  if (before === after) return [];
  return [`comment on ${target} is ${after === null ? 'null' : literal(after)}`];
}
