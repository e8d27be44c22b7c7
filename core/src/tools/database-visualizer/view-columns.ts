import type { Column, Table } from './model';
import { list, type Node, obj, str } from './parse-tree';
import { formatType } from './pg-names';

interface Lookup {
  find(schema: string, name: string): Table | undefined;
}

/** The tables a FROM clause names, by the name a column may be qualified with (alias, or table name). */
function fromTables(from: Node[], lookup: Lookup, out: Map<string, Table>) {
  for (const item of from) {
    if (item.RangeVar) {
      const rv = obj(item.RangeVar);
      const table = lookup.find(str(rv.schemaname) || 'public', str(rv.relname));
      if (table) out.set(str(obj(rv.alias).aliasname) || table.name, table);
    } else if (item.JoinExpr) {
      const join = obj(item.JoinExpr);
      fromTables([obj(join.larg), obj(join.rarg)], lookup, out);
    }
  }
}

const column = (name: string, type: string, from?: Column): Column => ({
  name,
  type,
  nullable: from?.nullable ?? true,
  default: null,
  isPrimaryKey: false,
  isForeignKey: false,
});

/**
 * A view's columns as Postgres names them (`FigureColname`): the alias, a column's own name, a function's name,
 * else `?column?`; typed when the column comes from a known table or a cast says so, else `unknown`.
 */
export function viewColumns(query: Node, aliases: string[], lookup: Lookup): Column[] {
  let select = obj(query.SelectStmt);
  while (select.op && select.op !== 'SETOP_NONE') select = obj(obj(select.larg).SelectStmt ?? select.larg);
  const tables = new Map<string, Table>();
  fromTables(list(select.fromClause), lookup, tables);
  const out: Column[] = [];
  const resolve = (fields: string[]): Column | undefined => {
    const name = fields.at(-1) ?? '';
    if (fields.length > 1) return tables.get(fields.at(-2) ?? '')?.columns.find((c) => c.name === name);
    for (const t of tables.values()) {
      const found = t.columns.find((c) => c.name === name);
      if (found) return found;
    }
    return undefined;
  };
  const describe = (val: Node): { name: string; type: string; from?: Column } => {
    if (val.ColumnRef) {
      const fields = list(obj(val.ColumnRef).fields).map((f) => str(obj(f.String).sval));
      const from = resolve(fields);
      return { name: fields.at(-1) ?? '?column?', type: from?.type ?? 'unknown', ...(from ? { from } : {}) };
    }
    if (val.TypeCast) {
      const cast = obj(val.TypeCast);
      const tn = obj(cast.typeName);
      const names = list(tn.names).map((n) => str(obj(n.String).sval));
      const inner = describe(obj(cast.arg));
      const type = formatType(names, [], Array.isArray(tn.arrayBounds));
      return { name: inner.name === '?column?' ? (names.at(-1) ?? '?column?') : inner.name, type };
    }
    if (val.FuncCall) {
      const names = list(obj(val.FuncCall).funcname).map((n) => str(obj(n.String).sval));
      return { name: names.at(-1) ?? '?column?', type: 'unknown' };
    }
    if (val.CaseExpr) return { name: 'case', type: 'unknown' };
    return { name: '?column?', type: 'unknown' };
  };
  for (const target of list(select.targetList).map((t) => obj(t.ResTarget))) {
    const val = obj(target.val);
    const ref = obj(val.ColumnRef);
    const fields = list(ref.fields);
    if (fields.at(-1)?.A_Star) {
      const qualifier = str(obj(fields.at(-2)?.String).sval);
      const from = qualifier ? [tables.get(qualifier)] : [...tables.values()];
      for (const t of from) for (const c of t?.columns ?? []) out.push(column(c.name, c.type, c));
      continue;
    }
    const d = describe(val);
    out.push(column(str(target.name) || d.name, d.type, d.from));
  }
  aliases.forEach((alias, i) => {
    const c = out[i];
    if (c) c.name = alias;
  });
  return out;
}
