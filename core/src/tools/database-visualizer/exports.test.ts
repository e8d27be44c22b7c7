// @vitest-environment happy-dom
// The DBML and Mermaid exports read back by their own parsers (@dbml/core is what dbdiagram.io runs; Mermaid's
// erDiagram grammar), for the sample, odd names and every schema of the corpus.
import { ModelExporter, Parser } from '@dbml/core';
import mermaid from 'mermaid';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPgParser } from '../../sql/pg-parser';
import { parseDdl, parseDdlFiles } from './ddl';
import { toDbml, toMermaid } from './exports';
import type { DbSchema } from './model';
import { SAMPLE_SCHEMA } from './sample';
import { CORPUS } from './test/corpus';

beforeAll(() => mermaid.initialize({ startOnLoad: false }));

const ODD = `create type "Mood ""x""" as enum ('it''s', 'a b', 'ü');
create table "App Users" (id bigint generated always as identity primary key, "e-mail" text unique,
  note text default 'it''s \`odd\`' check (note <> ''));
comment on table "App Users" is 'Line one
line ''two'' \\ with "quotes"';
create table "日本" ("名前" text, user_id bigint references "App Users", primary key ("名前"));
create table profiles (id uuid references auth.users not null primary key);`;

async function schemas(): Promise<[string, DbSchema][]> {
  const parse = await loadPgParser();
  return [
    ['sample', SAMPLE_SCHEMA],
    ['odd names', await parseDdl(ODD, parse)],
    ...(await Promise.all(
      CORPUS.map(async (c) => [c.name, await parseDdlFiles(c.files, parse)] as [string, DbSchema]),
    )),
  ];
}

describe('exports parse with their own parsers', () => {
  it('DBML: @dbml/core reads every table, enum and reference', async () => {
    for (const [name, schema] of await schemas()) {
      const dbml = toDbml(schema);
      let db: ReturnType<typeof Parser.parse>;
      try {
        db = Parser.parse(dbml, 'dbmlv2');
      } catch (error) {
        throw new Error(
          `${name}: ${JSON.stringify((error as { diags?: unknown }).diags ?? error).slice(0, 400)}`,
        );
      }
      const tables = db.schemas.flatMap((s) => s.tables.map((t) => `${s.name}.${t.name}`)).sort();
      const expected = schema.tables
        .filter((t) => !t.partitionOf && t.columns.length > 0)
        .map((t) => `${t.schema}.${t.name}`)
        .sort();
      expect(tables, name).toEqual(expected);
      const refs = db.schemas.flatMap((s) => s.refs).length;
      expect(refs, name).toBeGreaterThanOrEqual(
        schema.tables.filter((t) => t.columns.some((c) => c.isForeignKey)).length ? 1 : 0,
      );
    }
  }, 60_000);

  it('DBML keeps auth.users as its own schema, so the reference is not a self-loop', async () => {
    const db = Parser.parse(toDbml(await parseDdl(ODD, await loadPgParser())), 'dbmlv2');
    const auth = db.schemas.find((s) => s.name === 'auth');
    expect(auth?.tables.map((t) => t.name)).toEqual(['users']);
    const ref = db.schemas
      .flatMap((s) => s.refs)
      .find((r) => r.endpoints.some((e) => e.tableName === 'profiles'));
    expect(ref?.endpoints.map((e) => `${e.schemaName ?? 'public'}.${e.tableName}`).sort()).toEqual([
      'auth.users',
      'public.profiles',
    ]);
  });

  it('DBML: a composite primary key is one key, not one per column as well', async () => {
    const ddl = 'create table line (order_id int, n int, note text, primary key (order_id, n));';
    const db = Parser.parse(toDbml(await parseDdl(ddl, await loadPgParser())), 'dbmlv2');
    const table = db.schemas[0]?.tables[0];
    expect(table?.fields.filter((f) => f.pk).map((f) => f.name)).toEqual([]);
    expect(table?.indexes.filter((i) => i.pk).map((i) => i.columns.map((c) => c.value))).toEqual([
      ['order_id', 'n'],
    ]);
    // dbdiagram.io's SQL export of it: one PRIMARY KEY (two made Postgres say: multiple primary keys).
    expect(ModelExporter.export(db, 'postgres').match(/PRIMARY KEY/g)).toEqual(['PRIMARY KEY']);
  });

  it("draws a partitioned table's keys once, though pg_dump declares them on each partition", async () => {
    const pagila = CORPUS.find((c) => c.name === 'pagila');
    const schema = await parseDdlFiles(pagila?.files ?? [], await loadPgParser());
    const db = Parser.parse(toDbml(schema), 'dbmlv2');
    const refs = db.schemas
      .flatMap((s) => s.refs)
      .map((r) => r.endpoints.map((e) => `${e.tableName}.${e.fieldNames.join(',')}`).join(' > '))
      .filter((r) => r.startsWith('payment'))
      .sort();
    expect(refs).toEqual([
      'payment.customer_id > customer.customer_id',
      'payment.rental_id > rental.rental_id',
      'payment.staff_id > staff.staff_id',
    ]);
    const mermaidLines = toMermaid(schema)
      .split('\n')
      .filter((l) => / payment : /.test(l))
      .sort();
    expect(mermaidLines).toEqual([
      '  customer ||--o{ payment : "customer_id"',
      '  rental ||--o{ payment : "rental_id"',
      '  staff ||--o{ payment : "staff_id"',
    ]);
  }, 60_000);

  it("DBML: a foreign key's ON DELETE / ON UPDATE actions, which dbdiagram's SQL export writes back", async () => {
    const ddl = `create table a (id int primary key);
      create table b (id int primary key, a_id int references a on delete cascade on update set null,
        plain int references a);
      create table c (id int);
      alter table c add constraint c_a foreign key (id) references a (id) on delete set default on update restrict;`;
    const db = Parser.parse(toDbml(await parseDdl(ddl, await loadPgParser())), 'dbmlv2');
    const actions = db.schemas
      .flatMap((s) => s.refs)
      .map((r) => `${r.name}: ${r.onDelete ?? '-'} ${r.onUpdate ?? '-'}`)
      .sort();
    expect(actions).toEqual([
      'b_a_id_fkey: cascade set null',
      'b_plain_fkey: - -',
      'c_a: set default restrict',
    ]);
    expect(ModelExporter.export(db, 'postgres')).toContain('ON DELETE CASCADE ON UPDATE SET NULL');
  });

  it('DBML: a generated column says so in its note (DBML has no such setting)', async () => {
    const ddl = 'create table t (a int, b int generated always as (a * 2) stored);';
    const db = Parser.parse(toDbml(await parseDdl(ddl, await loadPgParser())), 'dbmlv2');
    const notes = db.schemas[0]?.tables[0]?.fields.map((f) => f.note ?? null);
    expect(notes).toEqual([null, 'generated always as (a * 2) stored']);
  });

  // DBML's `increment` is an identity BY DEFAULT to dbdiagram's SQL export; ALWAYS (inserts may not give the value)
  // has no setting, so its note says it, as a generated column's does.
  it('DBML: an identity column is increment, and GENERATED ALWAYS says so in its note', async () => {
    const ddl = `create table t (a bigint generated always as identity primary key, b int generated by default as identity);
      comment on column t.a is 'the key';`;
    const db = Parser.parse(toDbml(await parseDdl(ddl, await loadPgParser())), 'dbmlv2');
    const fields = db.schemas[0]?.tables[0]?.fields.map((f) => [f.increment, f.note ?? null]);
    expect(fields).toEqual([
      [true, 'generated always as identity\nthe key'],
      [true, null],
    ]);
    expect(ModelExporter.export(db, 'postgres')).toContain('"b" INTEGER GENERATED BY DEFAULT AS IDENTITY');
  });

  it('Mermaid: a composite foreign key is one relationship, named by its columns', async () => {
    const ddl = `create table orders (id int, region text, primary key (id, region));
      create table lines (order_id int not null, region text not null, n int,
        foreign key (order_id, region) references orders);
      create table notes (order_id int, region text, unique (order_id, region),
        foreign key (order_id, region) references orders);`;
    const relations = toMermaid(await parseDdl(ddl, await loadPgParser()))
      .split('\n')
      .filter((l) => l.includes('--'));
    expect(relations).toEqual([
      '  orders ||--o{ lines : "order_id, region"',
      '  orders |o--o| notes : "order_id, region"',
    ]);
  });

  it('Mermaid: the erDiagram parses', async () => {
    for (const [name, schema] of await schemas()) {
      await expect(mermaid.parse(toMermaid(schema)), name).resolves.toMatchObject({ diagramType: 'er' });
    }
  }, 60_000);

  it('rejects what it should, so the checks above mean something', async () => {
    await expect(mermaid.parse('erDiagram\n  a {\n    text b c d e\n  }\n')).rejects.toThrow();
    expect(() => Parser.parse('Table x {\n}\n', 'dbmlv2')).toThrow();
  });
});
