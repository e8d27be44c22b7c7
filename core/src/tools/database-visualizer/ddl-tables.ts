import { expressionText, firstLocation } from '../../sql/source-text';
import type { Builder } from './ddl-builder';
import { addColumn, columnOf, newColumn } from './ddl-columns';
import { addConstraint } from './ddl-constraints';
import { boundAfter, type Ctx } from './ddl-expressions';
import { type Table, tableId } from './model';
import { list, loc, type Node, obj, str } from './parse-tree';
import { quoteName } from './pg-names';
import { viewColumns } from './view-columns';

const STRATEGY: Record<string, string> = {
  PARTITION_STRATEGY_RANGE: 'RANGE',
  PARTITION_STRATEGY_LIST: 'LIST',
  PARTITION_STRATEGY_HASH: 'HASH',
};

/** PARTITION BY as `pg_get_partkeydef` prints it: the strategy and its columns or expressions. */
function partitionBy(spec: Node, ctx: Ctx): string {
  const params = list(spec.partParams).map((p) => {
    const e = obj(p.PartitionElem);
    return e.name
      ? quoteName(str(e.name))
      : `(${expressionText(ctx.src.sql, ctx.src.at(firstLocation(e.expr)), ctx.end)})`;
  });
  return `${STRATEGY[str(spec.strategy)] ?? ''} (${params.join(', ')})`;
}

/** The columns, table constraints and LIKE clauses between CREATE TABLE's brackets, each bounded by the next. */
function addTableElements(b: Builder, table: Table, elts: Node[], ctx: Ctx) {
  const starts = elts.map((e) => ctx.src.at(loc(obj(Object.values(e)[0]))));
  elts.forEach((elt, i) => {
    const end = boundAfter(starts[i] ?? 0, starts, ctx.end);
    if (elt.ColumnDef) {
      const def = obj(elt.ColumnDef);
      const inherited = table.columns.find((c) => c.name === def.colname);
      if (inherited && !def.typeName) {
        // `partition of p (col with options default …)`: only the options change.
        const extra = columnOf(b, { ...def, typeName: {} }, table, ctx, end);
        if (extra.column.default !== null) inherited.default = extra.column.default;
        if (!extra.column.nullable) inherited.nullable = false;
        addColumn(table, { column: inherited, keys: extra.keys });
      } else addColumn(table, columnOf(b, def, table, ctx, end));
    } else if (elt.Constraint) addConstraint(b, table, obj(elt.Constraint), ctx, end);
    else if (elt.TableLikeClause) {
      const like = b.table(obj(obj(elt.TableLikeClause).relation));
      for (const c of like?.columns ?? [])
        addColumn(table, { column: { ...newColumn(c.name, c.type), nullable: c.nullable }, keys: () => {} });
    }
  });
}

/** CREATE TABLE: inherited and partition columns, PARTITION BY, and its elements. */
export function createTable(b: Builder, node: Node, ctx: Ctx) {
  const rel = obj(node.relation);
  if (rel.relpersistence === 't') return;
  const { schema, name } = b.rel(rel);
  const existing = b.find(schema, name);
  if (existing && existing.kind !== 'external' && node.if_not_exists) return;
  const table: Table = { schema, name, columns: [] };
  if (existing) b.tables.splice(b.tables.indexOf(existing), 1, table);
  else b.tables.push(table);
  const parents = list(node.inhRelations).map((n) => b.table(obj(n.RangeVar)));
  for (const parent of parents)
    for (const c of parent?.columns ?? [])
      if (!table.columns.some((k) => k.name === c.name)) table.columns.push({ ...c });
  if (node.partbound && parents[0]) table.partitionOf = tableId(parents[0]);
  const spec = obj(node.partspec);
  if (spec.strategy) {
    table.kind = 'partitioned table';
    table.partitionBy = partitionBy(spec, ctx);
  }
  addTableElements(b, table, list(node.tableElts), ctx);
}

/** CREATE VIEW and CREATE MATERIALIZED VIEW / TABLE AS: a relation whose columns its query decides. */
export function view(b: Builder, rv: Node, query: Node, aliases: string[], kind: Table['kind']) {
  const { schema, name } = b.rel(rv);
  const existing = b.find(schema, name);
  const table: Table = { schema, name, kind, columns: viewColumns(query, aliases, b) };
  if (existing) b.tables.splice(b.tables.indexOf(existing), 1, table);
  else b.tables.push(table);
}
