import { ToolInputError } from '../../errors';
import type { PgParse } from '../../sql/pg-parser';
import { blankPsqlMetaCommands } from '../../sql/psql-script';
import { quoteLiteral } from '../../sql/quote';
import {
  afterKeyword,
  bracketText,
  expressionText,
  firstLocation,
  lineAndColumn,
  SourceText,
} from '../../sql/source-text';
import type {
  Column,
  CompositeType,
  Constraint,
  DbFunction,
  DbSchema,
  Domain,
  EnumType,
  FunctionArg,
  Policy,
  Table,
} from './model';
import { functionSignature, liftPartitionForeignKeys, tableId } from './model';
import { formatType, makeObjectName, quoteName } from './pg-names';
import { viewColumns } from './view-columns';

/* The parse tree nodes read here, as libpg-query returns them (JSON of Postgres's own nodes). */
type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (typeof v === 'object' && v !== null ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const svals = (v: unknown): string[] => list(v).map((n) => str(obj(n.String).sval));
const loc = (n: Node): number => (typeof n.location === 'number' ? n.location : -1);

/** One file of DDL; a migrations folder is several, replayed in order. */
export interface DdlFile {
  name: string;
  sql: string;
}

const SERIALS: Record<string, string> = {
  serial: 'integer',
  serial4: 'integer',
  bigserial: 'bigint',
  serial8: 'bigint',
  smallserial: 'smallint',
  serial2: 'smallint',
};

/** What a statement's expressions are read from: the text (by character) and where the statement ends. */
interface Ctx {
  src: SourceText;
  end: number;
}

/** The schema as statements build it: tables, types and the constraints they name. */
class Builder {
  tables: Table[] = [];
  enums: EnumType[] = [];
  domains: Domain[] = [];
  functions: DbFunction[] = [];
  composites: CompositeType[] = [];

  find(schema: string, name: string): Table | undefined {
    return this.tables.find((t) => t.schema === schema && t.name === name);
  }
  rel(rv: Node): { schema: string; name: string } {
    return { schema: str(rv.schemaname) || 'public', name: str(rv.relname) };
  }
  table(rv: Node): Table | undefined {
    const { schema, name } = this.rel(rv);
    return this.find(schema, name);
  }
  /** A table named by a statement but defined elsewhere (`storage.objects` for its policies). */
  external(schema: string, name: string): Table {
    const found = this.find(schema, name);
    if (found) return found;
    const table: Table = { schema, name, kind: 'external', columns: [] };
    this.tables.push(table);
    return table;
  }
  byNames(names: string[]): Table | undefined {
    const name = names.at(-1) ?? '';
    const schema = names.length > 1 ? (names.at(-2) ?? 'public') : 'public';
    return this.find(schema, name);
  }
  typeByNames<T extends { schema: string; name: string }>(items: T[], names: string[]): T | undefined {
    const name = names.at(-1) ?? '';
    const schema = names.length > 1 ? (names.at(-2) ?? 'public') : 'public';
    return items.find((e) => e.schema === schema && e.name === name);
  }
}

/** A name as written at a position: plain or quoted. */
const WRITTEN_NAME = /^(?:"(?:[^"]|"")*"|[\p{L}_][\p{L}\p{N}_$]*)/u;

/** A type modifier as written: `4326`, or PostGIS's `Polygon` (a name, which the parse tree lower-cases). */
function typmod(m: Node, ctx?: Ctx): number | string {
  const c = obj(m.A_Const);
  if (c.ival) return Number(obj(c.ival).ival ?? 0);
  const ref = obj(m.ColumnRef);
  if (ref.fields) {
    const at = ctx && loc(ref) >= 0 ? ctx.src.at(loc(ref)) : -1;
    const written = ctx && at >= 0 ? WRITTEN_NAME.exec(ctx.src.sql.slice(at, at + 200))?.[0] : undefined;
    return written ?? svals(ref.fields).map(quoteName).join('.');
  }
  if (c.sval) return quoteLiteral(str(obj(c.sval).sval));
  return NaN;
}

/** A column's type as `format_type` prints it; with `ctx`, modifiers that are names keep their case. */
function typeOf(typeName: Node, ctx?: Ctx): { type: string; serial: boolean } {
  const names = svals(typeName.names);
  const serial = names.length === 1 ? SERIALS[names[0] ?? ''] : undefined;
  if (serial) return { type: serial, serial: true };
  const mods = list(typeName.typmods).map((m) => typmod(m, ctx));
  return {
    type: formatType(names, mods, Array.isArray(typeName.arrayBounds) && typeName.arrayBounds.length > 0),
    serial: false,
  };
}

function newColumn(name: string, type: string): Column {
  return { name, type, nullable: true, default: null, isPrimaryKey: false, isForeignKey: false };
}

/** The end of an expression that sits among `siblings` (a column's constraints, its collation, the next column). */
function boundAfter(at: number, positions: number[], fallback: number): number {
  return Math.min(fallback, ...positions.filter((p) => p > at));
}

function defaultText(expr: Node, ctx: Ctx, bound: number): string {
  const at = ctx.src.at(firstLocation(expr));
  const start = afterKeyword(ctx.src.sql, at, /^default$/i) ?? at;
  return expressionText(ctx.src.sql, start, bound);
}

function bracketed(expr: Node, ctx: Ctx, keyword: RegExp, bound: number): string {
  const at = ctx.src.at(firstLocation(expr));
  const start = afterKeyword(ctx.src.sql, at, keyword);
  return start === undefined
    ? expressionText(ctx.src.sql, at, bound)
    : bracketText(ctx.src.sql, start, bound);
}

function constraintName(table: Table, kind: Constraint['kind'], columns: string[]): string {
  if (kind === 'primary key') return makeObjectName(table.name, '', 'pkey');
  const label = { unique: 'key', 'foreign key': 'fkey', check: 'check', exclude: 'excl' }[kind];
  return makeObjectName(table.name, columns.join('_'), label);
}

function addConstraint(b: Builder, table: Table, c: Node, ctx: Ctx, bound: number, column?: Column) {
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
      push({
        kind: 'foreign key',
        columns: column ? [column.name] : svals(c.fk_attrs),
        references: { schema: ref.schema, table: ref.name, columns: svals(c.pk_attrs) },
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

/** A column definition, in CREATE TABLE or ALTER TABLE ADD COLUMN; `end` is where its text ends at most. */
function columnOf(
  b: Builder,
  def: Node,
  table: Table,
  ctx: Ctx,
  end: number,
): { column: Column; keys: () => void } {
  const { type, serial } = typeOf(obj(def.typeName), ctx);
  const column = newColumn(str(def.colname), type);
  if (serial) {
    const seq = makeObjectName(table.name, column.name, 'seq');
    const qualified =
      table.schema === 'public' ? quoteName(seq) : `${quoteName(table.schema)}.${quoteName(seq)}`;
    column.default = `nextval('${qualified.replace(/'/g, "''")}'::regclass)`;
    column.nullable = false;
  }
  const constraints = list(def.constraints).map((n) => obj(n.Constraint));
  const positions = [
    ...constraints.map((c) => ctx.src.at(loc(c))),
    ...(def.collClause ? [ctx.src.at(loc(obj(obj(def.collClause).CollateClause ?? def.collClause)))] : []),
  ].filter((p) => p >= 0);
  const later: Node[] = [];
  for (const c of constraints) {
    const bound = boundAfter(ctx.src.at(firstLocation(c.raw_expr)), positions, end);
    switch (c.contype) {
      case 'CONSTR_NOTNULL':
        column.nullable = false;
        break;
      case 'CONSTR_NULL':
        column.nullable = true;
        break;
      case 'CONSTR_DEFAULT':
        column.default = defaultText(obj(c.raw_expr), ctx, bound);
        break;
      case 'CONSTR_IDENTITY':
        column.nullable = false;
        column.identity = c.generated_when === 'a' ? 'always' : 'by default';
        break;
      case 'CONSTR_GENERATED':
        column.generated = {
          kind: c.generated_kind === 'v' ? 'virtual' : 'stored',
          expression: bracketed(obj(c.raw_expr), ctx, /^as$/i, bound),
        };
        break;
      default:
        later.push(c);
    }
  }
  // Keys and checks name the column: they are added once the column is in the table (`addColumn`).
  const keys = () => {
    for (const c of later) {
      const bound = boundAfter(ctx.src.at(firstLocation(c.raw_expr)), positions, end);
      addConstraint(b, table, c, ctx, bound, column);
    }
  };
  return { column, keys };
}

function addColumn(table: Table, { column, keys }: { column: Column; keys: () => void }) {
  const existing = table.columns.findIndex((c) => c.name === column.name);
  if (existing >= 0) table.columns[existing] = column;
  else table.columns.push(column);
  keys();
}

const STRATEGY: Record<string, string> = {
  PARTITION_STRATEGY_RANGE: 'RANGE',
  PARTITION_STRATEGY_LIST: 'LIST',
  PARTITION_STRATEGY_HASH: 'HASH',
};

function createTable(b: Builder, node: Node, ctx: Ctx) {
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
    const params = list(spec.partParams).map((p) => {
      const e = obj(p.PartitionElem);
      return e.name
        ? quoteName(str(e.name))
        : `(${expressionText(ctx.src.sql, ctx.src.at(firstLocation(e.expr)), ctx.end)})`;
    });
    table.partitionBy = `${STRATEGY[str(spec.strategy)] ?? ''} (${params.join(', ')})`;
  }
  const elts = list(node.tableElts);
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

function renameColumnEverywhere(b: Builder, table: Table, from: string, to: string) {
  const column = table.columns.find((c) => c.name === from);
  if (column) column.name = to;
  for (const k of table.constraints ?? []) k.columns = k.columns.map((c) => (c === from ? to : c));
  for (const i of table.indexes ?? []) i.columns = i.columns.map((c) => (c === from ? to : c));
  for (const t of b.tables)
    for (const k of t.constraints ?? [])
      if (k.references && k.references.schema === table.schema && k.references.table === table.name)
        k.references.columns = k.references.columns.map((c) => (c === from ? to : c));
}

function alterTable(b: Builder, node: Node, ctx: Ctx) {
  const table = b.table(obj(node.relation));
  if (!table) return;
  for (const cmd of list(node.cmds).map((c) => obj(c.AlterTableCmd))) {
    const def = obj(cmd.def);
    const column = table.columns.find((c) => c.name === cmd.name);
    switch (cmd.subtype) {
      case 'AT_AddColumn': {
        const colDef = obj(def.ColumnDef);
        if (cmd.missing_ok && table.columns.some((c) => c.name === colDef.colname)) break;
        addColumn(table, columnOf(b, colDef, table, ctx, ctx.end));
        break;
      }
      case 'AT_DropColumn':
        table.columns = table.columns.filter((c) => c.name !== cmd.name);
        table.constraints = table.constraints?.filter((k) => !k.columns.includes(str(cmd.name)));
        table.indexes = table.indexes?.filter((i) => !i.columns.includes(str(cmd.name)));
        break;
      case 'AT_ColumnDefault':
        if (column) column.default = cmd.def ? defaultText(def, ctx, ctx.end) : null;
        break;
      case 'AT_SetNotNull':
        if (column) column.nullable = false;
        break;
      case 'AT_DropNotNull':
        if (column) column.nullable = true;
        break;
      case 'AT_AlterColumnType':
        if (column) column.type = typeOf(obj(obj(def.ColumnDef).typeName), ctx).type;
        break;
      case 'AT_AddConstraint':
        addConstraint(b, table, obj(def.Constraint), ctx, ctx.end);
        break;
      case 'AT_DropConstraint':
        table.constraints = table.constraints?.filter((k) => k.name !== cmd.name);
        break;
      case 'AT_AddIdentity':
        if (column) {
          column.identity = obj(def.Constraint).generated_when === 'a' ? 'always' : 'by default';
          column.nullable = false;
        }
        break;
      case 'AT_DropIdentity':
        if (column) delete column.identity;
        break;
      case 'AT_DropExpression':
        if (column) delete column.generated;
        break;
      case 'AT_AttachPartition': {
        const child = b.table(obj(obj(def.PartitionCmd).name));
        if (child) child.partitionOf = tableId(table);
        break;
      }
      case 'AT_DetachPartition': {
        const child = b.table(obj(obj(def.PartitionCmd).name));
        if (child) delete child.partitionOf;
        break;
      }
      case 'AT_EnableRowSecurity':
        table.rlsEnabled = true;
        break;
      case 'AT_DisableRowSecurity':
        table.rlsEnabled = false;
        break;
    }
  }
}

function rename(b: Builder, node: Node) {
  const newname = str(node.newname);
  const table = node.relation ? b.table(obj(node.relation)) : undefined;
  switch (node.renameType) {
    case 'OBJECT_TABLE':
    case 'OBJECT_VIEW':
    case 'OBJECT_MATVIEW':
    case 'OBJECT_FOREIGN_TABLE': {
      if (!table) return;
      const oldId = tableId(table);
      for (const t of b.tables) {
        for (const k of t.constraints ?? [])
          if (k.references?.schema === table.schema && k.references.table === table.name)
            k.references.table = newname;
      }
      table.name = newname;
      for (const t of b.tables) if (t.partitionOf === oldId) t.partitionOf = tableId(table);
      break;
    }
    case 'OBJECT_COLUMN':
      if (table) renameColumnEverywhere(b, table, str(node.subname), newname);
      break;
    case 'OBJECT_TABCONSTRAINT': {
      const k = table?.constraints?.find((c) => c.name === node.subname);
      if (k) k.name = newname;
      break;
    }
    case 'OBJECT_INDEX': {
      const { schema, name } = b.rel(obj(node.relation));
      for (const t of b.tables.filter((t) => t.schema === schema))
        for (const i of t.indexes ?? []) if (i.name === name) i.name = newname;
      break;
    }
    case 'OBJECT_TYPE':
    case 'OBJECT_DOMAIN': {
      const names = svals(obj(node.object).List ? obj(obj(node.object).List).items : node.object);
      const found = b.typeByNames<{ schema: string; name: string }>(
        [...b.enums, ...b.domains, ...b.composites],
        names,
      );
      if (found) found.name = newname;
      break;
    }
    case 'OBJECT_FUNCTION':
      for (const f of functionsNamed(b, obj(obj(node.object).ObjectWithArgs))) f.name = newname;
      break;
  }
}

function drop(b: Builder, node: Node) {
  for (const object of list(node.objects)) {
    const names = object.List
      ? svals(obj(object.List).items)
      : object.ObjectWithArgs
        ? svals(obj(object.ObjectWithArgs).objname)
        : svals(obj(object.TypeName).names);
    switch (node.removeType) {
      case 'OBJECT_TABLE':
      case 'OBJECT_VIEW':
      case 'OBJECT_MATVIEW':
      case 'OBJECT_FOREIGN_TABLE': {
        const table = b.byNames(names);
        if (table) b.tables = b.tables.filter((t) => t !== table && t.partitionOf !== tableId(table));
        break;
      }
      case 'OBJECT_TYPE':
        b.enums = b.enums.filter((e) => e !== b.typeByNames(b.enums, names));
        b.composites = b.composites.filter((t) => t !== b.typeByNames(b.composites, names));
        break;
      case 'OBJECT_FUNCTION': {
        const gone = functionsNamed(b, obj(object.ObjectWithArgs));
        b.functions = b.functions.filter((f) => !gone.includes(f));
        break;
      }
      case 'OBJECT_DOMAIN':
        b.domains = b.domains.filter((d) => d !== b.typeByNames(b.domains, names));
        break;
      case 'OBJECT_INDEX': {
        const name = names.at(-1);
        const schema = names.length > 1 ? names.at(-2) : 'public';
        for (const t of b.tables.filter((t) => t.schema === schema))
          t.indexes = t.indexes?.filter((i) => i.name !== name);
        break;
      }
      case 'OBJECT_POLICY': {
        const table = b.byNames(names.slice(0, -1));
        if (table) table.policies = table.policies?.filter((p) => p.name !== names.at(-1));
        break;
      }
    }
  }
}

function policy(b: Builder, node: Node, ctx: Ctx, alter: boolean) {
  const { schema, name } = b.rel(obj(node.table));
  const table = b.external(schema, name);
  const existing = table.policies?.find((p) => p.name === node.policy_name);
  if (alter && !existing) return;
  const p: Policy = existing ?? {
    name: str(node.policy_name),
    command: (str(node.cmd_name) || 'all') as Policy['command'],
    permissive: node.permissive === true,
    roles: ['public'],
  };
  const roles = list(node.roles).map((r) => {
    const spec = obj(r.RoleSpec);
    return spec.roletype === 'ROLESPEC_CSTRING'
      ? str(spec.rolename)
      : str(spec.roletype).replace('ROLESPEC_', '').toLowerCase();
  });
  if (roles.length) p.roles = roles;
  if (node.qual) p.using = bracketed(obj(node.qual), ctx, /^using$/i, ctx.end);
  if (node.with_check) p.withCheck = bracketed(obj(node.with_check), ctx, /^check$/i, ctx.end);
  if (!existing) table.policies = [...(table.policies ?? []), p];
}

function index(b: Builder, node: Node, ctx: Ctx) {
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

function view(b: Builder, rv: Node, query: Node, aliases: string[], kind: Table['kind']) {
  const { schema, name } = b.rel(rv);
  const existing = b.find(schema, name);
  const table: Table = { schema, name, kind, columns: viewColumns(query, aliases, b) };
  if (existing) b.tables.splice(b.tables.indexOf(existing), 1, table);
  else b.tables.push(table);
}

function comment(b: Builder, node: Node) {
  const text = typeof node.comment === 'string' ? node.comment : undefined;
  const names = svals(obj(obj(node.object).List).items);
  const set = (target: { comment?: string } | undefined) => {
    if (!target) return;
    if (text === undefined) delete target.comment;
    else target.comment = text;
  };
  switch (node.objtype) {
    case 'OBJECT_TABLE':
    case 'OBJECT_VIEW':
    case 'OBJECT_MATVIEW':
    case 'OBJECT_FOREIGN_TABLE':
      set(b.byNames(names));
      break;
    case 'OBJECT_COLUMN':
      set(b.byNames(names.slice(0, -1))?.columns.find((c) => c.name === names.at(-1)));
      break;
    case 'OBJECT_TYPE':
      set(b.typeByNames(b.enums, svals(obj(obj(node.object).TypeName).names)));
      break;
  }
}

function domain(b: Builder, node: Node, ctx: Ctx) {
  const names = svals(node.domainname);
  const d: Domain = {
    schema: names.length > 1 ? (names[0] ?? 'public') : 'public',
    name: names.at(-1) ?? '',
    type: typeOf(obj(node.typeName), ctx).type,
    nullable: true,
    default: null,
    checks: [],
  };
  for (const c of list(node.constraints).map((n) => obj(n.Constraint))) {
    if (c.contype === 'CONSTR_NOTNULL') d.nullable = false;
    if (c.contype === 'CONSTR_DEFAULT') d.default = defaultText(obj(c.raw_expr), ctx, ctx.end);
    if (c.contype === 'CONSTR_CHECK') d.checks.push(bracketed(obj(c.raw_expr), ctx, /^check$/i, ctx.end));
  }
  b.domains.push(d);
}

function alterEnum(b: Builder, node: Node) {
  const e = b.typeByNames(b.enums, svals(node.typeName));
  if (!e) return;
  if (node.oldVal) {
    e.values = e.values.map((v) => (v === node.oldVal ? str(node.newVal) : v));
    return;
  }
  const value = str(node.newVal);
  if (e.values.includes(value)) return;
  const at = node.newValNeighbor ? e.values.indexOf(str(node.newValNeighbor)) : -1;
  if (at === -1) e.values.push(value);
  else e.values.splice(node.newValIsAfter ? at + 1 : at, 0, value);
}

const MODES: Record<string, FunctionArg['mode']> = {
  FUNC_PARAM_IN: 'in',
  FUNC_PARAM_DEFAULT: 'in',
  FUNC_PARAM_OUT: 'out',
  FUNC_PARAM_INOUT: 'inout',
  FUNC_PARAM_VARIADIC: 'variadic',
  FUNC_PARAM_TABLE: 'table',
};

/** A parameter's or return's type: Postgres keeps no typmods on them (`varchar(20)` is `character varying`). */
const bareType = (typeName: Node) => typeOf({ ...typeName, typmods: undefined }).type;

const qualifiedName = (names: string[]) => ({
  schema: names.length > 1 ? (names.at(-2) ?? 'public') : 'public',
  name: names.at(-1) ?? '',
});

/** CREATE [OR REPLACE] FUNCTION: its parameters and what it returns (procedures are not called for a result). */
function createFunction(b: Builder, node: Node) {
  if (node.is_procedure) return;
  const args: FunctionArg[] = list(node.parameters)
    .map((n) => obj(n.FunctionParameter))
    .map((p) => ({
      name: str(p.name),
      type: bareType(obj(p.argType)),
      mode: MODES[str(p.mode)] ?? 'in',
      hasDefault: p.defexpr !== undefined,
    }));
  const outs = args.filter((a) => a.mode === 'out' || a.mode === 'inout');
  const returnType = node.returnType ? obj(node.returnType) : undefined;
  const fn: DbFunction = {
    ...qualifiedName(svals(node.funcname)),
    args,
    returns: returnType ? bareType(returnType) : outs.length === 1 ? (outs[0]?.type ?? 'record') : 'record',
    returnsSet: returnType?.setof === true,
  };
  const signature = functionSignature(fn);
  b.functions = [...b.functions.filter((f) => functionSignature(f) !== signature), fn];
}

/** The functions a DROP FUNCTION or ALTER FUNCTION names: by argument types, or every overload when none given. */
function functionsNamed(b: Builder, object: Node): DbFunction[] {
  const { schema, name } = qualifiedName(svals(object.objname));
  const types =
    object.objargs === undefined ? undefined : list(object.objargs).map((t) => bareType(obj(t.TypeName)));
  return b.functions.filter(
    (f) =>
      f.schema === schema &&
      f.name === name &&
      (types === undefined ||
        functionSignature(f) ===
          functionSignature({
            ...f,
            args: types.map((type) => ({ name: '', type, mode: 'in', hasDefault: false })),
          })),
  );
}

function compositeType(b: Builder, node: Node) {
  const { schema, name } = b.rel(obj(node.typevar));
  const type: CompositeType = {
    schema,
    name,
    attributes: list(node.coldeflist)
      .map((n) => obj(n.ColumnDef))
      .map((c) => ({ name: str(c.colname), type: typeOf(obj(c.typeName)).type })),
  };
  b.composites = [...b.composites.filter((t) => !(t.schema === schema && t.name === name)), type];
}

function apply(b: Builder, stmt: Node, ctx: Ctx) {
  const [kind, node] = [Object.keys(stmt)[0], obj(Object.values(stmt)[0])];
  switch (kind) {
    case 'CreateStmt':
      return createTable(b, node, ctx);
    case 'AlterTableStmt':
      return alterTable(b, node, ctx);
    case 'RenameStmt':
      return rename(b, node);
    case 'DropStmt':
      return drop(b, node);
    case 'CreateEnumStmt': {
      const names = svals(node.typeName);
      const schema = names.length > 1 ? (names[0] ?? 'public') : 'public';
      b.enums = b.enums.filter((e) => !(e.schema === schema && e.name === names.at(-1)));
      b.enums.push({ schema, name: names.at(-1) ?? '', values: svals(node.vals) });
      return;
    }
    case 'AlterEnumStmt':
      return alterEnum(b, node);
    case 'CreateDomainStmt':
      return domain(b, node, ctx);
    case 'CreateFunctionStmt':
      return createFunction(b, node);
    case 'CompositeTypeStmt':
      return compositeType(b, node);
    case 'CommentStmt':
      return comment(b, node);
    case 'IndexStmt':
      return index(b, node, ctx);
    case 'CreatePolicyStmt':
      return policy(b, node, ctx, false);
    case 'AlterPolicyStmt':
      return policy(b, node, ctx, true);
    case 'ViewStmt':
      return view(b, obj(node.view), obj(node.query), svals(node.aliases), 'view');
    case 'CreateTableAsStmt': {
      const into = obj(node.into);
      const kindOf = node.objtype === 'OBJECT_MATVIEW' ? 'materialized view' : undefined;
      return view(b, obj(into.rel), obj(node.query), svals(into.colNames), kindOf);
    }
  }
}

/** Columns get their key facts from the table's constraints; references to tables not defined become external. */
function finish(b: Builder): DbSchema {
  for (const table of b.tables) {
    for (const c of table.columns) {
      c.isPrimaryKey = false;
      c.isForeignKey = false;
      delete c.foreignTable;
      delete c.foreignColumn;
      delete c.foreignSchema;
      delete c.isUnique;
    }
    for (const k of table.constraints ?? []) {
      const cols = k.columns.map((name) => table.columns.find((c) => c.name === name));
      if (k.kind === 'primary key') for (const c of cols) if (c) c.isPrimaryKey = true;
      if (k.kind === 'unique' && cols.length === 1 && cols[0]) cols[0].isUnique = true;
      if (k.kind === 'foreign key' && k.references) {
        const ref = k.references;
        let target = b.find(ref.schema, ref.table);
        if (ref.columns.length === 0) {
          const pk = target?.constraints?.find((x) => x.kind === 'primary key')?.columns;
          ref.columns = pk?.length ? [...pk] : ['id'];
        }
        if (!target) {
          target = b.external(ref.schema, ref.table);
        }
        ref.columns.forEach((name, i) => {
          if (target.kind === 'external' && !target.columns.some((c) => c.name === name)) {
            target.columns.push({
              ...newColumn(name, cols[i]?.type ?? 'unknown'),
              nullable: false,
              isPrimaryKey: ref.columns.length === 1,
            });
          }
        });
        cols.forEach((c, i) => {
          if (!c || c.isForeignKey) return;
          c.isForeignKey = true;
          c.foreignTable = ref.table;
          c.foreignColumn = ref.columns[i] ?? ref.columns[0] ?? 'id';
          if (ref.schema !== table.schema) c.foreignSchema = ref.schema;
        });
      }
    }
  }
  liftPartitionForeignKeys(b.tables);
  return {
    tables: b.tables,
    ...(b.enums.length ? { enums: b.enums } : {}),
    ...(b.domains.length ? { domains: b.domains } : {}),
    ...(b.functions.length ? { functions: b.functions } : {}),
    ...(b.composites.length ? { compositeTypes: b.composites } : {}),
  };
}

async function replay(b: Builder, file: DdlFile, parse: PgParse, named: boolean) {
  // A psql script (pg_dump's output) as the server is sent it: its lines and positions stay the file's.
  const sql = blankPsqlMetaCommands(file.sql);
  let tree: Node;
  try {
    tree = obj(await parse(sql));
  } catch (error) {
    const cursor = obj(obj(error).sqlDetails).cursorPosition;
    const { line } = lineAndColumn(sql, typeof cursor === 'number' ? cursor : 0);
    const message = error instanceof Error ? error.message : String(error);
    throw new ToolInputError(`${named ? `${file.name}: ` : ''}Line ${line}: ${message}`, 'Invalid SQL');
  }
  const src = new SourceText(sql);
  for (const raw of list(tree.stmts)) {
    const start = typeof raw.stmt_location === 'number' ? raw.stmt_location : 0;
    const [, end] = src.statement(start, typeof raw.stmt_len === 'number' ? raw.stmt_len : undefined);
    apply(b, obj(raw.stmt), { src, end });
  }
}

/** Reads DDL (tables, partitions, views, types, keys, indexes, comments, policies) into the schema model. */
export async function parseDdl(sql: string, parse: PgParse): Promise<DbSchema> {
  return parseDdlFiles([{ name: 'input', sql }], parse);
}

/** A migrations folder: each file replayed in the order given (ALTER, RENAME and DROP included). */
export async function parseDdlFiles(files: readonly DdlFile[], parse: PgParse): Promise<DbSchema> {
  const b = new Builder();
  for (const file of files) await replay(b, file, parse, files.length > 1);
  const schema = finish(b);
  if (!schema.tables.some((t) => t.kind !== 'external'))
    throw new ToolInputError('No create table statement found.', 'Invalid SQL');
  return schema;
}
