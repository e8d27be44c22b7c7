// The schema visualizer's DDL reader checked against Postgres itself: the same DDL is parsed by the reader
// (libpg-query's WASM) and applied to PGlite, whose pg_catalog (read with the CLI's --db queries) must agree on
// every table, column, nullability, primary key and foreign key. Also the built-in sample, written as DDL.
// (The real-schema corpus is compared fact by fact in core/src/tools/database-visualizer/corpus.test.ts.)

import { PGlite } from '@electric-sql/pglite';
import { loadPgParser, type PgParse } from '@toolbox/core/sql/pg-parser';
import { initdbImage } from '@toolbox/core/testing/initdb-image';
import { CATALOG_QUERIES, type DbSchema, runSchemaRead } from '@toolbox/core/tools/database-visualizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ loadDataDir: await initdbImage() });
});
afterAll(() => db.close());

/** What both sides must agree on, ignoring how each spells types and defaults. */
function shape(schema: DbSchema) {
  return schema.tables
    .map((t) => ({
      table: `${t.schema}.${t.name}`,
      columns: t.columns.map((c) => [
        c.name,
        c.nullable,
        c.isPrimaryKey,
        c.isForeignKey,
        c.foreignTable ?? null,
        c.foreignColumn ?? null,
      ]),
    }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

/** The live schema as the CLI's --db reads it, from the column and key queries (the others answer nothing). */
async function catalog(schemas: string[]): Promise<DbSchema> {
  const asked = new Set<string>([CATALOG_QUERIES.columns, CATALOG_QUERIES.keys]);
  const query = async <T>(sql: string) => (asked.has(sql) ? (await db.query<T>(sql, [schemas])).rows : []);
  return (await runSchemaRead({ source: { kind: 'database' } }, { catalog: query })).schema;
}

const parseDdl = async (sql: string, pgParser: PgParse) =>
  (await runSchemaRead({ source: { kind: 'ddl', sql } }, { pgParser })).schema;
const sampleSchema = async () => (await runSchemaRead({ source: { kind: 'sample' } })).schema;

const DDL = `
create schema shop;
create type shop.status as enum ('new', 'paid');
create table shop."Customers" (
  id bigint generated always as identity primary key,
  email text not null unique,
  note text
);
create table shop.orders (
  id uuid primary key default gen_random_uuid(),
  customer_id bigint not null references shop."Customers" (id) on delete cascade,
  status shop.status not null default 'new',
  total numeric(10,2) default 0,
  tags text[] default '{}'
);
create table shop.order_items (
  order_id uuid,
  line int,
  sku text not null,
  primary key (order_id, line)
);
alter table shop.order_items add constraint items_order foreign key (order_id) references shop.orders (id);
comment on table shop.orders is 'Orders';
create index orders_customer on shop.orders (customer_id);
`;

describe('parseDdl agrees with Postgres', () => {
  it('on tables, columns, nullability, keys and foreign keys', async () => {
    const parsed = await parseDdl(DDL, await loadPgParser());
    await db.exec(DDL);
    const live = await catalog(['shop']);
    expect(shape(parsed)).toEqual(shape(live));
    expect(parsed.tables.find((t) => t.name === 'orders')?.comment).toBe('Orders');
    expect(live.tables.find((t) => t.name === 'orders')?.comment).toBe('Orders');
  });

  it('on the built-in sample, written out as DDL', async () => {
    const sample = await sampleSchema();
    const ddl = sample.tables
      .map((t) => {
        const cols = t.columns.map((c) =>
          [
            `"${c.name}" ${c.type}`,
            c.isPrimaryKey ? 'primary key' : c.nullable ? '' : 'not null',
            c.default ? `default ${c.default}` : '',
            c.foreignTable ? `references sample."${c.foreignTable}" ("${c.foreignColumn}")` : '',
          ]
            .filter(Boolean)
            .join(' '),
        );
        return `create table sample."${t.name}" (\n  ${cols.join(',\n  ')}\n);`;
      })
      .join('\n');
    await db.exec(`create schema sample;\n${ddl}`);
    const live = await catalog(['sample']);
    const asSample = { tables: sample.tables.map((t) => ({ ...t, schema: 'sample' })) };
    expect(shape(live)).toEqual(shape(asSample));
    expect(shape(await parseDdl(ddl, await loadPgParser()))).toEqual(shape(asSample));
  });
});
