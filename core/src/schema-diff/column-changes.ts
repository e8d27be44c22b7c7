import { type Add, commentChange, type PossibleRename } from './change';
import { identityOptionChanges } from './migration-statements';
import { type Column, qualified, type Relation } from './model';
import { pair, sameList } from './pairs';
import { isWidening } from './types';

export const sameColumns = (a: readonly Column[], b: readonly Column[]) =>
  sameList(
    a.map((c) => `${c.name} ${c.type}`),
    b.map((c) => `${c.name} ${c.type}`),
  );

export function columnChanges(a: Relation, b: Relation, add: Add, renames: PossibleRename[]) {
  const name = qualified(a);
  const columns = pair(a.columns, b.columns, (c) => c.name);
  for (const c of columns.removed)
    add({
      action: 'removed',
      kind: 'column',
      object: `${name}.${c.name}`,
      breaking: true,
      reason: 'clients reading or writing it fail, and its data is lost',
    });
  const unmatched = [...columns.added];
  for (const c of columns.removed) {
    const twin = unmatched.findIndex((d) => d.type === c.type);
    if (twin < 0) continue;
    renames.push({ kind: 'column', from: `${name}.${c.name}`, to: `${name}.${unmatched[twin]?.name}` });
    unmatched.splice(twin, 1);
  }
  for (const c of columns.added) {
    const required = c.notNull && c.default === null && c.identity === null && c.generated === null;
    add({
      action: 'added',
      kind: 'column',
      object: `${name}.${c.name}`,
      detail: c.type,
      breaking: required,
      ...(required ? { reason: 'NOT NULL without a default: inserts that do not name it fail' } : {}),
    });
  }
  for (const [x, y] of columns.both) columnChange(x, y, `${name}.${x.name}`, add);
}

/** What changed in a column both sides have (`at`: table.column): type, nullability, then defaults and the rest. */
function columnChange(x: Column, y: Column, at: string, add: Add) {
  if (x.type !== y.type) {
    const widening = isWidening(x.type, y.type);
    add({
      action: 'changed',
      kind: 'column',
      object: at,
      detail: `type ${x.type} -> ${y.type}`,
      breaking: !widening,
      ...(!widening ? { reason: 'a narrower or different type: values and clients may not fit' } : {}),
    });
  }
  if (!x.notNull && y.notNull)
    add({
      action: 'changed',
      kind: 'column',
      object: at,
      detail: 'now NOT NULL',
      breaking: true,
      reason: 'writes of null fail',
    });
  if (x.notNull && !y.notNull)
    add({ action: 'changed', kind: 'column', object: at, detail: 'now nullable', breaking: false });
  columnValueChanges(x, y, at, add);
}

/** Default, identity, generation, collation and comment. */
function columnValueChanges(x: Column, y: Column, at: string, add: Add) {
  if (x.default !== y.default) {
    const dropped = y.default === null && y.notNull && y.identity === null && y.generated === null;
    add({
      action: 'changed',
      kind: 'column',
      object: at,
      detail: `default ${x.default ?? 'none'} -> ${y.default ?? 'none'}`,
      breaking: dropped,
      ...(dropped ? { reason: 'NOT NULL without a default: inserts that do not name it fail' } : {}),
    });
  }
  if (x.identity !== y.identity)
    add({
      action: 'changed',
      kind: 'column',
      object: at,
      detail: `identity ${x.identity ?? 'none'} -> ${y.identity ?? 'none'}`,
      breaking: y.identity === 'always',
      ...(y.identity === 'always' ? { reason: 'inserts giving a value fail' } : {}),
    });
  const options =
    x.identity && y.identity && x.identitySequence && y.identitySequence
      ? identityOptionChanges(x.identitySequence, y.identitySequence)
      : [];
  if (options.length > 0)
    add({
      action: 'changed',
      kind: 'column',
      object: at,
      detail: `identity ${options.map(([word, from, to]) => `${word} ${from} -> ${to}`).join(', ')}`,
      breaking: false,
    });
  if (JSON.stringify(x.generated) !== JSON.stringify(y.generated))
    add({
      action: 'changed',
      kind: 'column',
      object: at,
      detail: `generated ${x.generated?.expression ?? 'none'} -> ${y.generated?.expression ?? 'none'}`,
      breaking: y.generated !== null,
      ...(y.generated !== null ? { reason: 'writes to a generated column fail' } : {}),
    });
  if (x.collation !== y.collation)
    add({
      action: 'changed',
      kind: 'column',
      object: at,
      detail: `collation ${x.collation ?? 'default'} -> ${y.collation ?? 'default'}`,
      breaking: false,
    });
  commentChange(x.comment, y.comment, at, add);
}
