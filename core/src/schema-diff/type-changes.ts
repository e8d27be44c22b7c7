import { type Add, commentChange, describe, grantChanges, own, type PossibleRename } from './change';
import { type EnumType, qualified, type SchemaModel } from './model';
import { pair, sameList } from './pairs';

/** Enums added and removed, and their values: removed, added, reordered, and value renames the diff suspects. */
export function enumChanges(
  old: SchemaModel,
  next: SchemaModel,
  add: Add,
  possibleRenames: PossibleRename[],
) {
  const enums = pair(own(old.enums), own(next.enums), qualified);
  for (const e of enums.added) add({ action: 'added', kind: 'enum', object: qualified(e), breaking: false });
  for (const e of enums.removed)
    add({
      action: 'removed',
      kind: 'enum',
      object: qualified(e),
      breaking: true,
      reason: 'the type is gone',
    });
  for (const [a, b] of enums.both) {
    enumValueChanges(a, b, add, possibleRenames);
    commentChange(a.comment, b.comment, qualified(a), add);
  }
}

function enumValueChanges(a: EnumType, b: EnumType, add: Add, possibleRenames: PossibleRename[]) {
  const removed = a.values.filter((v) => !b.values.includes(v));
  const added = b.values.filter((v) => !a.values.includes(v));
  if (removed.length)
    add({
      action: 'changed',
      kind: 'enum',
      object: qualified(a),
      detail: `values removed: ${removed.join(', ')}`,
      breaking: true,
      reason: 'rows and clients using a removed value fail',
    });
  if (added.length)
    add({
      action: 'changed',
      kind: 'enum',
      object: qualified(a),
      detail: `values added: ${added.join(', ')}`,
      breaking: false,
    });
  const kept = a.values.filter((v) => b.values.includes(v));
  if (
    !sameList(
      kept,
      b.values.filter((v) => a.values.includes(v)),
    )
  )
    add({
      action: 'changed',
      kind: 'enum',
      object: qualified(a),
      detail: 'values reordered',
      breaking: true,
      reason: 'comparisons and sorting on the type change',
    });
  if (removed.length === added.length)
    removed.forEach((from, i) => {
      const to = added[i] ?? '';
      if (a.values.indexOf(from) === b.values.indexOf(to))
        possibleRenames.push({
          kind: 'enum value',
          from: `${qualified(a)}.${from}`,
          to: `${qualified(b)}.${to}`,
        });
    });
}

/** Domains added, removed, and changed (breaking when values accepted before may be refused). */
export function domainChanges(old: SchemaModel, next: SchemaModel, add: Add) {
  const domains = pair(own(old.domains), own(next.domains), qualified);
  for (const d of domains.added)
    add({ action: 'added', kind: 'domain', object: qualified(d), breaking: false });
  for (const d of domains.removed)
    add({
      action: 'removed',
      kind: 'domain',
      object: qualified(d),
      breaking: true,
      reason: 'the type is gone',
    });
  for (const [a, b] of domains.both) {
    const stricter =
      (!a.notNull && b.notNull) ||
      b.constraints.some((c) => !a.constraints.includes(c)) ||
      a.baseType !== b.baseType;
    if (
      a.baseType !== b.baseType ||
      a.notNull !== b.notNull ||
      a.default !== b.default ||
      !sameList(a.constraints, b.constraints)
    )
      add({
        action: 'changed',
        kind: 'domain',
        object: qualified(a),
        detail: describe([
          ['type', a.baseType, b.baseType],
          ['not null', String(a.notNull), String(b.notNull)],
          ['default', a.default, b.default],
          ['constraints', a.constraints.join(' '), b.constraints.join(' ')],
        ]),
        breaking: stricter,
        ...(stricter ? { reason: 'values accepted before may be refused' } : {}),
      });
    commentChange(a.comment, b.comment, qualified(a), add);
  }
}

/** Composite types added, removed, and reshaped. */
export function compositeChanges(old: SchemaModel, next: SchemaModel, add: Add) {
  const composites = pair(own(old.compositeTypes), own(next.compositeTypes), qualified);
  for (const c of composites.added)
    add({ action: 'added', kind: 'composite type', object: qualified(c), breaking: false });
  for (const c of composites.removed)
    add({
      action: 'removed',
      kind: 'composite type',
      object: qualified(c),
      breaking: true,
      reason: 'the type is gone',
    });
  for (const [a, b] of composites.both) {
    const text = (c: typeof a) => c.attributes.map((x) => `${x.name} ${x.type}`).join(', ');
    if (text(a) !== text(b))
      add({
        action: 'changed',
        kind: 'composite type',
        object: qualified(a),
        detail: `(${text(a)}) -> (${text(b)})`,
        breaking: true,
        reason: 'clients reading its fields see another shape',
      });
    commentChange(a.comment, b.comment, qualified(a), add);
  }
}

/** Sequences added, removed, and changed, with their grants. */
export function sequenceChanges(old: SchemaModel, next: SchemaModel, add: Add) {
  const sequences = pair(own(old.sequences), own(next.sequences), qualified);
  for (const s of sequences.added)
    add({ action: 'added', kind: 'sequence', object: qualified(s), breaking: false });
  for (const s of sequences.removed)
    add({
      action: 'removed',
      kind: 'sequence',
      object: qualified(s),
      breaking: true,
      reason: 'nextval() on it fails',
    });
  for (const [a, b] of sequences.both) {
    const detail = describe([
      ['type', a.type, b.type],
      ['increment', a.increment, b.increment],
      ['min', a.min, b.min],
      ['max', a.max, b.max],
      ['start', a.start, b.start],
      ['cache', a.cache, b.cache],
      ['cycle', String(a.cycle), String(b.cycle)],
      ['owned by', a.ownedBy, b.ownedBy],
    ]);
    if (detail) add({ action: 'changed', kind: 'sequence', object: qualified(a), detail, breaking: false });
    grantChanges(a.grants, b.grants, 'sequence', qualified(a), add);
  }
}
