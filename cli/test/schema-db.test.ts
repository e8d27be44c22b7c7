// `toolbox schema --db URL` against a real Postgres wire protocol: PGlite served by pglite-socket, read through
// pg_catalog by the built binary.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { initdbImage } from '@toolbox/core/testing/initdb-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolboxInAsync } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-schema-db-'));
let db: PGlite;
let server: PGLiteSocketServer;
let url: string;

/** Async, so a PGlite server in this process can answer the child. */
function toolbox(args: string[]) {
  return toolboxInAsync(dir, ['schema', ...args], { timeout: 120_000 });
}

beforeAll(async () => {
  db = await PGlite.create({ loadDataDir: await initdbImage() });
  await db.exec(`
    create schema app;
    create table public.profiles (id uuid primary key, full_name text);
    create table app.posts (
      id bigint generated always as identity primary key,
      author_id uuid not null references public.profiles (id),
      title text not null default 'untitled'
    );
    comment on table app.posts is 'Blog posts';
    create table public.likes (profile_id uuid references public.profiles (id), post_id bigint references app.posts (id),
      primary key (profile_id, post_id));
    create type public.mood as enum ('happy', 'sad');
    create table public.events (id int, at date not null, mood public.mood, profile_id uuid) partition by range (at);
    create table public.events_2024 partition of public.events for values from ('2024-01-01') to ('2025-01-01');
    alter table only public.events_2024 add constraint events_2024_profile_id_fkey
      foreign key (profile_id) references public.profiles (id);
    create type public.pair as (a int, b text);
    create function public.add(a int, b int default 1) returns int language sql as $$ select a + b $$;
    create function public.recent(n int) returns setof app.posts language sql as $$ select * from app.posts limit n $$;
    create view public.titles as select id, title from app.posts;
    alter table public.profiles enable row level security;
    create policy "read own" on public.profiles for select to public using (id = id);`);
  server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1' });
  await server.start();
  const address = server.getServerConn();
  url = `postgres://postgres@${address}/postgres?sslmode=disable`;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe('toolbox schema --db', () => {
  it('reads tables, columns, defaults, comments, primary and foreign keys from pg_catalog', async () => {
    const result = await toolbox(['--db', url, '--db-schema', 'public,app']);
    expect(result.stderr).toBe('');
    const schema = JSON.parse(result.stdout);
    expect(schema.tables.map((t: { schema: string; name: string }) => `${t.schema}.${t.name}`)).toEqual([
      'app.posts',
      'public.events',
      'public.events_2024',
      'public.likes',
      'public.profiles',
      'public.titles',
    ]);
    const [posts, , , likes] = schema.tables;
    expect(posts.comment).toBe('Blog posts');
    expect(posts.columns).toMatchObject([
      { name: 'id', type: 'bigint', isPrimaryKey: true, nullable: false },
      {
        name: 'author_id',
        type: 'uuid',
        isForeignKey: true,
        foreignTable: 'profiles',
        foreignColumn: 'id',
        nullable: false,
      },
      { name: 'title', default: "'untitled'::text" },
    ]);
    expect(likes.columns).toMatchObject([
      { isPrimaryKey: true, isForeignKey: true, foreignTable: 'profiles' },
      { isPrimaryKey: true, isForeignKey: true, foreignTable: 'posts' },
    ]);
  }, 60_000);

  it('reads partitions, views, enums and policies too', async () => {
    const result = await toolbox(['--db', url]);
    expect(result.stderr).toBe('');
    const schema = JSON.parse(result.stdout);
    const byName = (name: string) => schema.tables.find((t: { name: string }) => t.name === name);
    expect(byName('events')).toMatchObject({ kind: 'partitioned table', partitionBy: 'RANGE (at)' });
    expect(byName('events_2024')).toMatchObject({ partitionOf: 'events' });
    expect(byName('titles')).toMatchObject({ kind: 'view', columns: [{ name: 'id' }, { name: 'title' }] });
    expect(byName('profiles')).toMatchObject({
      rlsEnabled: true,
      policies: [{ name: 'read own', command: 'select', roles: ['public'], using: '(id = id)' }],
    });
    expect(schema.enums).toEqual([{ schema: 'public', name: 'mood', values: ['happy', 'sad'] }]);
    // A key declared on a partition only is carried once by its partitioned table.
    expect(byName('events').constraints).toEqual([
      {
        name: 'events_profile_id_fkey',
        kind: 'foreign key',
        columns: ['profile_id'],
        references: { schema: 'public', table: 'profiles', columns: ['id'] },
        declaredOn: ['events_2024'],
      },
    ]);
    expect(schema.compositeTypes).toEqual([
      {
        schema: 'public',
        name: 'pair',
        attributes: [
          { name: 'a', type: 'integer' },
          { name: 'b', type: 'text' },
        ],
      },
    ]);
    expect(schema.functions).toEqual([
      {
        schema: 'public',
        name: 'add',
        args: [
          { name: 'a', type: 'integer', mode: 'in', hasDefault: false },
          { name: 'b', type: 'integer', mode: 'in', hasDefault: true },
        ],
        returns: 'integer',
        returnsSet: false,
      },
      {
        schema: 'public',
        name: 'recent',
        args: [{ name: 'n', type: 'integer', mode: 'in', hasDefault: false }],
        returns: 'app.posts',
        returnsSet: true,
      },
    ]);
  }, 60_000);

  it.each([
    [['--db', 'not a url'], 2, /^toolbox: --db takes a postgres:\/\/ URL/],
    [['--db', 'mysql://localhost/x'], 2, /^toolbox: --db takes a postgres:\/\/ URL, not mysql:/],
    [
      ['--db', 'postgres://user:secret@127.0.0.1:1/postgres'],
      4,
      /^toolbox: cannot reach the database at 127\.0\.0\.1:1 \(ECONNREFUSED\)\.\n/,
    ],
  ])(
    '%o exits %i with one line',
    async (args, code, message) => {
      const result = await toolbox(args);
      expect(result.code).toBe(code);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/Unexpected error|secret|\n\s+at /);
      expect(result.stdout).toBe('');
    },
    60_000,
  );

  it('draws the live database as Mermaid', async () => {
    const result = await toolbox(['--db', url, '--format', 'mermaid']);
    expect(result.stdout).toContain('  profiles ||--o{ likes : "profile_id"\n');
  }, 60_000);
});
