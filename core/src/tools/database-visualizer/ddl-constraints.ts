import { afterKeyword, expressionText, firstLocation } from '../../sql/source-text';
import type { Builder } from './ddl-builder';
import { bracketed, type Ctx } from './ddl-expressions';
import { type Column, type Constraint, FOREIGN_KEY_ACTIONS, type Table } from './model';
import { list, type Node, obj, str, svals } from './parse-tree';
import { makeObjectName } from './pg-names';

function constraintName(table: Table, kind: Constraint['kind'], columns: string[]): string {
  if (kind === 'primary key') return makeObjectName(table.name, '', 'pkey');
  const label = { unique: 'key', 'foreign key': 'fkey', check: 'check', exclude: 'excl' }[kind];
  return makeObjectName(table.name, columns.join('_'), label);
}

/** A table or column constraint; one of the same name is replaced. */
export function addConstraint(b: Builder, table: Table, c: Node, ctx: Ctx, bound: number, column?: Column) {
  const named = str(c.conname);
  const keys = column ? [column.name] : svals(c.keys);
  const push = (constraint: Omit<Constraint, 'name'>) => {
    const name = named || constraintName(table, constraint.kind, constraint.columns);
    table.constraints = [
      ...(table.constraints ?? []).filter((k) => k.name !== name),
      { name, ...constraint },
    ];
  };
  switch (c.contype) {
    case 'CONSTR_PRIMARY': {
      const columns = keys.length ? keys : indexColumns(table, str(c.indexname));
      for (const name of columns) {
        const col = table.columns.find((k) => k.name === name);
        if (col) col.nullable = false;
      }
      push({ kind: 'primary key', columns });
      break;
    }
    case 'CONSTR_UNIQUE':
      push({ kind: 'unique', columns: keys.length ? keys : indexColumns(table, str(c.indexname)) });
      break;
    case 'CONSTR_FOREIGN': {
      const ref = b.rel(obj(c.pktable));
      const onDelete = FOREIGN_KEY_ACTIONS[str(c.fk_del_action)];
      const onUpdate = FOREIGN_KEY_ACTIONS[str(c.fk_upd_action)];
      push({
        kind: 'foreign key',
        columns: column ? [column.name] : svals(c.fk_attrs),
        references: { schema: ref.schema, table: ref.name, columns: svals(c.pk_attrs) },
        ...(onDelete ? { onDelete } : {}),
        ...(onUpdate ? { onUpdate } : {}),
      });
      break;
    }
    case 'CONSTR_CHECK': {
      const expression = bracketed(obj(c.raw_expr), ctx, /^check$/i, bound);
      // Postgres records the columns a check reads, in the order the expression reads them.
      const columns = [...columnRefs(c.raw_expr)].filter((name) =>
        table.columns.some((k) => k.name === name),
      );
      push({ kind: 'check', columns, expression });
      break;
    }
    case 'CONSTR_EXCLUSION':
      push({ kind: 'exclude', columns: [] });
      break;
  }
}

function columnRefs(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) columnRefs(n, out);
  else if (typeof node === 'object' && node !== null) {
    const ref = obj((node as Node).ColumnRef);
    if (ref.fields) out.add(svals(ref.fields).at(-1) ?? '');
    else for (const v of Object.values(node)) columnRefs(v, out);
  }
  return out;
}

function indexColumns(table: Table, name: string): string[] {
  return table.indexes?.find((i) => i.name === name)?.columns ?? [];
}

/** CREATE INDEX: its columns or expressions, method and WHERE; unnamed, Postgres's default name. */
export function createIndex(b: Builder, node: Node, ctx: Ctx) {
  const table = b.table(obj(node.relation));
  if (!table) return;
  const columns = list(node.indexParams).map((p) => {
    const e = obj(p.IndexElem);
    return e.name ? str(e.name) : expressionText(ctx.src.sql, ctx.src.at(firstLocation(e.expr)), ctx.end);
  });
  const name = str(node.idxname) || makeObjectName(table.name, columns.join('_'), 'idx');
  const where = node.whereClause
    ? expressionText(
        ctx.src.sql,
        afterKeyword(ctx.src.sql, ctx.src.at(firstLocation(node.whereClause)), /^where$/i) ??
          ctx.src.at(firstLocation(node.whereClause)),
        ctx.end,
      )
    : undefined;
  table.indexes = [
    ...(table.indexes ?? []).filter((i) => i.name !== name),
    {
      name,
      columns,
      unique: node.unique === true,
      ...(node.accessMethod && node.accessMethod !== 'btree' ? { method: str(node.accessMethod) } : {}),
      ...(where ? { where } : {}),
    },
  ];
}
