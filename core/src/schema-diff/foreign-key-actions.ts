/**
 * A foreign key whose only change is what a parent's delete or key update does to the rows that refer to it
 * (`ON DELETE CASCADE` added, `SET NULL` dropped…): what it now does, said as such. Such a change refuses no write
 * that was accepted; it changes what a delete or update does to other rows, or refuses one that went through.
 */

type Action = 'refuse' | 'cascade' | 'set null' | 'set default';

/** pg_get_constraintdef's referential actions; NO ACTION is the default it leaves out. */
const ACTION = /\s+ON (UPDATE|DELETE) (NO ACTION|RESTRICT|CASCADE|SET NULL|SET DEFAULT)(?: \(([^)]*)\))?/g;

interface Actions {
  /** The definition without its actions: two keys differing only in actions have the same rest. */
  rest: string;
  delete: Action;
  update: Action;
  /** `SET NULL (a)`: the columns it sets (PostgreSQL 15), else every column of the key. */
  setColumns: { delete?: string; update?: string };
}

function actionsOf(definition: string): Actions {
  const found: Actions = { rest: definition, delete: 'refuse', update: 'refuse', setColumns: {} };
  found.rest = definition.replace(ACTION, (_all, event: string, action: string, columns?: string) => {
    const key = event === 'DELETE' ? 'delete' : 'update';
    found[key] =
      action === 'NO ACTION' || action === 'RESTRICT' ? 'refuse' : (action.toLowerCase() as Action);
    if (columns) found.setColumns[key] = columns;
    return '';
  });
  return found;
}

/** What a parent's delete (or key update) does to the rows referring to it: now, and as it was before. */
function effect(action: Action, event: 'delete' | 'update', child: string, columns: string) {
  switch (action) {
    case 'refuse':
      return { now: `is refused while ${child} rows refer to it`, before: 'was refused while any did' };
    case 'cascade':
      return event === 'delete'
        ? { now: `deletes the ${child} rows that refer to it`, before: 'deleted them' }
        : { now: `updates ${columns} in the ${child} rows that refer to it`, before: 'updated them' };
    case 'set null':
      return {
        now: `sets ${columns} to null in the ${child} rows that refer to it`,
        before: `set ${columns} to null in them`,
      };
    case 'set default':
      return {
        now: `sets ${columns} to their default in the ${child} rows that refer to it`,
        before: `set ${columns} to their default in them`,
      };
  }
}

/**
 * The verdict on a foreign key of `child` (its `columns`) changed from `before` to `after`, or undefined when more
 * than its actions changed (the referenced table or columns, MATCH, deferral: judged as any constraint change).
 */
export function foreignKeyActionChange(
  child: string,
  columns: readonly string[],
  before: string,
  after: string,
): { breaking: boolean; reason?: string } | undefined {
  const a = actionsOf(before);
  const b = actionsOf(after);
  if (a.rest !== b.rest) return undefined;
  const parent = /REFERENCES\s+(.+?)\(/.exec(b.rest)?.[1] ?? 'parent';
  const reasons: string[] = [];
  const keyColumns = columns.join(', ');
  for (const [event, words] of [
    ['delete', `deleting a ${parent} row`],
    ['update', `changing a ${parent} row's key`],
  ] as const) {
    if (a[event] === b[event]) continue;
    const now = effect(b[event], event, child, b.setColumns[event] ?? keyColumns).now;
    const before = effect(a[event], event, child, a.setColumns[event] ?? keyColumns).before;
    reasons.push(`${words} now ${now} (before, it ${before})`);
  }
  // NO ACTION and RESTRICT both refuse (one at the statement, one at the end of it): nothing a client sees.
  if (reasons.length === 0) return { breaking: false };
  const refusesMore = [a.delete !== b.delete && b.delete, a.update !== b.update && b.update].includes(
    'refuse',
  );
  return {
    breaking: true,
    reason: `${reasons.join('; ')}${refusesMore ? '' : '; no write is refused'}`,
  };
}
