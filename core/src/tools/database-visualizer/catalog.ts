import { policyCatalogSql } from '../../sql/policy-catalog';
import type {
  Column,
  CompositeType,
  Constraint,
  DbFunction,
  DbSchema,
  Domain,
  EnumType,
  FunctionArg,
  Index,
  Policy,
  Table,
  TableKind,
} from './model';
import { FOREIGN_KEY_ACTIONS, liftPartitionForeignKeys, tableId } from './model';

/*
 * Reading a live database's schema from pg_catalog; every query takes $1, the text[] of schemas to read.
 * Types print through format_type and expressions through pg_get_expr, as psql and Supabase Studio show them.
 */

/** Tables, partitions, views and materialized views with their columns. */
const CATALOG_COLUMNS_SQL = `
select n.nspname as schema, c.relname as table_name, c.relkind::text as relkind,
       a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
       case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as column_default,
       case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generation_expression,
       a.attgenerated::text as generated, a.attidentity::text as identity,
       obj_description(c.oid, 'pg_class') as table_comment, col_description(c.oid, a.attnum) as column_comment,
       c.relrowsecurity as rls_enabled,
       (select pn.nspname || '.' || p.relname from pg_inherits i join pg_class p on p.oid = i.inhparent
          join pg_namespace pn on pn.oid = p.relnamespace where i.inhrelid = c.oid and c.relispartition) as partition_of,
       case when c.relkind = 'p' then pg_get_partkeydef(c.oid) end as partition_by
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname = any($1::text[])
order by n.nspname, c.relname, a.attnum`;

/** Primary, foreign, unique, check and exclusion constraints, with their columns by name, in key order. */
const CATALOG_KEYS_SQL = `
select n.nspname as schema, c.relname as table_name, con.conname as name, con.contype::text as kind,
       array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns,
       fn.nspname as foreign_schema, fc.relname as foreign_table,
       array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i) as foreign_columns,
       case when con.contype = 'c' then pg_get_expr(con.conbin, con.conrelid) end as expression,
       con.confdeltype::text as on_delete, con.confupdtype::text as on_update
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
left join pg_class fc on fc.oid = con.confrelid
left join pg_namespace fn on fn.oid = fc.relnamespace
where con.contype in ('p', 'f', 'u', 'c', 'x') and con.conparentid = 0 and con.conislocal
  and n.nspname = any($1::text[])
order by n.nspname, c.relname, con.conname`;

/** Indexes that no constraint owns (those show as their constraint). */
const CATALOG_INDEXES_SQL = `
select n.nspname as schema, t.relname as table_name, i.relname as name, x.indisunique as unique, am.amname as method,
       array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) k) as columns,
       pg_get_expr(x.indpred, x.indrelid, true) as predicate
from pg_index x
join pg_class i on i.oid = x.indexrelid
join pg_class t on t.oid = x.indrelid
join pg_namespace n on n.oid = t.relnamespace
join pg_am am on am.oid = i.relam
where n.nspname = any($1::text[])
  and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid and con.conrelid = x.indrelid)
order by n.nspname, t.relname, i.relname`;

/** Enums with their labels in order, and domains with their base type, NOT NULL, default and checks. */
const CATALOG_TYPES_SQL = `
select n.nspname as schema, t.typname as name, t.typtype::text as kind,
       array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels,
       case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as base_type,
       t.typnotnull as not_null, t.typdefault as type_default,
       array(select pg_get_expr(c.conbin, 0) from pg_constraint c where c.contypid = t.oid and c.contype = 'c'
             order by c.conname) as checks,
       obj_description(t.oid, 'pg_type') as comment
from pg_type t
join pg_namespace n on n.oid = t.typnamespace
where t.typtype in ('e', 'd') and n.nspname = any($1::text[])
order by n.nspname, t.typname`;

/** Row level security policies. */
const CATALOG_POLICIES_SQL = policyCatalogSql(
  'table_name',
  'n.nspname = any($1::text[])',
  'n.nspname, c.relname, p.polname',
);

/** Functions (not procedures or aggregates; none an extension owns), with every parameter's name, type and mode. */
const CATALOG_FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name, p.proretset as returns_set,
       format_type(p.prorettype, null) as returns,
       array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
             with ordinality a(t, i) order by a.i) as arg_types,
       coalesce(p.proargnames, '{}')::text[] as arg_names,
       coalesce(p.proargmodes::text[], '{}') as arg_modes,
       p.pronargdefaults as defaults
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
where p.prokind = 'f' and n.nspname = any($1::text[])
  and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
order by n.nspname, p.proname, p.oid`;

/** Composite types made by `create type ... as (...)` (not tables' row types), with their attributes. */
const CATALOG_COMPOSITES_SQL = `
select n.nspname as schema, t.typname as name,
       array(select a.attname::text from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0
             and not a.attisdropped order by a.attnum) as attribute_names,
       array(select format_type(a.atttypid, a.atttypmod) from pg_attribute a where a.attrelid = t.typrelid
             and a.attnum > 0 and not a.attisdropped order by a.attnum) as attribute_types
from pg_type t
join pg_namespace n on n.oid = t.typnamespace
join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
where t.typtype = 'c' and n.nspname = any($1::text[])
  and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
order by n.nspname, t.typname`;

interface CatalogFunctionRow {
  schema: string;
  name: string;
  returns_set: boolean;
  returns: string;
  arg_types: string[];
  arg_names: string[];
  arg_modes: string[];
  defaults: number;
}

interface CatalogCompositeRow {
  schema: string;
  name: string;
  attribute_names: string[];
  attribute_types: string[];
}

interface CatalogColumnRow {
  schema: string;
  table_name: string;
  relkind: string;
  column_name: string | null;
  type: string | null;
  nullable: boolean | null;
  column_default: string | null;
  generation_expression: string | null;
  generated: string | null;
  identity: string | null;
  table_comment: string | null;
  column_comment: string | null;
  rls_enabled: boolean;
  partition_of: string | null;
  partition_by: string | null;
}

interface CatalogKeyRow {
  schema: string;
  table_name: string;
  name: string;
  kind: 'p' | 'f' | 'u' | 'c' | 'x';
  columns: string[];
  foreign_schema: string | null;
  foreign_table: string | null;
  foreign_columns: string[] | null;
  on_delete: string | null;
  on_update: string | null;
  expression: string | null;
}

interface CatalogIndexRow {
  schema: string;
  table_name: string;
  name: string;
  unique: boolean;
  method: string;
  columns: string[];
  predicate: string | null;
}

interface CatalogTypeRow {
  schema: string;
  name: string;
  kind: 'e' | 'd';
  labels: string[];
  base_type: string | null;
  not_null: boolean;
  type_default: string | null;
  checks: string[];
  comment: string | null;
}

interface CatalogPolicyRow {
  schema: string;
  table_name: string;
  name: string;
  permissive: boolean;
  command: Policy['command'];
  roles: string[];
  using: string | null;
  with_check: string | null;
}

export interface CatalogRows {
  columns: readonly CatalogColumnRow[];
  keys: readonly CatalogKeyRow[];
  indexes?: readonly CatalogIndexRow[];
  types?: readonly CatalogTypeRow[];
  policies?: readonly CatalogPolicyRow[];
  functions?: readonly CatalogFunctionRow[];
  composites?: readonly CatalogCompositeRow[];
}

/** Every catalog query, in the order `schemaFromCatalog` takes their rows. */
export const CATALOG_QUERIES = {
  columns: CATALOG_COLUMNS_SQL,
  keys: CATALOG_KEYS_SQL,
  indexes: CATALOG_INDEXES_SQL,
  types: CATALOG_TYPES_SQL,
  policies: CATALOG_POLICIES_SQL,
  functions: CATALOG_FUNCTIONS_SQL,
  composites: CATALOG_COMPOSITES_SQL,
} as const;

/**
 * Every catalog query's rows, the queries run one after another through `run` (the platform's connection, with
 * the schema names as the one parameter).
 */
export async function readCatalogRows(
  run: <T>(query: string) => Promise<readonly T[]>,
): Promise<CatalogRows> {
  return {
    columns: await run(CATALOG_QUERIES.columns),
    keys: await run(CATALOG_QUERIES.keys),
    indexes: await run(CATALOG_QUERIES.indexes),
    types: await run(CATALOG_QUERIES.types),
    policies: await run(CATALOG_QUERIES.policies),
    functions: await run(CATALOG_QUERIES.functions),
    composites: await run(CATALOG_QUERIES.composites),
  };
}

const ARG_MODES: Record<string, FunctionArg['mode']> = {
  i: 'in',
  o: 'out',
  b: 'inout',
  v: 'variadic',
  t: 'table',
};

function functionFromCatalog(row: CatalogFunctionRow): DbFunction {
  const args: FunctionArg[] = row.arg_types.map((type, i) => ({
    name: row.arg_names[i] ?? '',
    type,
    mode: ARG_MODES[row.arg_modes[i] ?? 'i'] ?? 'in',
    hasDefault: false,
  }));
  // pronargdefaults counts the last input parameters.
  const inputs = args.filter((a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic');
  for (const a of inputs.slice(inputs.length - row.defaults)) if (row.defaults > 0) a.hasDefault = true;
  return { schema: row.schema, name: row.name, args, returns: row.returns, returnsSet: row.returns_set };
}

const KINDS: Record<string, TableKind | undefined> = {
  r: undefined,
  p: 'partitioned table',
  v: 'view',
  m: 'materialized view',
  f: 'external',
};

const CONSTRAINT_KINDS: Record<CatalogKeyRow['kind'], Constraint['kind']> = {
  p: 'primary key',
  f: 'foreign key',
  u: 'unique',
  c: 'check',
  x: 'exclude',
};

/** The schema model from the catalog queries' rows. */
export function schemaFromCatalog(rows: CatalogRows): DbSchema {
  const tables = new Map<string, Table>();
  for (const row of rows.columns) {
    const id = `${row.schema}.${row.table_name}`;
    let table = tables.get(id);
    if (!table) {
      table = { schema: row.schema, name: row.table_name, columns: [] };
      const kind = KINDS[row.relkind];
      if (kind) table.kind = kind;
      if (row.table_comment) table.comment = row.table_comment;
      if (row.rls_enabled) table.rlsEnabled = true;
      if (row.partition_of) {
        const [schema = 'public', ...rest] = row.partition_of.split('.');
        table.partitionOf = tableId({ schema, name: rest.join('.') });
      }
      if (row.partition_by) table.partitionBy = row.partition_by;
      tables.set(id, table);
    }
    if (row.column_name === null) continue;
    const column: Column = {
      name: row.column_name,
      type: row.type ?? 'unknown',
      nullable: row.nullable ?? true,
      default: row.column_default,
      isPrimaryKey: false,
      isForeignKey: false,
    };
    if (row.identity === 'a' || row.identity === 'd')
      column.identity = row.identity === 'a' ? 'always' : 'by default';
    if (row.generated === 's' || row.generated === 'v')
      column.generated = {
        kind: row.generated === 's' ? 'stored' : 'virtual',
        expression: row.generation_expression ?? '',
      };
    if (row.column_comment) column.comment = row.column_comment;
    table.columns.push(column);
  }
  for (const key of rows.keys) {
    const table = tables.get(`${key.schema}.${key.table_name}`);
    if (!table) continue;
    const constraint: Constraint = { name: key.name, kind: CONSTRAINT_KINDS[key.kind], columns: key.columns };
    if (key.expression) constraint.expression = key.expression;
    if (key.kind === 'f')
      constraint.references = {
        schema: key.foreign_schema ?? 'public',
        table: key.foreign_table ?? '',
        columns: key.foreign_columns ?? [],
      };
    const onDelete = FOREIGN_KEY_ACTIONS[key.on_delete ?? ''];
    const onUpdate = FOREIGN_KEY_ACTIONS[key.on_update ?? ''];
    if (key.kind === 'f' && onDelete) constraint.onDelete = onDelete;
    if (key.kind === 'f' && onUpdate) constraint.onUpdate = onUpdate;
    table.constraints = [...(table.constraints ?? []), constraint];
    const columns = key.columns.map((name) => table.columns.find((c) => c.name === name));
    if (key.kind === 'p') for (const c of columns) if (c) c.isPrimaryKey = true;
    if (key.kind === 'u' && columns.length === 1 && columns[0]) columns[0].isUnique = true;
    if (key.kind === 'f')
      columns.forEach((c, i) => {
        if (!c || c.isForeignKey) return;
        c.isForeignKey = true;
        c.foreignTable = key.foreign_table ?? '';
        c.foreignColumn = key.foreign_columns?.[i] ?? 'id';
        if (key.foreign_schema && key.foreign_schema !== key.schema) c.foreignSchema = key.foreign_schema;
      });
  }
  for (const row of rows.indexes ?? []) {
    const table = tables.get(`${row.schema}.${row.table_name}`);
    if (!table) continue;
    const index: Index = { name: row.name, columns: row.columns, unique: row.unique };
    if (row.method !== 'btree') index.method = row.method;
    if (row.predicate) index.where = row.predicate;
    table.indexes = [...(table.indexes ?? []), index];
  }
  for (const row of rows.policies ?? []) {
    const table = tables.get(`${row.schema}.${row.table_name}`);
    if (!table) continue;
    const policy: Policy = {
      name: row.name,
      command: row.command,
      permissive: row.permissive,
      roles: row.roles,
    };
    if (row.using) policy.using = row.using;
    if (row.with_check) policy.withCheck = row.with_check;
    table.policies = [...(table.policies ?? []), policy];
  }
  const enums: EnumType[] = [];
  const domains: Domain[] = [];
  for (const row of rows.types ?? []) {
    if (row.kind === 'e') {
      enums.push({
        schema: row.schema,
        name: row.name,
        values: row.labels,
        ...(row.comment ? { comment: row.comment } : {}),
      });
    } else {
      domains.push({
        schema: row.schema,
        name: row.name,
        type: row.base_type ?? 'unknown',
        nullable: !row.not_null,
        default: row.type_default,
        checks: row.checks,
      });
    }
  }
  liftPartitionForeignKeys([...tables.values()]);
  const functions = (rows.functions ?? []).map(functionFromCatalog);
  const compositeTypes: CompositeType[] = (rows.composites ?? []).map((row) => ({
    schema: row.schema,
    name: row.name,
    attributes: row.attribute_names.map((name, i) => ({ name, type: row.attribute_types[i] ?? 'unknown' })),
  }));
  return {
    tables: [...tables.values()],
    ...(enums.length ? { enums } : {}),
    ...(domains.length ? { domains } : {}),
    ...(functions.length ? { functions } : {}),
    ...(compositeTypes.length ? { compositeTypes } : {}),
  };
}
