import { quoteIdent as ident, quoteLiteral as literal, sqlComment } from '../sql/quote';
import { isManagedSchema, own, type SchemaDiff } from './change';
import { creationGrants, defaultPrivilegesChanges } from './default-privileges';
import {
  byName,
  dependencyOrder,
  isView,
  type MigrationPlan,
  planMigration,
  samePolicy,
  typeName,
} from './migration-plan';
import {
  alterColumn,
  alterDomain,
  alterSequence,
  columnClause,
  comments,
  createDomain,
  createEnum,
  createPolicy,
  createSequence,
  createTable,
  createView,
  enableTrigger,
  grants,
  ownedBy,
  q,
} from './migration-statements';
import { type DbFunction, functionKey, qualified, type SchemaModel } from './model';
import { pair } from './pairs';

type Emit = (sql: string) => void;

/**
 * The SQL that takes a database holding `old` to `next`, in dependency order: dependents dropped first (policies,
 * triggers, views, foreign keys), then types, sequences, functions, tables, columns, constraints, indexes, views,
 * triggers, row level security, policies, grants and comments. Drops and adds the diff could not tell from a rename
 * are written as drop and add, each with a comment saying so.
 */
export function migrationSql(old: SchemaModel, next: SchemaModel, diff: SchemaDiff): string {
  const out: string[] = warnings(diff);
  const emit: Emit = (sql) => out.push(sql.endsWith(';') ? sql : `${sql};`);
  out.push('set check_function_bodies = off;');
  const plan = planMigration(old, next);
  // ---- drops, dependents first
  dropDependents(plan, emit);
  dropConstraintsAndIndexes(plan, emit);
  dropTablesAndColumns(plan, emit);
  // ---- creates, what others depend on first
  createTypes(plan, emit);
  alterEnums(plan, emit);
  createDomainsAndSequences(plan, emit);
  createTablesAndColumns(plan, emit);
  createConstraintsAndViews(plan, emit);
  createTriggersAndPolicies(plan, emit);
  relationGrantsAndComments(plan, emit);
  otherGrantsAndComments(plan, emit);
  dropUnused(plan, emit);
  return `${out.join('\n')}\n`;
}

/** A comment for each possible rename and each breaking change, at the top. */
function warnings(diff: SchemaDiff): string[] {
  return [
    ...diff.possibleRenames.map((rename) =>
      sqlComment(
        `possible rename of ${rename.kind} ${rename.from} to ${rename.to}: written as drop and add, which loses its data; if it is a rename, replace both with ALTER … RENAME.`,
      ),
    ),
    ...diff.changes
      .filter((c) => c.breaking)
      .map((change) =>
        sqlComment(
          `breaking: ${change.action} ${change.kind} ${change.object}${change.detail ? ` (${change.detail})` : ''}: ${change.reason ?? ''}`,
        ),
      ),
  ];
}

const dropFunction = (emit: Emit) => (f: DbFunction) => emit(`drop ${f.kind} ${q(f)}(${f.identity})`);

/** Policies and triggers that go or change, functions using a dropped relation's row type, then views. */
function dropDependents(p: MigrationPlan, emit: Emit) {
  const { relations, rebuilt } = p;
  // A dropped table's policies may read another dropped table: they go before either.
  for (const r of p.removedRelations)
    for (const policy of r.policies) emit(`drop policy ${ident(policy.name)} on ${q(r)}`);
  for (const [a, b] of relations.both) {
    const remake = rebuilt.has(qualified(a));
    const policies = pair(a.policies, b.policies, (x) => x.name);
    for (const policy of [
      ...policies.removed,
      ...policies.both.filter(([x, y]) => remake || !samePolicy(x, y)).map(([x]) => x),
    ])
      emit(`drop policy ${ident(policy.name)} on ${q(a)}`);
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
  p.droppedFunctions.filter(p.usesDroppedRelation).forEach(dropFunction(emit));
  for (const key of dependencyOrder([...p.viewsToDrop], p.old.relations).reverse()) {
    const v = p.oldRelations.get(key);
    if (v) emit(`drop ${v.kind === 'materialized view' ? 'materialized view' : 'view'} ${q(v)}`);
  }
}

/** Foreign keys first (of dropped tables, then of kept ones), other constraints, then indexes. */
function dropConstraintsAndIndexes(p: MigrationPlan, emit: Emit) {
  const foreignKeysOfRemoved = p.removedRelations.flatMap((r) =>
    r.constraints.filter((c) => c.kind === 'foreign key').map((c) => ({ table: r, constraint: c })),
  );
  for (const { table, constraint } of foreignKeysOfRemoved)
    emit(`alter table ${q(table)} drop constraint ${ident(constraint.name)}`);
  for (const { a, drop } of p.constraintPlans)
    for (const c of drop.filter((c) => c.kind === 'foreign key'))
      emit(`alter table ${q(a)} drop constraint ${ident(c.name)}`);
  for (const { a, drop } of p.constraintPlans)
    for (const c of drop.filter((c) => c.kind !== 'foreign key'))
      emit(`alter table ${q(a)} drop constraint ${ident(c.name)}`);
  for (const { a, drop } of p.indexPlans)
    for (const i of drop) emit(`drop index if exists ${ident(a.schema)}.${ident(i.name)}`);
}

/** Tables (dependents first), columns, the remaining functions, and composite types made again. */
function dropTablesAndColumns(p: MigrationPlan, emit: Emit) {
  for (const r of dependencyOrder(
    p.removedRelations.filter((r) => !isView(r)).map(qualified),
    p.old.relations,
  ).reverse()) {
    const table = p.oldRelations.get(r);
    if (table)
      emit(`drop ${table.kind === 'foreign table' ? 'foreign table' : 'table'} if exists ${q(table)}`);
  }
  for (const [a] of p.relations.both) {
    for (const name of p.droppedColumns.get(qualified(a)) ?? [])
      emit(`alter table ${q(a)} drop column ${ident(name)}`);
  }
  p.droppedFunctions.filter((f) => !p.usesDroppedRelation(f)).forEach(dropFunction(emit));
  for (const [t] of p.changedComposites) emit(`drop type ${q(t)}`);
}

/** Schemas, default privileges, extensions and new enums. */
function createTypes(p: MigrationPlan, emit: Emit) {
  const { old, next } = p;
  for (const s of p.schemas.added) emit(`create schema if not exists ${ident(s.name)}`);
  // Before anything is created: what objects the migration creates get is NEW's default privileges (the objects are
  // assumed created by the role owning them in NEW, the one running the migration), then their own grants below.
  for (const c of defaultPrivilegesChanges(old, next))
    grants(
      c.objects,
      c.before,
      c.after,
      `alter default privileges for role ${ident(c.role)}${c.schema === null ? '' : ` in schema ${ident(c.schema)}`} `,
    ).forEach(emit);
  for (const e of p.extensions.added)
    emit(`create extension if not exists ${ident(e.name)} with schema ${ident(e.schema)}`);
  for (const [a, b] of p.extensions.both)
    if (a.schema !== b.schema) emit(`alter extension ${ident(a.name)} set schema ${ident(b.schema)}`);
  for (const e of p.enums.added) emit(createEnum(e));
}

/** Values added in place; enums that lost or reordered values made again, their columns retyped through text. */
function alterEnums(p: MigrationPlan, emit: Emit) {
  for (const [a, b] of p.enums.both) {
    if (p.recreatedEnums.includes(b)) continue;
    for (const [i, value] of b.values.entries()) {
      if (a.values.includes(value)) continue;
      const before = b.values.slice(i + 1).find((v) => a.values.includes(v));
      emit(
        `alter type ${q(b)} add value ${literal(value)}${before === undefined ? '' : ` before ${literal(before)}`}`,
      );
    }
  }
  for (const e of p.recreatedEnums) {
    const oldName = `${e.name}__old`;
    emit(`alter type ${q(e)} rename to ${ident(oldName)}`);
    emit(createEnum(e));
    for (const [a, b] of p.relations.both) {
      if (isView(a) || a.partitionOf) continue;
      for (const c of a.columns) {
        const after = byName(b.columns).get(c.name);
        if (!after || !p.usesRecreated(c) || typeName(c.type) !== qualified(e)) continue;
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
}

function createDomainsAndSequences(p: MigrationPlan, emit: Emit) {
  for (const d of p.domains.added) emit(createDomain(d));
  for (const [a, b] of p.domains.both) alterDomain(a, b).forEach(emit);
  for (const t of [...p.composites.added, ...p.changedComposites.map(([, b]) => b)])
    emit(`create type ${q(t)} as (${t.attributes.map((x) => `${ident(x.name)} ${x.type}`).join(', ')})`);
  for (const s of p.sequences.added) emit(createSequence(s));
  for (const [a, b] of p.sequences.both) {
    const alter = alterSequence(a, b);
    if (alter) emit(alter);
  }
}

/** Functions that need no new table, new tables, columns added and altered, sequences' owners. */
function createTablesAndColumns(p: MigrationPlan, emit: Emit) {
  for (const f of [...p.createdFunctions, ...p.changedBodies].filter((f) => !p.needsNewTable(f)))
    emit(f.definition.trim());
  for (const key of dependencyOrder(p.newTables.map(qualified), p.next.relations)) {
    const t = p.nextRelations.get(key);
    if (t) emit(createTable(t));
  }
  for (const [a, b] of p.relations.both) {
    if (isManagedSchema(a.schema) || isView(a) || a.partitionOf) continue;
    const dropped = p.droppedColumns.get(qualified(a)) ?? new Set();
    const before = byName(a.columns);
    for (const c of b.columns) {
      const x = before.get(c.name);
      if (!x || dropped.has(c.name)) {
        emit(`alter table ${q(b)} add column ${columnClause(c)}`);
        continue;
      }
      alterColumn(b, x, c, p.usesRecreated(x)).forEach(emit);
    }
  }
  for (const s of p.sequences.added.filter((s) => s.ownedBy))
    emit(`alter sequence ${q(s)} owned by ${ownedBy(s)}`);
}

/** Constraints (foreign keys last), indexes, functions that need a new table, then views and their indexes. */
function createConstraintsAndViews(p: MigrationPlan, emit: Emit) {
  const constraintWork = [
    ...p.newTables.map((t) => ({ table: t, add: t.constraints })),
    ...p.constraintPlans.map(({ b, add }) => ({ table: b, add })),
  ];
  for (const { table, add } of constraintWork)
    for (const c of add.filter((c) => c.kind !== 'foreign key'))
      emit(`alter table ${q(table)} add constraint ${ident(c.name)} ${c.definition}`);
  for (const { table, add } of constraintWork)
    for (const c of add.filter((c) => c.kind === 'foreign key'))
      emit(`alter table ${q(table)} add constraint ${ident(c.name)} ${c.definition}`);
  for (const t of p.newTables) for (const i of t.indexes) emit(onPartitions(i.definition));
  for (const { add } of p.indexPlans) for (const i of add) emit(onPartitions(i.definition));

  for (const f of [...p.createdFunctions, ...p.changedBodies].filter(p.needsNewTable))
    emit(f.definition.trim());

  const viewsToCreate = [...p.addedRelations.filter(isView).map(qualified), ...p.recreatedViews];
  for (const key of dependencyOrder(viewsToCreate, p.next.relations)) {
    const v = p.nextRelations.get(key);
    if (!v) continue;
    emit(createView(v));
    for (const i of v.indexes) emit(i.definition);
  }
}

/**
 * An index as made on a table: pg_get_indexdef writes a partitioned table's `ON ONLY`, which makes an invalid index
 * on the parent alone (pg_dump then attaches each partition's); without ONLY, Postgres makes the partitions' too.
 */
const onPartitions = (definition: string) =>
  definition.replace(/^(CREATE (?:UNIQUE )?INDEX .*? ON )ONLY /, '$1');

/** Triggers, row level security and policies: new relations' all, existing ones' new and changed. */
function createTriggersAndPolicies(p: MigrationPlan, emit: Emit) {
  for (const b of p.next.relations) {
    const a = p.oldRelations.get(qualified(b));
    const isNew = !a || p.fresh(b);
    if (!a && isManagedSchema(b.schema)) continue;
    const remake = p.rebuilt.has(qualified(b));
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
    for (const policy of b.policies) {
      const x = oldPolicies.get(policy.name);
      if (isNew || remake || !x || !samePolicy(x, policy)) emit(createPolicy(b, policy));
    }
  }
}

/** Grants and comments of schemas, then of the project's relations and their columns. */
function relationGrantsAndComments(p: MigrationPlan, emit: Emit) {
  const { next } = p;
  for (const [a, b] of p.schemas.both) grants(`schema ${ident(b.name)}`, a.grants, b.grants).forEach(emit);
  for (const s of p.schemas.added)
    grants(`schema ${ident(s.name)}`, creationGrants(next, 'schemas', s.owner, null), s.grants).forEach(emit);
  for (const b of next.relations) {
    if (isManagedSchema(b.schema)) continue;
    const a = p.oldRelations.get(qualified(b));
    const base = !a || p.fresh(b) ? creationGrants(next, 'tables', b.owner, b.schema) : a.grants;
    grants(`table ${q(b)}`, base, b.grants).forEach(emit);
    comments(
      `${isView(b) ? (b.kind === 'materialized view' ? 'materialized view' : 'view') : b.kind === 'foreign table' ? 'foreign table' : 'table'} ${q(b)}`,
      !a || p.fresh(b) ? null : a.comment,
      b.comment,
    ).forEach(emit);
    const before = byName(a?.columns ?? []);
    const dropped = p.droppedColumns.get(qualified(b)) ?? new Set();
    for (const c of b.columns) {
      const x = !a || p.fresh(b) || dropped.has(c.name) ? undefined : before.get(c.name);
      comments(`column ${q(b)}.${ident(c.name)}`, x?.comment ?? null, c.comment).forEach(emit);
    }
  }
}

/** Grants and comments of sequences, functions, types and schemas. */
function otherGrantsAndComments(p: MigrationPlan, emit: Emit) {
  const { next, enums, domains, composites, schemas } = p;
  for (const [a, b] of p.sequences.both) grants(`sequence ${q(b)}`, a.grants, b.grants).forEach(emit);
  for (const s of p.sequences.added)
    grants(`sequence ${q(s)}`, creationGrants(next, 'sequences', s.owner, s.schema), s.grants).forEach(emit);
  const replaced = new Set(p.createdFunctions.map(functionKey));
  for (const b of own(next.functions)) {
    const a = p.functions.both.find(([, y]) => y === b)?.[0];
    const recreated = !a || replaced.has(functionKey(b));
    const target = `${b.kind} ${q(b)}(${b.identity})`;
    const base = recreated ? creationGrants(next, 'functions', b.owner, b.schema) : (a?.grants ?? []);
    grants(target, base, b.grants).forEach(emit);
    comments(target, recreated ? null : (a?.comment ?? null), b.comment).forEach(emit);
  }
  for (const [a, b] of enums.both)
    comments(`type ${q(b)}`, p.recreatedEnums.includes(b) ? null : a.comment, b.comment).forEach(emit);
  for (const e of enums.added) comments(`type ${q(e)}`, null, e.comment).forEach(emit);
  for (const [a, b] of domains.both) comments(`domain ${q(b)}`, a.comment, b.comment).forEach(emit);
  for (const d of domains.added) comments(`domain ${q(d)}`, null, d.comment).forEach(emit);
  for (const [a, b] of composites.both)
    comments(
      `type ${q(b)}`,
      p.changedComposites.some(([x]) => x === a) ? null : a.comment,
      b.comment,
    ).forEach(emit);
  for (const t of composites.added) comments(`type ${q(t)}`, null, t.comment).forEach(emit);
  for (const [a, b] of schemas.both) comments(`schema ${ident(b.name)}`, a.comment, b.comment).forEach(emit);
  for (const s of schemas.added) comments(`schema ${ident(s.name)}`, null, s.comment).forEach(emit);
}

/** What nothing uses any more, last: columns were dropped or retyped above. */
function dropUnused(p: MigrationPlan, emit: Emit) {
  for (const s of p.sequences.removed) emit(`drop sequence if exists ${q(s)}`);
  for (const t of p.composites.removed) emit(`drop type ${q(t)}`);
  for (const d of p.domains.removed) emit(`drop domain ${q(d)}`);
  for (const e of p.enums.removed) emit(`drop type ${q(e)}`);
  for (const e of p.extensions.removed) emit(`drop extension if exists ${ident(e.name)}`);
  for (const s of p.schemas.removed) emit(`drop schema ${ident(s.name)}`);
}
