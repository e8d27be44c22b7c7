// The audit on PGlite as a new Supabase project starts: migrations applied one statement at a time, findings
// pointed at the statement that created their object, a failing statement named by file and line.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPgParser } from '../../../sql/pg-parser';
import { SUPABASE_PROJECT_SQL, SUPABASE_SESSION_SQL } from '../../../sql/supabase-project';
import { initdbImage } from '../../../testing/initdb-image';
import { type AuditDatabase, auditMigrations, type MigrationFile } from './audit';
import { auditFails } from './model';

let open: PGlite[] = [];
/** A new project's database (initdb, then the base) made once; each test starts from a copy. */
let project: Blob;
const extensions = { pgcrypto, uuid_ossp };

beforeAll(async () => {
  const db = await PGlite.create({ loadDataDir: await initdbImage(), extensions });
  await db.exec(SUPABASE_PROJECT_SQL);
  project = await db.dumpDataDir('none');
  await db.close();
}, 60_000);
afterEach(async () => {
  await Promise.all(open.map((db) => db.close()));
  open = [];
});

async function database(): Promise<AuditDatabase> {
  const db = await PGlite.create({ loadDataDir: project, extensions });
  open.push(db);
  await db.exec(SUPABASE_SESSION_SQL);
  return {
    exec: async (sql) => void (await db.exec(sql)),
    query: async <T>(sql: string) => ((await db.exec(sql)).at(-1)?.rows ?? []) as T[],
  };
}

const audit = async (files: MigrationFile[], canCreateExtension?: (name: string) => boolean) =>
  auditMigrations(files, { database: await database(), parse: await loadPgParser(), canCreateExtension });

const found = (result: Awaited<ReturnType<typeof audit>>) =>
  result.findings.map((f) => `${f.file}:${f.line} ${f.rule}${f.object.policy ? ` ${f.object.policy}` : ''}`);

describe('auditMigrations', { timeout: 60_000 }, () => {
  it('names the file and line that created each object, the later file when one replaced it', async () => {
    const result = await audit([
      {
        name: 'm/1_init.sql',
        sql: `-- the todo list
create table public.todos (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users
);
alter table public.todos enable row level security;

create policy "own" on public.todos for select to authenticated
  using (auth.uid() = user_id);
create function public.is_admin() returns boolean language sql security definer as $$ select true $$;`,
      },
      {
        name: 'm/2_fix.sql',
        sql: `create index on public.todos (user_id);
drop policy "own" on public.todos;
create policy "own" on public.todos for select to authenticated using ((select auth.uid()) = user_id);

create or replace function public.is_admin() returns boolean language sql security definer
  set search_path = '' as $$ select true $$;
create table public.open (id int primary key);`,
      },
    ]);
    expect(found(result)).toEqual([
      'm/2_fix.sql:5 anon_security_definer_function_executable',
      'm/2_fix.sql:5 authenticated_security_definer_function_executable',
      'm/2_fix.sql:7 rls_disabled_in_public',
    ]);
    expect(result.findings.find((f) => f.rule === 'rls_disabled_in_public')).toMatchObject({
      level: 'error',
      source: 'splinter',
      message: 'Table `public.open` is public, but RLS has not been enabled.',
      object: { type: 'table', schema: 'public', name: 'open' },
    });
    expect(auditFails(result, 'error')).toBe(true);
  });

  it('points a policy finding at the policy, a foreign key at the statement declaring it', async () => {
    const result = await audit([
      {
        name: 'a.sql',
        sql: `create table public.posts (id int primary key, author uuid);
alter table public.posts enable row level security;
alter table public.posts add foreign key (author) references auth.users;
create policy "write" on public.posts for insert with check (true);`,
      },
    ]);
    expect(found(result)).toEqual([
      'a.sql:3 unindexed_foreign_keys',
      'a.sql:4 rls_policy_always_true write',
      'a.sql:4 write_policy_applies_to_anon write',
    ]);
  });

  it('stops at a statement Postgres refuses: file, line and its message', async () => {
    await expect(
      audit([
        { name: 'ok.sql', sql: 'create table public.a (id int);' },
        { name: 'bad.sql', sql: 'create table public.b (id int);\n\ninsert into public.b\n  values (1, 2);' },
      ]),
    ).rejects.toThrow('bad.sql:4: INSERT has more expressions than target columns');
    await expect(audit([{ name: 'typo.sql', sql: '\n\ncreate tabel x (id int);' }])).rejects.toThrow(
      'typo.sql:3: syntax error at or near "tabel"',
    );
  });

  it('skips an extension the database lacks, with a note', async () => {
    const result = await audit(
      [
        {
          name: 'e.sql',
          sql: 'create extension if not exists pg_net;\ncreate table public.x (id int primary key);\nalter table public.x enable row level security;',
        },
      ],
      (name) => name !== 'pg_net',
    );
    expect(result.notes).toEqual([
      'e.sql:1: extension pg_net is not available here: skipped (objects it provides are missing).',
    ]);
  });
});
