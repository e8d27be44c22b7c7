import { firstLocation } from '../../sql/source-text';
import type { Builder } from './ddl-builder';
import { addConstraint } from './ddl-constraints';
import { boundAfter, bracketed, type Ctx, defaultText } from './ddl-expressions';
import { typeOf } from './ddl-type-names';
import type { Column, Table } from './model';
import { list, loc, type Node, obj, str } from './parse-tree';
import { makeObjectName, quoteName } from './pg-names';

export function newColumn(name: string, type: string): Column {
  return { name, type, nullable: true, default: null, isPrimaryKey: false, isForeignKey: false };
}

/** A serial column's default: `nextval` of the sequence Postgres names for it. */
function serialDefault(table: Table, column: Column): string {
  const seq = makeObjectName(table.name, column.name, 'seq');
  const qualified =
    table.schema === 'public' ? quoteName(seq) : `${quoteName(table.schema)}.${quoteName(seq)}`;
  return `nextval('${qualified.replace(/'/g, "''")}'::regclass)`;
}

/** A constraint that sets a fact of the column itself; false for keys and checks, which the table holds. */
function setColumnFact(column: Column, c: Node, ctx: Ctx, bound: number): boolean {
  switch (c.contype) {
    case 'CONSTR_NOTNULL':
      column.nullable = false;
      return true;
    case 'CONSTR_NULL':
      column.nullable = true;
      return true;
    case 'CONSTR_DEFAULT':
      column.default = defaultText(obj(c.raw_expr), ctx, bound);
      return true;
    case 'CONSTR_IDENTITY':
      column.nullable = false;
      column.identity = c.generated_when === 'a' ? 'always' : 'by default';
      return true;
    case 'CONSTR_GENERATED':
      column.generated = {
        kind: c.generated_kind === 'v' ? 'virtual' : 'stored',
        expression: bracketed(obj(c.raw_expr), ctx, /^as$/i, bound),
      };
      return true;
    default:
      return false;
  }
}

/** A column definition, in CREATE TABLE or ALTER TABLE ADD COLUMN; `end` is where its text ends at most. */
export function columnOf(
  b: Builder,
  def: Node,
  table: Table,
  ctx: Ctx,
  end: number,
): { column: Column; keys: () => void } {
  const { type, serial } = typeOf(obj(def.typeName), ctx);
  const column = newColumn(str(def.colname), type);
  if (serial) {
    column.default = serialDefault(table, column);
    column.nullable = false;
  }
  const constraints = list(def.constraints).map((n) => obj(n.Constraint));
  const positions = [
    ...constraints.map((c) => ctx.src.at(loc(c))),
    ...(def.collClause ? [ctx.src.at(loc(obj(obj(def.collClause).CollateClause ?? def.collClause)))] : []),
  ].filter((p) => p >= 0);
  const boundOf = (c: Node) => boundAfter(ctx.src.at(firstLocation(c.raw_expr)), positions, end);
  const later = constraints.filter((c) => !setColumnFact(column, c, ctx, boundOf(c)));
  // Keys and checks name the column: they are added once the column is in the table (`addColumn`).
  const keys = () => {
    for (const c of later) addConstraint(b, table, c, ctx, boundOf(c), column);
  };
  return { column, keys };
}

/** Puts the column in the table (replacing one of its name), then its keys and checks. */
export function addColumn(table: Table, { column, keys }: { column: Column; keys: () => void }) {
  const existing = table.columns.findIndex((c) => c.name === column.name);
  if (existing >= 0) table.columns[existing] = column;
  else table.columns.push(column);
  keys();
}

/** A renamed column, in its table's constraints and indexes and in the foreign keys that reference it. */
export function renameColumnEverywhere(b: Builder, table: Table, from: string, to: string) {
  const column = table.columns.find((c) => c.name === from);
  if (column) column.name = to;
  for (const k of table.constraints ?? []) k.columns = k.columns.map((c) => (c === from ? to : c));
  for (const i of table.indexes ?? []) i.columns = i.columns.map((c) => (c === from ? to : c));
  for (const t of b.tables)
    for (const k of t.constraints ?? [])
      if (k.references && k.references.schema === table.schema && k.references.table === table.name)
        k.references.columns = k.references.columns.map((c) => (c === from ? to : c));
}
