import { ToolInputError } from '../../errors';
import type { PgParse } from '../../sql/pg-parser';
import type { Column, DbSchema, Table } from './model';

/* The parse tree nodes read here, as libpg-query returns them (JSON of Postgres's own nodes). */
type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (typeof v === 'object' && v !== null ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const svals = (v: unknown): string[] => list(v).map((n) => str(obj(n.String).sval));

const TYPE_NAMES: Record<string, string> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  bpchar: 'char',
  varchar: 'varchar',
  timestamptz: 'timestamptz',
  timestamp: 'timestamp',
};

function typeText(typeName: Node): string {
  const names = svals(typeName.names);
  const last = names.at(-1) ?? 'unknown';
  const base = names[0] === 'pg_catalog' ? (TYPE_NAMES[last] ?? last) : names.join('.');
  const mods = list(typeName.typmods)
    .map((m) => obj(obj(m.A_Const).ival).ival)
    .filter((m) => typeof m === 'number');
  const array = Array.isArray(typeName.arrayBounds) ? '[]'.repeat(typeName.arrayBounds.length) : '';
  return `${base}${mods.length ? `(${mods.join(',')})` : ''}${array}`;
}

const STOP = /^\s+(not\s+null|null|primary|references|unique|check|constraint|generated|collate|default)\b/i;

/** The source text of an expression starting at `at`, up to the end of its clause (Postgres keeps no end). */
function exprText(sql: string, at: number): string {
  let depth = 0;
  let i = at;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"') {
      const close = sql.indexOf(ch, i + 1);
      i = close === -1 ? sql.length : close + 1;
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')' && depth-- === 0) break;
    if (ch === ',' && depth === 0) break;
    if (depth === 0 && STOP.test(sql.slice(i, i + 20))) break;
    i++;
  }
  return sql.slice(at, i).trim();
}

/** Where an expression starts: the smallest location in its subtree (a cast's own location is its `::`). */
function locationOf(node: unknown): number {
  let min = Number.POSITIVE_INFINITY;
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      for (const [key, value] of Object.entries(v)) {
        if (key === 'location' && typeof value === 'number' && value >= 0) min = Math.min(min, value);
        else visit(value);
      }
    }
  };
  visit(node);
  return Number.isFinite(min) ? min : 0;
}

interface Pending {
  table: Table;
  fkCols: string[];
  ref: Node;
  refCols: string[];
}

function applyForeignKey({ table, fkCols, ref, refCols }: Pending) {
  fkCols.forEach((name, i) => {
    const column = table.columns.find((c) => c.name === name);
    if (!column) return;
    column.isForeignKey = true;
    column.foreignTable = str(ref.relname);
    column.foreignColumn = refCols[i] ?? refCols[0] ?? 'id';
  });
}

function columnOf(def: Node, sql: string, table: Table, pending: Pending[]): Column {
  const column: Column = {
    name: str(def.colname),
    type: typeText(obj(def.typeName)),
    nullable: true,
    default: null,
    isPrimaryKey: false,
    isForeignKey: false,
  };
  for (const c of list(def.constraints).map((n) => obj(n.Constraint))) {
    switch (c.contype) {
      case 'CONSTR_PRIMARY':
        column.isPrimaryKey = true;
        column.nullable = false;
        break;
      case 'CONSTR_NOTNULL':
        column.nullable = false;
        break;
      case 'CONSTR_DEFAULT':
        column.default = exprText(sql, locationOf(obj(c.raw_expr)));
        break;
      case 'CONSTR_IDENTITY':
        column.nullable = false;
        column.default = `generated ${c.generated_when === 'a' ? 'always' : 'by default'} as identity`;
        break;
      case 'CONSTR_GENERATED':
        column.default = `generated always as (${exprText(sql, locationOf(obj(c.raw_expr)))}) stored`;
        break;
      case 'CONSTR_FOREIGN':
        pending.push({ table, fkCols: [column.name], ref: obj(c.pktable), refCols: svals(c.pk_attrs) });
        break;
    }
  }
  return column;
}

function tableConstraint(c: Node, table: Table, pending: Pending[]) {
  if (c.contype === 'CONSTR_PRIMARY') {
    for (const name of svals(c.keys)) {
      const column = table.columns.find((col) => col.name === name);
      if (column) Object.assign(column, { isPrimaryKey: true, nullable: false });
    }
  }
  if (c.contype === 'CONSTR_FOREIGN') {
    pending.push({ table, fkCols: svals(c.fk_attrs), ref: obj(c.pktable), refCols: svals(c.pk_attrs) });
  }
}

function lineOf(sql: string, position: number): number {
  return sql.slice(0, Math.max(0, position - 1)).split('\n').length;
}

/** Reads `create table`, `alter table … add constraint`, enums, comments and indexes into the schema model. */
export async function parseDdl(sql: string, parse: PgParse): Promise<DbSchema> {
  let tree: Node;
  try {
    tree = obj(await parse(sql));
  } catch (error) {
    const details = obj(obj(error).sqlDetails);
    const at = typeof details.cursorPosition === 'number' ? details.cursorPosition : 0;
    const message = error instanceof Error ? error.message : String(error);
    throw new ToolInputError(`Line ${lineOf(sql, at)}: ${message}`, 'Invalid SQL');
  }
  const tables: Table[] = [];
  const enums: NonNullable<DbSchema['enums']> = [];
  const pending: Pending[] = [];
  const find = (rel: Node) =>
    tables.find((t) => t.name === str(rel.relname) && (!rel.schemaname || t.schema === str(rel.schemaname)));

  for (const stmt of list(tree.stmts).map((s) => obj(s.stmt))) {
    const [kind, node] = [Object.keys(stmt)[0], obj(Object.values(stmt)[0])];
    if (kind === 'CreateStmt') {
      const rel = obj(node.relation);
      const table: Table = { schema: str(rel.schemaname) || 'public', name: str(rel.relname), columns: [] };
      tables.push(table);
      for (const elt of list(node.tableElts)) {
        if (elt.ColumnDef) table.columns.push(columnOf(obj(elt.ColumnDef), sql, table, pending));
        else if (elt.Constraint) tableConstraint(obj(elt.Constraint), table, pending);
      }
    } else if (kind === 'AlterTableStmt') {
      const table = find(obj(node.relation));
      for (const cmd of list(node.cmds).map((c) => obj(c.AlterTableCmd))) {
        if (table && cmd.subtype === 'AT_AddConstraint')
          tableConstraint(obj(obj(cmd.def).Constraint), table, pending);
        if (table && cmd.subtype === 'AT_AddColumn')
          table.columns.push(columnOf(obj(obj(cmd.def).ColumnDef), sql, table, pending));
      }
    } else if (kind === 'CreateEnumStmt') {
      const names = svals(node.typeName);
      enums.push({
        schema: names.length > 1 ? (names[0] ?? 'public') : 'public',
        name: names.at(-1) ?? '',
        values: svals(node.vals),
      });
    } else if (kind === 'CommentStmt') {
      const names = svals(obj(obj(node.object).List).items);
      const comment = str(node.comment);
      if (node.objtype === 'OBJECT_TABLE') {
        const table = tables.find((t) => t.name === names.at(-1));
        if (table) table.comment = comment;
      } else if (node.objtype === 'OBJECT_COLUMN') {
        const table = tables.find((t) => t.name === names.at(-2));
        const column = table?.columns.find((c) => c.name === names.at(-1));
        if (column) column.comment = comment;
      }
    } else if (kind === 'IndexStmt') {
      const table = find(obj(node.relation));
      const cols = list(node.indexParams).map((p) => str(obj(p.IndexElem).name) || 'expression');
      if (table)
        table.indexes = [
          ...(table.indexes ?? []),
          `${str(node.idxname) || '(unnamed)'} (${cols.join(', ')})${node.unique ? ' unique' : ''}`,
        ];
    }
  }
  for (const p of pending) applyForeignKey(p);
  if (tables.length === 0) throw new ToolInputError('No create table statement found.', 'Invalid SQL');
  return { tables, ...(enums.length ? { enums } : {}) };
}
