/**
 * `schema diff --rename table.old=new`: a column the diff would drop and add (a possible rename) declared a rename.
 * The caller applies `renameSql` to OLD before reading it (so Postgres itself carries the rename into indexes,
 * constraints, views and policies), diffs that against NEW, and `withRenames` puts the renames back in the report
 * and at the top of the migration.
 */
import { quoteIdent, quoteQualified } from '../sql/quote';
import type { SchemaDiff } from './change';

export interface ColumnRename {
  schema: string;
  table: string;
  from: string;
  to: string;
  /** As given: `todos.done=completed`. */
  given: string;
}

/** `[schema.]table.old=new` (schema defaults to public), or undefined when it is not that shape. */
export function parseColumnRename(given: string): ColumnRename | undefined {
  const m = /^(?:([^.=\s]+)\.)?([^.=\s]+)\.([^.=\s]+)=([^.=\s]+)$/.exec(given.trim());
  if (!m) return undefined;
  const [, schema = 'public', table = '', from = '', to = ''] = m;
  return from === to ? undefined : { schema, table, from, to, given: given.trim() };
}

export function renameSql(r: ColumnRename): string {
  return `alter table ${quoteQualified(r.schema, r.table)} rename column ${quoteIdent(r.from)} to ${quoteIdent(r.to)}`;
}

/** The diff of OLD-with-the-renames against NEW, with each rename as the change it is. */
export function withRenames(diff: SchemaDiff, renames: readonly ColumnRename[]): SchemaDiff {
  return {
    ...diff,
    changes: [
      ...renames.map((r) => ({
        action: 'changed' as const,
        kind: 'column' as const,
        object: `${r.schema}.${r.table}.${r.from}`,
        detail: `renamed to ${r.to}`,
        breaking: true,
        reason: 'clients reading or writing it by its old name fail (its data is kept)',
      })),
      ...diff.changes,
    ],
  };
}

/** The migration: the renames first, then what takes OLD-with-the-renames to NEW. */
export function migrationWithRenames(sql: string, renames: readonly ColumnRename[]): string {
  if (renames.length === 0) return sql;
  return `${renames.map((r) => `${renameSql(r)};`).join('\n')}\n${sql}`;
}
