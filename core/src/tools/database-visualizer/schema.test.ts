import { describe, expect, it } from 'vitest';
import { loadPgParser } from '../../sql/pg-parser';
import { parseDdl, parseDdlFiles } from './ddl';
import { toDbml, toMermaid } from './exports';
import { HEADER_HEIGHT, layoutSchema, ROW_HEIGHT } from './layout';
import { drawnTables, relationships, tableId, tableRelationships } from './model';
import { SAMPLE_DDL, SAMPLE_SCHEMA } from './sample';
import { renderSchemaSvg } from './svg';
import { CORPUS } from './test/corpus';

const table = (name: string) => SAMPLE_SCHEMA.tables.find((t) => t.name === name);
const column = (t: string, c: string) => table(t)?.columns.find((col) => col.name === c);

describe('the built-in sample (spec §3)', () => {
  it('has the five tables in order', () => {
    expect(SAMPLE_SCHEMA.tables.map((t) => t.name)).toEqual([
      'profiles',
      'projects',
      'components',
      'sub_components',
      'user_links',
    ]);
    expect(SAMPLE_SCHEMA.tables.every((t) => t.schema === 'public')).toBe(true);
  });

  it.each([
    ['profiles', 'id', { type: 'uuid', isPrimaryKey: true }],
    ['profiles', 'full_name', { type: 'text', nullable: true }],
    ['profiles', 'updated_at', { type: 'timestamptz', default: 'now()' }],
    ['projects', 'id', { isPrimaryKey: true, default: 'gen_random_uuid()' }],
    ['projects', 'name', { type: 'text', nullable: false }],
    ['projects', 'user_id', { isForeignKey: true, foreignTable: 'profiles', foreignColumn: 'id' }],
    ['projects', 'lovable_project_url', { type: 'text', nullable: true }],
    ['projects', 'visibility', { default: "'private'" }],
    ['projects', 'last_synced_at', { type: 'timestamptz', nullable: true }],
    ['components', 'id', { type: 'text', isPrimaryKey: true }],
    ['components', 'status', { default: "'Not Started'" }],
    ['components', 'tags', { type: 'text[]', default: "'{}'" }],
    ['components', 'project_id', { foreignTable: 'projects' }],
    ['sub_components', 'component_id', { type: 'text', foreignTable: 'components', foreignColumn: 'id' }],
    ['sub_components', 'completed', { type: 'boolean', default: 'false' }],
    ['user_links', 'url', { type: 'text', nullable: false }],
    ['user_links', 'user_id', { foreignTable: 'profiles' }],
  ])('%s.%s', (t, c, expected) => expect(column(t, c)).toMatchObject(expected));

  it('relates tables both ways', () => {
    expect(relationships(SAMPLE_SCHEMA)).toHaveLength(5);
    const profiles = tableRelationships(SAMPLE_SCHEMA, 'profiles');
    expect(profiles.outgoing).toEqual([]);
    expect(profiles.incoming.map((r) => r.fromTable)).toEqual(['projects', 'components', 'user_links']);
  });
});

describe('exports', () => {
  it('writes a Mermaid erDiagram with keys and relationships', () => {
    const mermaid = toMermaid(SAMPLE_SCHEMA);
    expect(
      mermaid.startsWith('erDiagram\n  profiles {\n    uuid id PK\n    text full_name "nullable"\n'),
    ).toBe(true);
    expect(mermaid).toContain('    text_array tags\n');
    expect(mermaid).toContain('  profiles ||--o{ projects : "user_id"\n');
    // Every line is an entity, an attribute, a closing brace or a relationship.
    for (const line of mermaid.trimEnd().split('\n').slice(1)) {
      expect(line).toMatch(
        /^( {2}[\w-]+ \{| {4}[\w-]+ [\w-]+( PK| FK| PK, FK)?( "[^"]*")?| {2}\}| {2}[\w-]+ \|\|--o\{ [\w-]+ : "[^"]*")$/,
      );
    }
  });

  it('writes DBML tables and refs', () => {
    const dbml = toDbml(SAMPLE_SCHEMA);
    expect(dbml).toContain('Table "public"."profiles" {\n  "id" "uuid" [pk, not null]\n');
    expect(dbml).toContain('  "created_at" "timestamptz" [not null, default: `now()`]');
    expect(dbml).toContain(
      'Ref "sub_components_component_id_fkey": "public"."sub_components"."component_id" > "public"."components"."id"',
    );
  });
});

describe('parseDdl with Postgres’s parser', () => {
  it('reads the sample’s DDL (what the page puts in the editor) as the sample schema', async () => {
    const parsed = await parseDdl(SAMPLE_DDL, await loadPgParser());
    // The parser adds what the sample leaves out (constraints) and spells timestamptz out; all else is the same.
    const spelled = SAMPLE_SCHEMA.tables.map((t) => ({
      ...t,
      columns: t.columns.map((c) => ({
        ...c,
        type: c.type.replace('timestamptz', 'timestamp with time zone'),
      })),
    }));
    expect(parsed.tables).toMatchObject(spelled);
  });

  it('reads constraints, composite keys, alter table, quoted and qualified names, enums, identity, generated, comments, indexes', async () => {
    const schema = await parseDdl(
      `create type mood as enum ('happy', 'sad');
create table "App Users" (id bigint generated always as identity primary key, email varchar(255) not null unique);
create table app.posts (
  id uuid default gen_random_uuid(),
  author_id bigint references "App Users" (id) on delete cascade,
  tags text[] default '{}'::text[],
  slug text generated always as (lower(id::text)) stored,
  primary key (id)
);
create table likes (user_id bigint, post_id uuid, primary key (user_id, post_id));
alter table likes add constraint likes_post foreign key (post_id) references app.posts (id);
comment on table app.posts is 'Blog posts';
create index posts_author on app.posts (author_id);`,
      await loadPgParser(),
    );
    expect(schema.enums).toEqual([{ schema: 'public', name: 'mood', values: ['happy', 'sad'] }]);
    const [users, posts, likes] = schema.tables;
    expect(users).toMatchObject({
      name: 'App Users',
      columns: [
        { default: null, identity: 'always', nullable: false },
        { type: 'character varying(255)', nullable: false, isUnique: true },
      ],
    });
    expect(posts).toMatchObject({
      schema: 'app',
      comment: 'Blog posts',
      indexes: [{ name: 'posts_author', columns: ['author_id'], unique: false }],
    });
    expect(posts?.columns.map((c) => [c.name, c.default, c.generated])).toEqual([
      ['id', 'gen_random_uuid()', undefined],
      ['author_id', null, undefined],
      ['tags', "'{}'::text[]", undefined],
      ['slug', null, { kind: 'stored', expression: 'lower(id::text)' }],
    ]);
    expect(posts?.columns[1]).toMatchObject({
      isForeignKey: true,
      foreignTable: 'App Users',
      foreignSchema: 'public',
      foreignColumn: 'id',
    });
    expect(likes?.columns).toMatchObject([
      { isPrimaryKey: true, isForeignKey: false },
      { isPrimaryKey: true, isForeignKey: true, foreignTable: 'posts' },
    ]);
  });

  it('cuts defaults by character, not byte, after non-ASCII text (libpg-query reports UTF-8 byte offsets)', async () => {
    const schema = await parseDdl(
      `-- Übersicht: 日本語のコメント 🚀
create domain "bıgınt" as bigint;
create table "Bücher" (
  id integer default nextval('"Bücher_id_seq"'::regclass) not null,
  title text default 'Prüfung' not null,
  "größe" "bıgınt" default 42,
  added timestamptz default now() not null
);`,
      await loadPgParser(),
    );
    const [books] = schema.tables;
    expect(books?.name).toBe('Bücher');
    expect(books?.columns.map((c) => [c.name, c.type, c.default, c.nullable])).toEqual([
      ['id', 'integer', `nextval('"Bücher_id_seq"'::regclass)`, false],
      ['title', 'text', "'Prüfung'", false],
      ['größe', '"bıgınt"', '42', true],
      ['added', 'timestamp with time zone', 'now()', false],
    ]);
    expect(schema.domains).toEqual([
      { schema: 'public', name: 'bıgınt', type: 'bigint', nullable: true, default: null, checks: [] },
    ]);
  });

  it('keeps the schema of a cross-schema reference and adds the referenced table as external', async () => {
    const schema = await parseDdl(
      'create table users (id uuid references auth.users not null primary key, name text);',
      await loadPgParser(),
    );
    expect(schema.tables.map((t) => [t.schema, t.name, t.kind])).toEqual([
      ['public', 'users', undefined],
      ['auth', 'users', 'external'],
    ]);
    expect(schema.tables[0]?.columns[0]).toMatchObject({
      isForeignKey: true,
      foreignSchema: 'auth',
      foreignTable: 'users',
      foreignColumn: 'id',
    });
    expect(relationships(schema)).toEqual([
      {
        fromTable: 'users',
        fromColumn: 'id',
        toTable: 'auth.users',
        toColumn: 'id',
        optional: false,
        oneToOne: true,
      },
    ]);
  });

  it('reads a PG 18 virtual generated column as virtual, and never runs a default past its statement', async () => {
    const schema = await parseDdl(
      `create table t (a int, b int generated always as (a * 2) virtual, c int generated always as (a + 1) stored);
alter table t alter column a set default 7
;create table u (id int)`,
      await loadPgParser(),
    );
    expect(schema.tables[0]?.columns.map((c) => [c.name, c.default, c.generated])).toEqual([
      ['a', '7', undefined],
      ['b', null, { kind: 'virtual', expression: 'a * 2' }],
      ['c', null, { kind: 'stored', expression: 'a + 1' }],
    ]);
  });

  it('replays migrations: alter, rename, drop, partitions, views, policies', async () => {
    const schema = await parseDdlFiles(
      [
        {
          name: '001.sql',
          sql: `create type status as enum ('a', 'b');
create table todos (id bigint generated by default as identity primary key, title text, done bool);
create table old (id int);
create table events (id int, at date not null) partition by range (at);
create table events_2024 partition of events for values from ('2024-01-01') to ('2025-01-01');`,
        },
        {
          name: '002.sql',
          sql: `alter table todos rename column title to name;
alter table todos alter column name set not null, alter column done set default false, drop column id,
  add column id uuid default gen_random_uuid(), add constraint todos_pkey primary key (id);
alter table todos add constraint name_length check (char_length(name) > 2);
alter table todos enable row level security;
create policy "own" on todos for update to authenticated using ((select auth.uid()) = id) with check (true);
alter type status add value 'c' before 'b';
drop table old;
alter table todos rename to tasks;
create view open_tasks as select t.name, t.done as finished from tasks t where not t.done;
comment on column tasks.name is 'What to do';`,
        },
      ],
      await loadPgParser(),
    );
    expect(schema.tables.map((t) => [tableId(t), t.kind, t.partitionOf])).toEqual([
      ['tasks', undefined, undefined],
      ['events', 'partitioned table', undefined],
      ['events_2024', undefined, 'events'],
      ['open_tasks', 'view', undefined],
    ]);
    const [tasks, events, partition, view] = schema.tables;
    expect(tasks?.columns.map((c) => [c.name, c.type, c.nullable, c.default, c.isPrimaryKey])).toEqual([
      ['name', 'text', false, null, false],
      ['done', 'boolean', true, 'false', false],
      ['id', 'uuid', false, 'gen_random_uuid()', true],
    ]);
    expect(tasks?.columns[0]?.comment).toBe('What to do');
    expect(tasks?.constraints).toContainEqual({
      name: 'name_length',
      kind: 'check',
      columns: ['name'],
      expression: 'char_length(name) > 2',
    });
    expect(tasks).toMatchObject({
      rlsEnabled: true,
      policies: [
        {
          name: 'own',
          command: 'update',
          permissive: true,
          roles: ['authenticated'],
          using: '(select auth.uid()) = id',
          withCheck: 'true',
        },
      ],
    });
    expect(events?.partitionBy).toBe('RANGE (at)');
    expect(partition?.columns.map((c) => c.name)).toEqual(['id', 'at']);
    expect(view?.columns).toMatchObject([
      { name: 'name', type: 'text' },
      { name: 'finished', type: 'boolean' },
    ]);
    expect(schema.enums).toEqual([{ schema: 'public', name: 'status', values: ['a', 'c', 'b'] }]);
    expect(drawnTables(schema).map((t) => t.name)).toEqual(['tasks', 'events', 'open_tasks']);
  });

  it('lifts the foreign keys pg_dump puts on partitions to their partitioned table, once', async () => {
    const pagila = CORPUS.find((c) => c.name === 'pagila');
    const schema = await parseDdlFiles(pagila?.files ?? [], await loadPgParser());
    const payment = schema.tables.find((t) => t.name === 'payment');
    // pg_catalog's facts stay as they are: each of the six partitions declares its own three keys.
    const partition = schema.tables.find((t) => t.name === 'payment_p2022_01');
    expect(partition?.constraints?.filter((k) => k.kind === 'foreign key').map((k) => k.name)).toEqual([
      'payment_p2022_01_customer_id_fkey',
      'payment_p2022_01_rental_id_fkey',
      'payment_p2022_01_staff_id_fkey',
    ]);
    const lifted = payment?.constraints?.filter((k) => k.kind === 'foreign key') ?? [];
    expect(lifted.map((k) => [k.name, k.columns, k.references?.table, k.declaredOn?.length])).toEqual([
      ['payment_customer_id_fkey', ['customer_id'], 'customer', 6],
      ['payment_rental_id_fkey', ['rental_id'], 'rental', 6],
      ['payment_staff_id_fkey', ['staff_id'], 'staff', 6],
    ]);
    expect(lifted[0]?.declaredOn?.[0]).toBe('payment_p2022_01');
    expect(payment?.columns.find((c) => c.name === 'customer_id')).toMatchObject({
      isForeignKey: true,
      foreignTable: 'customer',
      foreignColumn: 'customer_id',
    });
    const fromPayment = relationships(schema).filter((r) => r.fromTable === 'payment');
    expect(fromPayment.map((r) => `${r.fromColumn}>${r.toTable}.${r.toColumn}`).sort()).toEqual([
      'customer_id>customer.customer_id',
      'rental_id>rental.rental_id',
      'staff_id>staff.staff_id',
    ]);
    // Drawn once: one edge per key, from the parent's key row.
    const { edges } = layoutSchema(schema);
    expect(
      edges
        .filter((e) => e.from === 'payment')
        .map((e) => `${e.column}>${e.to}`)
        .sort(),
    ).toEqual(['customer_id>customer', 'rental_id>rental', 'staff_id>staff']);
    expect(edges.some((e) => e.from.startsWith('payment_p'))).toBe(false);
    // Re-reading the same model (the page parses again) does not lift twice.
    expect((await parseDdlFiles(pagila?.files ?? [], await loadPgParser())).tables).toEqual(schema.tables);
  }, 60_000);

  it('keeps type modifiers as written: PostGIS subtypes and SRIDs (issue 41 item 13)', async () => {
    const schema = await parseDdl(
      `create table places (id int primary key, area geometry(Polygon,4326), spot extensions.geography(Point, 4326),
        path geometry(LINESTRINGZ)[], "Q" public.geometry("MultiPolygon", 3857), price numeric(10, 2));
       alter table places add column zone geometry(MultiPolygon,4326);
       alter table places alter column area type geometry(MultiPolygon,4326);`,
      await loadPgParser(),
    );
    expect(schema.tables[0]?.columns.map((c) => c.type)).toEqual([
      'integer',
      'geometry(MultiPolygon,4326)',
      'extensions.geography(Point,4326)',
      'geometry(LINESTRINGZ)[]',
      'geometry("MultiPolygon",3857)',
      'numeric(10,2)',
      'geometry(MultiPolygon,4326)',
    ]);
  });

  it('reads a psql script as psql runs it: meta-commands and COPY data are skipped (issue 41 item 3)', async () => {
    const sql = [
      '\\restrict 9kQ2xVbq',
      '\\set ON_ERROR_STOP on \\c app',
      'create table notes (id int primary key, body text); -- \\x in a comment',
      'COPY public.notes (id, body) FROM stdin;',
      '1\ta \\t tab; create table not_a_table (x int);',
      '\\.',
      "create table tags (id int, label text default E'\\\\');",
      '\\unrestrict 9kQ2xVbq',
    ].join('\n');
    const schema = await parseDdl(sql, await loadPgParser());
    expect(schema.tables.map((t) => t.name)).toEqual(['notes', 'tags']);
    expect(schema.tables[1]?.columns[1]?.default).toBe("E'\\\\'");
  });

  it('names the migration file that does not parse', async () => {
    await expect(
      parseDdlFiles(
        [
          { name: '001.sql', sql: 'create table a (id int);' },
          { name: '002.sql', sql: 'alter tabel a add b int;' },
        ],
        await loadPgParser(),
      ),
    ).rejects.toThrow('002.sql: Line 1: syntax error at or near "tabel"');
  });

  it.each([
    ['create table a (id int);\n\ncreate tabel b ();', 'Line 3: syntax error at or near "tabel"'],
    // An error at the first character of a line is on that line (issue 41 item 3), also after non-ASCII text.
    ['create table a (id int)\nfoo bar;', 'Line 2: syntax error at or near "foo"'],
    ["create table a (t text default 'éé😀')\nfoo bar;", 'Line 2: syntax error at or near "foo"'],
    [
      'create table a (id int);\n\\connect other\ncreate tabel b ();',
      'Line 3: syntax error at or near "tabel"',
    ],
    ['select 1;', 'No create table statement found.'],
    // libpg-query reads a C string: table b, past the NUL, went unread and the diagram lacked it.
    [
      'create table a (id int);\n\0create table b (id int);',
      'Line 2: invalid byte sequence for encoding "UTF8": 0x00',
    ],
  ])('reports %j', async (sql, message) => {
    await expect(parseDdl(sql, await loadPgParser())).rejects.toThrow(message);
  });
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('diagram', () => {
  it('lays tables out without overlaps and keeps dragged positions', () => {
    const { tables } = layoutSchema(SAMPLE_SCHEMA);
    for (const [i, a] of tables.entries())
      for (const b of tables.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    const moved = layoutSchema(SAMPLE_SCHEMA, { profiles: { x: 500, y: 700 } });
    expect(moved.tables[0]).toMatchObject({ x: 500, y: 700 });
    expect(moved.height).toBeGreaterThan(700);
  });

  it('keeps a 139-table schema compact, edges on key rows, external tables apart', async () => {
    const lago = CORPUS.find((c) => c.name === 'lago');
    const schema = await parseDdlFiles(lago?.files ?? [], await loadPgParser());
    const { tables, edges, width, height } = layoutSchema(schema);
    expect(tables.length).toBeGreaterThan(139);
    for (const [i, a] of tables.entries())
      for (const b of tables.slice(i + 1)) expect(overlaps(a, b), `${a.name} / ${b.name}`).toBe(false);
    // Near a page, not a 6,000 x 28,000 strip; and foreign-key neighbours near each other.
    expect(Math.max(width / height, height / width)).toBeLessThan(2);
    const lengths = edges.map((e) =>
      Math.hypot(e.points[0]!.x - e.points.at(-1)!.x, e.points[0]!.y - e.points.at(-1)!.y),
    );
    lengths.sort((a, b) => a - b);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeLessThan(Math.hypot(width, height) / 4);
    // Each edge leaves the child at its key's row and reaches the parent at the referenced row.
    const box = new Map(tables.map((t) => [t.name, t]));
    for (const e of edges) {
      const child = schema.tables.find((t) => t.name === e.from);
      const parent = schema.tables.find((t) => t.name === e.to);
      const row = (t: typeof child, c: string) =>
        HEADER_HEIGHT + (t?.columns.findIndex((k) => k.name === c) ?? 0) * ROW_HEIGHT + ROW_HEIGHT / 2;
      expect(e.points[0]!.y).toBe(box.get(e.from)!.y + row(child, e.column));
      expect(e.points.at(-1)!.y).toBe(box.get(e.to)!.y + row(parent, e.toColumn));
    }
    const supabase = await parseDdl(
      'create table p (id uuid primary key references auth.users);',
      await loadPgParser(),
    );
    const drawn = layoutSchema(supabase);
    expect(drawn.groups).toMatchObject([{ label: 'auth (external)' }]);
    const auth = drawn.tables.find((t) => t.name === 'auth.users');
    const group = drawn.groups[0]!;
    expect(auth!.x >= group.x && auth!.x + auth!.width <= group.x + group.width).toBe(true);
    expect(drawn.tables.find((t) => t.name === 'p')!.x).toBeGreaterThan(group.x + group.width);
    const svg = renderSchemaSvg(supabase);
    expect(svg).toContain('data-group="auth (external)"');
    expect(svg).toContain('stroke-dasharray="4 3"');
  }, 60_000);

  it('draws every table and relationship as SVG, escaping names', () => {
    const svg = renderSchemaSvg({
      tables: [
        {
          schema: 'public',
          name: '<script>',
          columns: [
            {
              name: 'a&b',
              type: 'int',
              nullable: false,
              default: null,
              isPrimaryKey: true,
              isForeignKey: false,
            },
          ],
        },
      ],
    });
    expect(svg).toContain('data-table="&lt;script&gt;"');
    expect(svg).not.toContain('<script>');
    const sample = renderSchemaSvg(SAMPLE_SCHEMA);
    expect(sample.match(/<g data-table=/g)).toHaveLength(5);
    expect(sample.match(/<path d="M[^"]*" fill="none"/g)).toHaveLength(5);
  });
});
