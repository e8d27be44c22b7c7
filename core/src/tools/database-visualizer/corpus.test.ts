// The DDL reader against Postgres itself: each real schema of the corpus is applied to PGlite (Postgres 18 in
// WASM), read back through the same pg_catalog queries `toolbox schema --db` runs, and every column's type,
// nullability, default, generated kind, identity and key facts must equal what the DDL reader made of the text.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPgParser } from '../../sql/pg-parser';
import { initdbImage } from '../../testing/initdb-image';
import { type CatalogRows, readCatalogRows, schemaFromCatalog } from './catalog';
import { parseDdlFiles } from './ddl';
import { type DbSchema, relationships, type Table } from './model';
import { quoteName } from './pg-names';
import { CORPUS } from './test/corpus';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create({
    loadDataDir: await initdbImage(),
    extensions: { vector, btree_gin, pg_trgm, pgcrypto, unaccent },
  });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function readCatalog(schemas: string[]): Promise<{ schema: DbSchema; rows: CatalogRows }> {
  const run = async <T>(sql: string) => (await db.query<T>(sql, [schemas])).rows;
  const rows = await readCatalogRows(run);
  return { schema: schemaFromCatalog(rows), rows };
}

async function reset() {
  await db.exec(`
    drop schema if exists public, auth, storage, partman cascade;
    create schema public;
    drop publication if exists supabase_realtime;
    set search_path to "$user", public;`);
}

/**
 * Our default and generation texts, as Postgres prints them back (pg_get_expr): each table is mirrored as a
 * temporary table with the catalog's column types and the reader's expressions.
 */
async function normalisedExpressions(ours: Table, theirs: Table): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const defs = theirs.columns.map((c) => {
    const mine = ours.columns.find((o) => o.name === c.name);
    let def = `${quoteName(c.name)} ${c.type}`;
    if (mine?.default) def += ` default ${mine.default}`;
    if (mine?.generated) def += ` generated always as (${mine.generated.expression}) ${mine.generated.kind}`;
    return def;
  });
  if (!ours.columns.some((c) => c.default || c.generated)) return out;
  try {
    await db.exec(`create temp table "_mirror" (${defs.join(', ')})`);
    const { rows } = await db.query<{ name: string; expr: string | null }>(
      `select a.attname as name, pg_get_expr(d.adbin, d.adrelid) as expr from pg_attribute a
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where a.attrelid = 'pg_temp._mirror'::regclass and a.attnum > 0`,
    );
    for (const row of rows) out.set(row.name, row.expr);
  } catch (error) {
    out.set('*', `cannot apply: ${(error as Error).message}`);
  } finally {
    await db.exec('drop table if exists pg_temp."_mirror"');
  }
  return out;
}

async function differences(ours: DbSchema, theirs: DbSchema): Promise<string[]> {
  const out: string[] = [];
  const id = (t: Table) => `${t.schema}.${t.name}`;
  const mine = new Map(ours.tables.filter((t) => t.kind !== 'external').map((t) => [id(t), t]));
  const real = theirs.tables.filter((t) => mine.has(id(t)) || t.kind !== 'external');
  const missing = real.filter((t) => !mine.has(id(t))).map(id);
  if (missing.length) out.push(`tables not read: ${missing.join(', ')}`);
  const extra = [...mine.keys()].filter((k) => !real.some((t) => id(t) === k));
  if (extra.length) out.push(`tables that do not exist: ${extra.join(', ')}`);
  for (const table of real) {
    const t = mine.get(id(table));
    if (!t) continue;
    const where = id(table);
    if ((t.kind ?? 'table') !== (table.kind ?? 'table'))
      out.push(`${where}: kind ${t.kind} != ${table.kind}`);
    if (t.partitionOf !== table.partitionOf)
      out.push(`${where}: partition of ${t.partitionOf} != ${table.partitionOf}`);
    if ((t.comment ?? null) !== (table.comment ?? null)) out.push(`${where}: comment differs`);
    if (Boolean(t.rlsEnabled) !== Boolean(table.rlsEnabled)) out.push(`${where}: rls ${t.rlsEnabled}`);
    const names = (x: Table) => x.columns.map((c) => c.name).join(',');
    if (names(t) !== names(table)) {
      out.push(`${where}: columns ${names(t)} != ${names(table)}`);
      continue;
    }
    const isView = table.kind === 'view' || table.kind === 'materialized view';
    const expressions = isView ? new Map() : await normalisedExpressions(t, table);
    if (expressions.has('*')) out.push(`${where}: ${expressions.get('*')}`);
    for (const [i, real] of table.columns.entries()) {
      const c = t.columns[i];
      if (!c) continue;
      const at = `${where}.${real.name}`;
      if (isView) {
        if (c.type !== 'unknown' && c.type !== real.type) out.push(`${at}: type ${c.type} != ${real.type}`);
        continue;
      }
      const facts = (x: typeof c, expr?: string | null) => ({
        type: x.type,
        nullable: x.nullable,
        default: expr === undefined ? x.default : x.generated ? null : expr,
        generated: x.generated?.kind ?? null,
        generation: expr === undefined ? (x.generated?.expression ?? null) : x.generated ? expr : null,
        identity: x.identity ?? null,
        pk: x.isPrimaryKey,
        fk: x.isForeignKey ? `${x.foreignSchema ?? table.schema}.${x.foreignTable}.${x.foreignColumn}` : null,
        unique: Boolean(x.isUnique),
        comment: x.comment ?? null,
      });
      const a = facts(
        c,
        expressions.has(c.name)
          ? expressions.get(c.name)
          : c.default === null && !c.generated
            ? null
            : undefined,
      );
      const b = facts(real);
      for (const key of Object.keys(b) as (keyof typeof b)[])
        if (a[key] !== b[key])
          out.push(`${at}: ${key} ${JSON.stringify(a[key])} != ${JSON.stringify(b[key])}`);
    }
    const policies = (x: Table) =>
      (x.policies ?? [])
        .map(
          (p) =>
            `${p.name}:${p.command}:${p.permissive}:${[...p.roles].sort().join('|')}:${Boolean(p.using)}:${Boolean(p.withCheck)}`,
        )
        .sort()
        .join('\n');
    if (policies(t) !== policies(table))
      out.push(`${where}: policies\n${policies(t)}\n!=\n${policies(table)}`);
    const keys = (x: Table) =>
      (x.constraints ?? [])
        .map(
          (k) =>
            `${k.kind}(${k.columns.join(',')})${k.references ? `->${k.references.schema}.${k.references.table}(${k.references.columns.join(',')})` : ''}${k.declaredOn ? ` on ${k.declaredOn.join(',')}` : ''}`,
        )
        .sort()
        .join(' ');
    if (keys(t) !== keys(table)) out.push(`${where}: constraints ${keys(t)} != ${keys(table)}`);
    const indexes = (x: Table) =>
      (x.indexes ?? [])
        .map((i) => `${i.name}${i.unique ? '!' : ''}`)
        .sort()
        .join(' ');
    // A partition also holds the indexes its parent's propagate to it; the parent's are compared.
    if (!table.partitionOf && indexes(t) !== indexes(table))
      out.push(`${where}: indexes ${indexes(t)} != ${indexes(table)}`);
  }
  // Relationships as the diagram, DBML, Mermaid and types draw them (partitions' keys lifted to their parent).
  const rels = (s: DbSchema) =>
    relationships(s)
      .map((r) => `${r.fromTable}.${r.fromColumn}>${r.toTable}.${r.toColumn}:${r.optional}:${r.oneToOne}`)
      .sort();
  expect.soft(rels(ours)).toEqual(rels(theirs));
  // Functions (overloads, parameter names, types, modes and defaults, what they return) and composite types.
  const functions = (s: DbSchema) =>
    (s.functions ?? [])
      .map(
        (f) =>
          `${f.schema}.${f.name}(${f.args.map((a) => `${a.mode} ${a.name} ${a.type}${a.hasDefault ? ' = ?' : ''}`).join(', ')}) -> ${f.returnsSet ? 'setof ' : ''}${f.returns}`,
      )
      .sort();
  expect.soft(functions(ours)).toEqual(functions(theirs));
  const composites = (s: DbSchema) =>
    (s.compositeTypes ?? [])
      .map((t) => `${t.schema}.${t.name}(${t.attributes.map((a) => `${a.name} ${a.type}`).join(', ')})`)
      .sort();
  expect.soft(composites(ours)).toEqual(composites(theirs));
  const enums = (s: DbSchema) =>
    (s.enums ?? []).map((e) => `${e.schema}.${e.name}(${e.values.join(',')})`).sort();
  expect.soft(enums(ours)).toEqual(enums(theirs));
  const domains = (s: DbSchema) =>
    (s.domains ?? []).map((d) => `${d.schema}.${d.name}:${d.type}:${d.nullable}`).sort();
  expect.soft(domains(ours)).toEqual(domains(theirs));
  return out;
}

const FUNCTIONS = `create type pair as (a int, b varchar(10)[], "Odd name" text);
create type gone as (x int);
drop type gone;
create table film (id int primary key, title text);
create function f(a int, b varchar(20) default 'x', variadic c int[] default '{}', out d int) returns setof integer
  language sql as $$ select 1 $$;
create function f(a text) returns text language sql as $$ select a $$;
create or replace function f(a text) returns text language sql as $$ select a || '!' $$;
create function g() returns table(x int, "Y" text) language sql as $$ select 1, 'a' $$;
create function h(int, text) returns void language sql as $$ select $$;
create function o(out a int, inout b text) language sql as $$ select 1, 'a' $$;
create function films() returns setof film language sql as $$ select * from film $$;
create function old_name(p pair) returns pair language sql as $$ select p $$;
alter function old_name(pair) rename to new_name;
create function dropped(a int) returns int language sql as $$ select a $$;
create function dropped(a text) returns int language sql as $$ select 1 $$;
drop function dropped(int);
create procedure p(a int) language sql as $$ select $$;`;

describe('the DDL reader agrees with pg_catalog on real schemas', () => {
  it('functions and composite types: overloads, modes, defaults, RETURNS TABLE/SETOF/void, drop, rename', async () => {
    const ours = await parseDdlFiles([{ name: 'functions.sql', sql: FUNCTIONS }], await loadPgParser());
    await reset();
    await db.exec(FUNCTIONS);
    const { schema: theirs } = await readCatalog(['public']);
    expect(ours.functions?.length).toBe(8);
    expect(ours.compositeTypes?.map((t) => t.name)).toEqual(['pair']);
    expect(await differences(ours, theirs)).toEqual([]);
  }, 60_000);

  it.each(CORPUS.map((entry) => [entry.name, entry] as const))(
    '%s',
    async (_, entry) => {
      const ours = await parseDdlFiles(entry.files, await loadPgParser());
      await reset();
      if (entry.setup) await db.exec(entry.setup);
      for (const file of entry.files) await db.exec(entry.patch ? entry.patch(file.sql) : file.sql);
      await db.exec('set search_path to "$user", public');
      const { schema: theirs, rows } = await readCatalog(entry.schemas);
      expect(await differences(ours, theirs)).toEqual([]);
      // The keys Postgres holds are the reader's own; a lifted partition key is one more view of them, never a
      // constraint the catalog lacks (pg_dump's partition keys stay on the partitions, none on the parent).
      const held = (s: DbSchema) =>
        s.tables
          .filter((t) => t.kind !== 'external')
          .flatMap((t) =>
            (t.constraints ?? []).filter((k) => k.kind === 'foreign key' && !k.declaredOn).map((k) => k.name),
          )
          .sort();
      expect(held(ours)).toEqual(
        rows.keys
          .filter((k) => k.kind === 'f')
          .map((k) => k.name)
          .sort(),
      );
    },
    120_000,
  );
});
