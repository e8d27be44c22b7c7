import type { Column, DbSchema, Table } from './model';

/** Reads a live database's tables and columns from pg_catalog; $1 is the text[] of schemas to read. */
export const CATALOG_COLUMNS_SQL = `
select n.nspname as schema, c.relname as table_name, a.attname as column_name,
       format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
       pg_get_expr(d.adbin, d.adrelid) as column_default,
       obj_description(c.oid, 'pg_class') as table_comment, col_description(c.oid, a.attnum) as column_comment
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
where c.relkind in ('r', 'p') and n.nspname = any($1::text[])
order by n.nspname, c.relname, a.attnum`;

/** Primary and foreign keys, with their columns by name, in key order. */
export const CATALOG_KEYS_SQL = `
select n.nspname as schema, c.relname as table_name, con.contype as kind,
       array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns,
       fc.relname as foreign_table,
       array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i) as foreign_columns
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
left join pg_class fc on fc.oid = con.confrelid
where con.contype in ('p', 'f') and n.nspname = any($1::text[])
order by n.nspname, c.relname, con.conname`;

export interface CatalogColumnRow {
  schema: string;
  table_name: string;
  column_name: string;
  type: string;
  nullable: boolean;
  column_default: string | null;
  table_comment: string | null;
  column_comment: string | null;
}

export interface CatalogKeyRow {
  schema: string;
  table_name: string;
  kind: 'p' | 'f';
  columns: string[];
  foreign_table: string | null;
  foreign_columns: string[] | null;
}

/** The schema model from the two catalog queries' rows. */
export function schemaFromCatalog(
  columns: readonly CatalogColumnRow[],
  keys: readonly CatalogKeyRow[],
): DbSchema {
  const tables = new Map<string, Table>();
  for (const row of columns) {
    const id = `${row.schema}.${row.table_name}`;
    let table = tables.get(id);
    if (!table) {
      table = { schema: row.schema, name: row.table_name, columns: [] };
      if (row.table_comment) table.comment = row.table_comment;
      tables.set(id, table);
    }
    const column: Column = {
      name: row.column_name,
      type: row.type,
      nullable: row.nullable,
      default: row.column_default,
      isPrimaryKey: false,
      isForeignKey: false,
    };
    if (row.column_comment) column.comment = row.column_comment;
    table.columns.push(column);
  }
  for (const key of keys) {
    const table = tables.get(`${key.schema}.${key.table_name}`);
    key.columns.forEach((name, i) => {
      const column = table?.columns.find((c) => c.name === name);
      if (!column) return;
      if (key.kind === 'p') column.isPrimaryKey = true;
      else {
        column.isForeignKey = true;
        column.foreignTable = key.foreign_table ?? '';
        column.foreignColumn = key.foreign_columns?.[i] ?? 'id';
      }
    });
  }
  return { tables: [...tables.values()] };
}
