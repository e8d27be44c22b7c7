// `toolbox schema diff` as a user runs it: the command applies each side to PGlite (files, migrations folders)
// or reads a live database (--db, here PGlite behind pglite-socket), reports, and writes a migration that this
// test applies to OLD in PGlite and reads back equal to NEW.
// Most runs are main() in this process (test/in-process.ts): a built-binary run compiles PGlite's WASM again each
// time (seconds of CPU), in-process once for the file. The built binary keeps its own path: the plain report, the
// usage errors, and a live database (--db).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { diffSchemas, readSchemaCatalog } from '@toolbox/core/schema-diff';
import { SUPABASE_PROJECT_SQL } from '@toolbox/core/sql/supabase-project';
import { describe, expect, it } from 'vitest';
import { cachedPGlite } from '../src/platform/pglite-supabase';
import { toolboxInProcess } from './in-process';
import { toolboxInAsync } from './signed-in-toolbox';
import { sharedCacheHome } from './support/pglite-cache';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-schema-diff-'));
/** HOME the test folder; the new-project database image from the tests' shared cache. */
const homes = { HOME: dir, XDG_CACHE_HOME: sharedCacheHome };
/** A real project's migrations (fixtures/supabase-projects/SOURCES.md). */
const BASEJUMP = join(
  import.meta.dirname,
  'fixtures',
  'supabase-projects',
  'basejump',
  'supabase',
  'migrations',
);

/** A real Supabase app's history (core's schema-diff corpus, SOURCES.md there): its first migration creates `http`. */
const CHATBOT_UI = join(
  import.meta.dirname,
  '..',
  '..',
  'core',
  'src',
  'schema-diff',
  'test',
  'corpus',
  'chatbot-ui',
);

/** `toolbox schema diff ARGS` in this process, HOME the test folder (as the built runs have it). */
function toolbox(...args: string[]) {
  return toolboxInProcess(dir, ['schema', 'diff', ...args], { env: homes });
}

/** The built binary; async, so a PGlite server in this process can answer the child. */
function toolboxBuilt(...args: string[]) {
  return toolboxInAsync(dir, ['schema', 'diff', ...args], { env: homes, timeout: 120_000 });
}

const OLD = `create type mood as enum ('happy', 'sad', 'meh');
create table profiles (id uuid primary key references auth.users on delete cascade, bio text, age int, mood mood);
alter table profiles enable row level security;
create policy "read own" on profiles for select to authenticated using (id = auth.uid());
create view adults as select id, age from profiles where age >= 18;
`;
const NEW = `create type mood as enum ('happy', 'meh');
create table profiles (id uuid primary key references auth.users on delete cascade, biography text, age bigint,
  mood mood, nick text not null default 'anon');
alter table profiles enable row level security;
create view adults as select id, age from profiles where age >= 18;
`;
writeFileSync(join(dir, 'old.sql'), OLD);
writeFileSync(join(dir, 'new.sql'), NEW);
writeFileSync(join(dir, 'bad.sql'), 'create table ok (id int);\n\nthis is not sql;\n');

/**
 * A new Supabase project's database with `sql` applied, started from the image the binary keeps in the shared cache
 * (`cachedPGlite` makes it if no run has yet): initdb once at most.
 */
async function supabase(...sql: string[]): Promise<PGlite> {
  // cachedPGlite hands back PGlite itself, typed as the little the CLI uses of it.
  const db = (await cachedPGlite(
    homes,
    ['pgcrypto', 'uuid-ossp'],
    SUPABASE_PROJECT_SQL,
  )) as unknown as PGlite;
  for (const s of sql) await db.exec(s);
  return db;
}
const read = (db: PGlite) => readSchemaCatalog(async (sql) => (await db.query(sql)).rows as never);

/** Every ACL as Postgres holds it (items sorted; never set = its built-in default): functions, relations, defaults. */
const ACLS_SQL = `
select 'function ' || p.oid::regprocedure::text as object,
       array(select unnest(coalesce(p.proacl, acldefault('f', p.proowner)))::text order by 1) as acl
from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
union all
select c.relkind::text || ' ' || c.oid::regclass::text,
       array(select unnest(coalesce(c.relacl, acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner)))::text order by 1)
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
union all
select 'default ' || pg_get_userbyid(d.defaclrole) || ' ' || coalesce(n.nspname, '*') || ' ' || d.defaclobjtype::text,
       array(select unnest(d.defaclacl)::text order by 1)
from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace
order by 1`;
const acls = async (db: PGlite) => (await db.query(ACLS_SQL)).rows;

const LONG = 300_000;

describe('toolbox schema diff', () => {
  it(
    'reports each change with its verdict, breaking first',
    async () => {
      const result = await toolboxBuilt('old.sql', 'new.sql');
      expect(result).toMatchObject({ code: 0, stderr: '' });
      const lines = result.stdout.split('\n');
      expect(lines[0]).toBe('7 schema changes, 3 breaking:');
      expect(lines).toContain(
        'BREAKING removed column public.profiles.bio: clients reading or writing it fail, and its data is lost',
      );
      expect(lines).toContain(
        'BREAKING changed enum public.mood (values removed: sad): rows and clients using a removed value fail',
      );
      expect(lines).toContain(
        'BREAKING removed policy public.profiles: policy "read own": rows it let authenticated select are refused',
      );
      expect(lines).toContain('         changed column public.profiles.age (type integer -> bigint)');
      expect(result.stdout).toContain('  column public.profiles.bio -> public.profiles.biography');
    },
    LONG,
  );

  it(
    '--markdown with --fail-on breaking exits 1',
    async () => {
      const md = await toolbox(
        'old.sql',
        'new.sql',
        '--markdown',
        '--fail-on',
        'breaking',
        '-o',
        'report.md',
      );
      expect(md).toMatchObject({ code: 1, stdout: '' });
      const text = readFileSync(join(dir, 'report.md'), 'utf8');
      expect(text).toMatch(
        /^### Database schema: 7 schema changes, 3 breaking\n\n\| \| change \| object \| detail \|\n/,
      );
      expect(text).toContain('| **breaking** | removed column | `public.profiles.bio` |');
    },
    LONG,
  );

  it(
    '--json --sql: the report and the migration; OLD plus the migration is NEW, in PGlite',
    async () => {
      const result = await toolbox('old.sql', 'new.sql', '--json', '--sql');
      expect(result.code).toBe(0);
      const report = JSON.parse(result.stdout);
      expect(report.breaking).toBe(3);
      expect(report.changes).toContainEqual({
        action: 'added',
        kind: 'column',
        object: 'public.profiles.nick',
        detail: 'text',
        breaking: false,
      });
      expect(report.possibleRenames).toEqual([
        { kind: 'column', from: 'public.profiles.bio', to: 'public.profiles.biography' },
      ]);
      const sql: string = report.sql;
      expect(sql).toMatch(
        /^-- possible rename of column public\.profiles\.bio to public\.profiles\.biography/,
      );
      const migrated = await supabase(OLD, sql);
      const expected = await supabase(NEW);
      try {
        expect(diffSchemas(await read(expected), await read(migrated)).changes).toEqual([]);
      } finally {
        await migrated.close();
        await expected.close();
      }
    },
    LONG,
  );

  it(
    "--sql keeps default privileges: a migration revoking anon's EXECUTE on new functions gives OLD NEW's ACLs",
    async () => {
      const before = `create table notes (id int primary key);
create function hello() returns int language sql as $$ select 1 $$;
`;
      const after = `${before}alter default privileges in schema public revoke execute on functions from anon, authenticated;
alter default privileges revoke execute on functions from public;
create function secret() returns int language sql security definer set search_path = '' as $$ select 42 $$;
alter default privileges in schema public revoke all on tables from anon;
create table audit (id bigserial primary key, what text);
create view recent as select id from audit;
`;
      writeFileSync(join(dir, 'acl-old.sql'), before);
      writeFileSync(join(dir, 'acl-new.sql'), after);
      const result = await toolbox('acl-old.sql', 'acl-new.sql', '--json', '--sql');
      expect(result.code, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout);
      expect(report.changes).toContainEqual({
        action: 'removed',
        kind: 'default privileges',
        object: 'functions created by postgres in schema public',
        detail: 'anon:EXECUTE, authenticated:EXECUTE',
        breaking: false,
      });
      const migrated = await supabase(before, report.sql);
      const expected = await supabase(after);
      try {
        const want = await acls(expected);
        // What the project revoked holds in NEW: anon cannot run the new function, nor read the new table.
        expect(want).toContainEqual({
          object: 'function secret()',
          acl: ['postgres=X/postgres', 'service_role=X/postgres'],
        });
        expect(await acls(migrated), report.sql).toEqual(want);
        expect(diffSchemas(await read(expected), await read(migrated)).changes).toEqual([]);
      } finally {
        await migrated.close();
        await expected.close();
      }
    },
    LONG,
  );

  it(
    'identical inputs: an empty report, exit 0',
    async () => {
      expect(await toolbox('old.sql', 'old.sql', '--fail-on', 'any')).toMatchObject({
        code: 0,
        stdout: '',
        stderr: 'No schema changes.\n',
      });
    },
    LONG,
  );

  it(
    'compares two migrations folders (a real project before and after its last migration)',
    async () => {
      const files = readdirSync(BASEJUMP).sort();
      mkdirSync(join(dir, 'before'));
      mkdirSync(join(dir, 'after'));
      for (const file of files.slice(0, -1)) cpSync(join(BASEJUMP, file), join(dir, 'before', file));
      for (const file of files) cpSync(join(BASEJUMP, file), join(dir, 'after', file));
      const result = await toolbox('before', 'after', '--json');
      expect(result.code).toBe(0);
      const report = JSON.parse(result.stdout);
      expect(report.changes).toContainEqual(
        expect.objectContaining({ action: 'added', kind: 'table', object: 'basejump.billing_customers' }),
      );
      expect(report.breaking).toBe(0);
    },
    LONG,
  );

  it(
    'a real Supabase folder creating http, and pg_net: skipped with check rls’s note, the extension still diffed',
    async () => {
      const files = readdirSync(CHATBOT_UI).sort().slice(0, 2);
      mkdirSync(join(dir, 'chat-before'));
      mkdirSync(join(dir, 'chat-after'));
      cpSync(join(CHATBOT_UI, files[0] ?? ''), join(dir, 'chat-before', files[0] ?? ''));
      for (const file of files) cpSync(join(CHATBOT_UI, file), join(dir, 'chat-after', file));
      const note = `${files[0]}:2: extension http is not available here: skipped (objects it provides are missing).`;
      const result = await toolbox('chat-before', 'chat-after', '--json');
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toBe(`toolbox: ${note}\n`);
      expect(JSON.parse(result.stdout).changes.length).toBeGreaterThan(0);
      // check rls says the same of the same file (named from the current folder): one rule for both.
      const audit = await toolboxInProcess(dir, ['check', 'rls', 'chat-after'], { env: homes });
      expect(audit.stderr).toContain(`toolbox: chat-after/${note}`);

      writeFileSync(
        join(dir, 'net.sql'),
        `${OLD}create extension if not exists pg_net with schema extensions;\n`,
      );
      const net = await toolbox('old.sql', 'net.sql', '--json');
      expect(net.code, net.stderr).toBe(0);
      expect(net.stderr).toBe(
        'toolbox: net.sql:6: extension pg_net is not available here: skipped (objects it provides are missing).\n',
      );
      expect(JSON.parse(net.stdout).changes).toEqual([
        expect.objectContaining({ action: 'added', kind: 'extension', object: 'pg_net' }),
      ]);
      const sql = await toolbox('old.sql', 'net.sql', '--sql');
      expect(sql.stdout).toMatch(/create extension if not exists "?pg_net"? with schema "?extensions"?/);
    },
    LONG,
  );

  it(
    '--rename table.old=new: a real RENAME COLUMN is one renamed column and an ALTER … RENAME, its data kept',
    async () => {
      // basejump's history, then a migration renaming a column, as a project would write it.
      const files = readdirSync(BASEJUMP).sort();
      mkdirSync(join(dir, 'rename-before'));
      mkdirSync(join(dir, 'rename-after'));
      for (const file of files) {
        cpSync(join(BASEJUMP, file), join(dir, 'rename-before', file));
        cpSync(join(BASEJUMP, file), join(dir, 'rename-after', file));
      }
      writeFileSync(
        join(dir, 'rename-after', '99999999999999_rename.sql'),
        'alter table basejump.billing_customers rename column email to billing_email;\n',
      );
      const plain = await toolbox('rename-before', 'rename-after', '--json');
      expect(JSON.parse(plain.stdout).possibleRenames).toEqual([
        {
          kind: 'column',
          from: 'basejump.billing_customers.email',
          to: 'basejump.billing_customers.billing_email',
        },
      ]);

      const rename = ['--rename', 'basejump.billing_customers.email=billing_email'];
      const report = await toolbox('rename-before', 'rename-after', ...rename, '--json');
      expect(report.code, report.stderr).toBe(0);
      expect(JSON.parse(report.stdout)).toMatchObject({
        changes: [
          {
            action: 'changed',
            kind: 'column',
            object: 'basejump.billing_customers.email',
            detail: 'renamed to billing_email',
            breaking: true,
          },
        ],
        possibleRenames: [],
        breaking: 1,
      });
      const sql = await toolbox('rename-before', 'rename-after', ...rename, '--sql');
      expect(sql).toMatchObject({
        code: 0,
        stdout: 'alter table "basejump"."billing_customers" rename column "email" to "billing_email";\n',
      });
      const wrong = await toolbox(
        'rename-before',
        'rename-after',
        '--rename',
        'basejump.billing_customers.mail=x',
      );
      expect(wrong).toMatchObject({
        code: 1,
        stderr: 'toolbox: --rename basejump.billing_customers.mail=x: column "mail" does not exist\n',
      });
    },
    LONG,
  );

  it(
    'bad input: one line naming file:line and Postgres’s message, exit 1',
    async () => {
      expect(await toolbox('old.sql', 'bad.sql')).toMatchObject({
        code: 1,
        stdout: '',
        stderr: 'toolbox: bad.sql:3: syntax error at or near "this"\n',
      });
      mkdirSync(join(dir, 'migrations'));
      writeFileSync(join(dir, 'migrations', '001_init.sql'), 'create table a (id int primary key);\n');
      writeFileSync(
        join(dir, 'migrations', '002_posts.sql'),
        '-- posts\ncreate table b (a_id int references missing);\n',
      );
      expect(await toolbox('old.sql', 'migrations')).toMatchObject({
        code: 1,
        stderr: 'toolbox: 002_posts.sql:2: relation "missing" does not exist\n',
      });
      expect((await toolbox('old.sql', 'nothing-here.sql')).code).toBe(1);
    },
    LONG,
  );

  it(
    'usage errors exit 2',
    async () => {
      for (const args of [
        ['old.sql'],
        ['old.sql', 'new.sql', 'x.sql'],
        ['old.sql', 'new.sql', '--sql', '--markdown'],
        ['old.sql', 'new.sql', '--fail-on', 'nope'],
        ['-', '-'],
        ['--db', 'http://x', 'new.sql'],
      ]) {
        const result = await toolboxBuilt(...args);
        expect(result.code, args.join(' ')).toBe(2);
        expect(result.stderr.trim().split('\n')[0], args.join(' ')).toMatch(/^(toolbox: |error: )/);
      }
    },
    LONG,
  );

  it(
    '--db: a live database as OLD',
    async () => {
      const db = await supabase(OLD);
      const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1' });
      await server.start();
      const url = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
      try {
        const same = await toolboxBuilt('--db', url, 'old.sql', '--json');
        expect(same.code, same.stderr).toBe(0);
        expect(JSON.parse(same.stdout).changes).toEqual([]);
        const changed = await toolbox('--db', url, 'new.sql', '--json');
        expect(JSON.parse(changed.stdout).breaking).toBe(3);
      } finally {
        await server.stop();
        await db.close();
      }
    },
    LONG,
  );
});
