import {
  type Add,
  commentChange,
  describe,
  grantChanges,
  isManagedSchema,
  kindOf,
  type PossibleRename,
  quoted,
  VIEW_KINDS,
} from './change';
import { columnChanges, sameColumns } from './column-changes';
import { foreignKeyActionChange } from './foreign-key-actions';
import { type Policy, qualified, type Relation, type SchemaModel } from './model';
import { pair } from './pairs';
import { isWidening } from './types';

/** Tables and views added and removed (a removed table whose columns an added one has may be a rename), and what changed in each kept one. */
export function tableChanges(
  old: SchemaModel,
  next: SchemaModel,
  add: Add,
  possibleRenames: PossibleRename[],
) {
  const relations = pair(old.relations, next.relations, qualified);
  const addedTables = relations.added.filter((r) => !isManagedSchema(r.schema));
  const removedTables = relations.removed.filter((r) => !isManagedSchema(r.schema));
  for (const r of addedTables)
    add({ action: 'added', kind: kindOf(r), object: qualified(r), breaking: false });
  for (const r of removedTables)
    add({
      action: 'removed',
      kind: kindOf(r),
      object: qualified(r),
      breaking: true,
      reason: 'clients reading or writing it fail',
    });
  for (const gone of removedTables) {
    if (VIEW_KINDS.has(gone.kind)) continue;
    const twin = addedTables.find(
      (r) => r.kind === gone.kind && r.schema === gone.schema && sameColumns(r.columns, gone.columns),
    );
    if (twin) possibleRenames.push({ kind: 'table', from: qualified(gone), to: qualified(twin) });
  }
  for (const [a, b] of relations.both) relationChanges(a, b, add, possibleRenames);
}

function relationChanges(a: Relation, b: Relation, add: Add, renames: PossibleRename[]) {
  if (!isManagedSchema(a.schema)) ownRelationChanges(a, b, add, renames);
  policyChanges(a, b, add);
  triggerChanges(a, b, add);
}

/** What only the project's own tables and views report: kind, columns, options, constraints, indexes, RLS, grants. */
function ownRelationChanges(a: Relation, b: Relation, add: Add, renames: PossibleRename[]) {
  const name = qualified(a);
  if (a.kind !== b.kind)
    add({
      action: 'changed',
      kind: kindOf(a),
      object: name,
      detail: `${a.kind} -> ${b.kind}`,
      breaking: true,
      reason: 'what clients can do with it changes',
    });
  else if (VIEW_KINDS.has(a.kind)) viewChanges(a, b, add);
  // A partition's columns are its parent's: reported there.
  else if (!a.partitionOf) columnChanges(a, b, add, renames);
  const relFacts = describe([
    ['options', a.options.join(','), b.options.join(',')],
    ['partition by', a.partitionBy, b.partitionBy],
    [
      'partition of',
      a.partitionOf && `${a.partitionOf} ${a.partitionBound}`,
      b.partitionOf && `${b.partitionOf} ${b.partitionBound}`,
    ],
  ]);
  if (relFacts) add({ action: 'changed', kind: kindOf(a), object: name, detail: relFacts, breaking: false });
  constraintChanges(a, b, add);
  indexChanges(a, b, add);
  rlsChanges(a, b, add);
  grantChanges(a.grants, b.grants, kindOf(a), name, add);
  commentChange(a.comment, b.comment, name, add);
}

function indexChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  const indexes = pair(a.indexes, b.indexes, (i) => i.name);
  for (const i of indexes.added)
    add({
      action: 'added',
      kind: 'index',
      object: `${name}: index ${quoted(i.name)}`,
      breaking: i.unique,
      ...(i.unique ? { reason: 'duplicate values are refused from now on' } : {}),
    });
  for (const i of indexes.removed)
    add({ action: 'removed', kind: 'index', object: `${name}: index ${quoted(i.name)}`, breaking: false });
  for (const [x, y] of indexes.both)
    if (x.definition !== y.definition)
      add({
        action: 'changed',
        kind: 'index',
        object: `${name}: index ${quoted(x.name)}`,
        detail: `${x.definition} -> ${y.definition}`,
        breaking: y.unique && !x.unique,
        ...(y.unique && !x.unique ? { reason: 'duplicate values are refused from now on' } : {}),
      });
}

function rlsChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  if (a.rls !== b.rls)
    add(
      b.rls
        ? {
            action: 'changed',
            kind: 'row level security',
            object: name,
            detail: 'enabled',
            breaking: b.policies.length === 0,
            ...(b.policies.length === 0
              ? { reason: 'no policy allows any row: API clients see nothing' }
              : {}),
          }
        : {
            action: 'changed',
            kind: 'row level security',
            object: name,
            detail: 'disabled',
            breaking: true,
            reason: 'every row is readable and writable by anyone the table is granted to',
          },
    );
  if (a.forceRls !== b.forceRls)
    add({
      action: 'changed',
      kind: 'row level security',
      object: name,
      detail: b.forceRls ? 'forced for the owner' : 'no longer forced for the owner',
      breaking: !b.forceRls,
      ...(!b.forceRls ? { reason: "the table's owner bypasses its policies again" } : {}),
    });
}

function triggerChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  const triggers = pair(a.triggers, b.triggers, (t) => t.name);
  for (const t of triggers.added)
    add({ action: 'added', kind: 'trigger', object: `${name}: trigger ${quoted(t.name)}`, breaking: false });
  for (const t of triggers.removed)
    add({
      action: 'removed',
      kind: 'trigger',
      object: `${name}: trigger ${quoted(t.name)}`,
      breaking: false,
    });
  for (const [x, y] of triggers.both)
    if (x.definition !== y.definition || x.enabled !== y.enabled)
      add({
        action: 'changed',
        kind: 'trigger',
        object: `${name}: trigger ${quoted(x.name)}`,
        detail:
          x.definition !== y.definition
            ? `${x.definition} -> ${y.definition}`
            : `enabled ${x.enabled} -> ${y.enabled}`,
        breaking: false,
      });
}

function viewChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  const gone = a.columns.filter((c) => !b.columns.some((d) => d.name === c.name));
  const retyped = a.columns.filter((c) => b.columns.some((d) => d.name === c.name && d.type !== c.type));
  if (gone.length)
    add({
      action: 'changed',
      kind: kindOf(a),
      object: name,
      detail: `columns removed: ${gone.map((c) => c.name).join(', ')}`,
      breaking: true,
      reason: 'clients selecting them fail',
    });
  for (const c of retyped) {
    const to = b.columns.find((d) => d.name === c.name)?.type ?? '';
    const widening = isWidening(c.type, to);
    add({
      action: 'changed',
      kind: 'column',
      object: `${name}.${c.name}`,
      detail: `type ${c.type} -> ${to}`,
      breaking: !widening,
      ...(!widening ? { reason: 'clients read another type' } : {}),
    });
  }
  for (const c of b.columns.filter((d) => !a.columns.some((x) => x.name === d.name)))
    add({ action: 'added', kind: 'column', object: `${name}.${c.name}`, breaking: false });
  if (a.definition !== b.definition)
    add({ action: 'changed', kind: kindOf(a), object: name, detail: 'definition', breaking: false });
}

function constraintChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  const constraints = pair(a.constraints, b.constraints, (c) => c.name);
  const existing = new Set(a.columns.map((c) => c.name));
  for (const c of constraints.added) {
    // On columns that are new too, nothing written before can break it.
    const onNewColumns = c.columns.length > 0 && c.columns.every((column) => !existing.has(column));
    add({
      action: 'added',
      kind: 'constraint',
      object: `${name}: ${c.kind} ${quoted(c.name)}`,
      detail: c.definition,
      breaking: !onNewColumns,
      ...(!onNewColumns ? { reason: 'writes (and existing rows) that break it are refused' } : {}),
    });
  }
  for (const c of constraints.removed)
    add({
      action: 'removed',
      kind: 'constraint',
      object: `${name}: ${c.kind} ${quoted(c.name)}`,
      detail: c.definition,
      breaking: false,
    });
  for (const [x, y] of constraints.both) {
    if (x.definition === y.definition) continue;
    const actions =
      x.kind === 'foreign key' && y.kind === 'foreign key'
        ? foreignKeyActionChange(name, y.columns, x.definition, y.definition)
        : undefined;
    add({
      action: 'changed',
      kind: 'constraint',
      object: `${name}: ${y.kind} ${quoted(x.name)}`,
      detail: `${x.definition} -> ${y.definition}`,
      ...(actions ?? { breaking: true, reason: 'writes accepted before may be refused' }),
    });
  }
}

const policyText = (p: Policy) =>
  `${p.permissive ? 'permissive' : 'restrictive'} for ${p.command} to ${p.roles.join(', ')} using ${p.using ?? '-'} with check ${p.withCheck ?? '-'}`;

function policyChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  const policies = pair(a.policies, b.policies, (p) => p.name);
  for (const p of policies.added)
    add({
      action: 'added',
      kind: 'policy',
      object: `${name}: policy ${quoted(p.name)}`,
      breaking: !p.permissive,
      ...(!p.permissive ? { reason: 'a restrictive policy hides rows allowed before' } : {}),
    });
  for (const p of policies.removed)
    add({
      action: 'removed',
      kind: 'policy',
      object: `${name}: policy ${quoted(p.name)}`,
      breaking: p.permissive,
      ...(p.permissive
        ? {
            reason: `rows it let ${p.roles.join(', ')} ${p.command === 'all' ? 'use' : p.command} are refused`,
          }
        : {}),
    });
  for (const [x, y] of policies.both)
    if (policyText(x) !== policyText(y))
      add({
        action: 'changed',
        kind: 'policy',
        object: `${name}: policy ${quoted(x.name)}`,
        detail: `${policyText(x)} -> ${policyText(y)}`,
        breaking: true,
        reason: 'who may read or write which rows changes',
      });
}
