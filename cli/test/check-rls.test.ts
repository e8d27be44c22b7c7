// `toolbox check rls` on real Supabase projects' migrations: every finding splinter's own SQL makes on the same
// database (run here as a peer, on PGlite, after the same base and migrations) is reported with the migration file
// and the line of the statement naming its object; each lint of ours is proven on a broken copy of a real project
// (the peer does not see it; the database shows the hole); a clean project exits 0.
// The command runs in this process (main() on a test context, test/in-process.ts): each built-binary run compiles
// PGlite's WASM again (seconds of CPU), in-process it is compiled once for the file. The built binary's own path
// (bundle, PGlite loaded from node_modules beside it, real stdio and exit status) keeps its cases: a real project,
// SARIF with GitHub annotations, and the refusals.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Extensions, PGlite } from '@electric-sql/pglite';
import { SUPABASE_PROJECT_SQL, SUPABASE_SESSION_SQL } from '@toolbox/core/sql/supabase-project';
import {
  type LintRow,
  type RlsFinding,
  STATISTICS_LINTS,
} from '@toolbox/core/tools/rls-policy-generator/audit';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { extensionsAskedFor, ONE_COMMAND_SETTINGS, pgliteExtensions, tarImage } from '../src/platform/pglite';
import { cachedPGlite } from '../src/platform/pglite-supabase';
import { toolboxInProcess } from './in-process';
import { type Result, runBuiltAsync } from './run-built';
import { sharedCacheHome } from './support/pglite-cache';

const CORPUS = join(import.meta.dirname, 'fixtures', 'supabase-projects');
const SPLINTER = readFileSync(
  join(import.meta.dirname, '../../core/src/tools/rls-policy-generator/audit/splinter/splinter.sql'),
  'utf8',
);
const REAL = ['subscription-payments', 'makerkit-lite', 'basejump', 'nextbase'];
/** One HOME for the file; the new-project database image comes from the tests' shared cache. */
const home = mkdtempSync(join(tmpdir(), 'toolbox-check-rls-'));
const homes = { HOME: home, XDG_CACHE_HOME: sharedCacheHome };

type Run = Result;

/** `toolbox ARGS` in `cwd` in this process, with this file's HOME and the shared cache. */
const toolbox = (cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> =>
  toolboxInProcess(cwd, args, { env: { ...homes, ...env } });

/** The same run by the built CLI, as a user would from a shell. */
const toolboxBuilt = (cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> =>
  runBuiltAsync(args, { ...homes, ...env }, { cwd, timeout: 180_000 });

/** The first real project runs through the built binary; the rest in this process. */
const runOf = (name: string) => (name === REAL[0] ? toolboxBuilt : toolbox);

const findingsOf = (run: Run) => (JSON.parse(run.stdout) as { findings: RlsFinding[] }).findings;

function migrationsOf(project: string): { name: string; sql: string }[] {
  const dir = join(project, 'supabase', 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: `supabase/migrations/${f}`, sql: readFileSync(join(dir, f), 'utf8') }));
}

/** The peer's database: a new project, then each migration as one script (as `psql -f` would run it). */
let image: Uint8Array;
let open: PGlite[] = [];

/**
 * Started as the command starts its own (cachedPGlite): the image's bytes handed over at once (a copy each, as the
 * database's files may keep them), with a one-command database's settings. A Blob of the dump and the default 128 MB
 * of shared buffers cost each peer ~0.2 CPU-s more, and each stays open until its test ends.
 */
async function peerDatabase(project: string): Promise<PGlite> {
  const migrations = migrationsOf(project);
  const asked = (await pgliteExtensions(extensionsAskedFor(migrations.map((m) => m.sql)))) as Extensions;
  const db = await PGlite.create({
    loadDataDir: tarImage(image.slice()),
    extensions: asked,
    startParams: [...PGlite.defaultStartParams, ...ONE_COMMAND_SETTINGS],
  });
  open.push(db);
  await db.exec(SUPABASE_SESSION_SQL);
  for (const { sql } of migrations) await db.exec(sql);
  return db;
}

/** Splinter's rows on the project's database, its SQL run as published. */
async function splinter(db: PGlite): Promise<LintRow[]> {
  await db.exec(`set pgrst.db_schemas = 'public,graphql_public'`);
  const rows = ((await db.exec(SPLINTER)).at(-1)?.rows ?? []) as LintRow[];
  return rows.filter((r) => !STATISTICS_LINTS.has(r.name));
}

beforeAll(async () => {
  // The command's own cache of the new project (made here unless another file made it): initdb once at most.
  const db = (await cachedPGlite(
    homes,
    ['pgcrypto', 'uuid-ossp'],
    SUPABASE_PROJECT_SQL,
  )) as unknown as PGlite;
  image = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
  await db.close();
}, 120_000);
afterEach(async () => {
  const closing = open;
  open = [];
  await Promise.all(closing.map((db) => db.close()));
});

/** The finding's line starts the statement that names its object (the policy, else the table or function). */
function expectLineNamesObject(project: string, f: RlsFinding) {
  const lines = readFileSync(join(project, f.file as string), 'utf8').split('\n');
  const statement = lines
    .slice((f.line as number) - 1)
    .join('\n')
    .split(';')[0] as string;
  const name = f.object.policy ?? f.object.name;
  expect(statement.toLowerCase(), `${f.rule} at ${f.file}:${f.line}`).toContain(name.toLowerCase());
}

describe('toolbox check rls on real projects', () => {
  it.each(REAL)(
    '%s: every splinter finding, each at the line of its object',
    async (name) => {
      const project = join(CORPUS, name);
      const run = await runOf(name)(project, ['check', 'rls', '--json']);
      expect(run.stderr).toBe('');
      const ours = findingsOf(run);
      const peer = await splinter(await peerDatabase(project));
      expect(peer.length).toBeGreaterThan(0);
      for (const row of peer) {
        expect(ours).toContainEqual(
          expect.objectContaining({
            rule: row.name,
            cacheKey: row.cache_key,
            source: 'splinter',
            file: expect.stringMatching(/^supabase\/migrations\/[^/]+\.sql$/),
            line: expect.any(Number),
          }),
        );
      }
      for (const f of ours) expectLineNamesObject(project, f);
      // Exit status follows the levels: an error finding fails the default gate.
      expect(run.code).toBe(ours.some((f) => f.level === 'error') ? 1 : 0);
    },
    180_000,
  );

  it('passes a clean project with no finding at all, even with --fail-on info', async () => {
    const project = join(CORPUS, 'clean');
    const run = await toolbox(project, ['check', 'rls', '--fail-on', 'info']);
    expect(run).toEqual({
      code: 0,
      stdout: '2 migrations checked: 0 errors, 0 warnings, 0 info (fails on info).\n',
      stderr: '',
    });
    expect(await splinter(await peerDatabase(project))).toEqual([]);
  }, 120_000);
});

/** A copy of a real project with one more migration; returns the folder and that migration's path. */
function brokenCopy(base: string, sql: string): { project: string; file: string } {
  const project = mkdtempSync(join(tmpdir(), `toolbox-broken-${base}-`));
  cpSync(join(CORPUS, base), project, { recursive: true });
  const file = 'supabase/migrations/29990101000000_broken.sql';
  writeFileSync(join(project, file), sql);
  return { project, file };
}

describe('our lints, each proven on a broken copy', () => {
  it('write_policy_applies_to_anon: an insert policy without `to` lets a signed-out visitor write', async () => {
    const { project, file } = brokenCopy(
      'clean',
      `drop policy "add own todos" on public.todos;
create policy "add todos" on public.todos for insert
  with check (user_id is not null);`,
    );
    const run = await toolbox(project, ['check', 'rls', '--json', '--fail-on', 'warn']);
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual([
      expect.objectContaining({
        rule: 'write_policy_applies_to_anon',
        level: 'warn',
        file,
        line: 2,
        object: { type: 'table', schema: 'public', name: 'todos', policy: 'add todos' },
      }),
    ]);
    const db = await peerDatabase(project);
    expect(await splinter(db)).toEqual([]);
    // The hole itself: anon inserts a row (its user_id any user's, since the policy never checks it).
    await db.exec(`insert into auth.users (id) values ('00000000-0000-0000-0000-000000000001')`);
    await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      const inserted = await tx.query(
        `insert into public.todos (user_id, title) values ('00000000-0000-0000-0000-000000000001', 'spam')`,
      );
      expect(inserted.affectedRows).toBe(1);
    });
  }, 120_000);

  it('security_definer_search_path_mutable: anon runs a definer function as its owner, search_path open', async () => {
    const { project, file } = brokenCopy(
      'clean',
      `create table public.audit_log (id bigint generated always as identity primary key, note text);
alter table public.audit_log enable row level security;

create function public.log_note(note text) returns text
  language plpgsql security definer
as $$ begin insert into audit_log (note) values (note); return current_user; end $$;`,
    );
    const run = await toolbox(project, ['check', 'rls', '--json']);
    expect(run.code).toBe(1);
    const ours = findingsOf(run);
    expect(ours).toContainEqual(
      expect.objectContaining({
        rule: 'security_definer_search_path_mutable',
        level: 'error',
        file,
        line: 4,
      }),
    );
    const db = await peerDatabase(project);
    const peer = await splinter(db);
    expect(peer.map((r) => r.name)).not.toContain('security_definer_search_path_mutable');
    // Splinter's halves are there too, at the same line.
    for (const rule of ['function_search_path_mutable', 'anon_security_definer_function_executable'])
      expect(ours).toContainEqual(expect.objectContaining({ rule, file, line: 4 }));
    // The hole: anon, with a search_path of its choosing, runs the body as the owner and writes past RLS.
    const owner = await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.exec('set local search_path = public');
      return (await tx.query<{ who: string }>(`select public.log_note('hi') as who`)).rows[0]?.who;
    });
    expect(owner).toBe('postgres');
  }, 120_000);

  it('unindexed_policy_column: a policy column no index starts with, gone once indexed', async () => {
    const policy = `create table public.notes (id bigint generated always as identity primary key, owner uuid);
alter table public.notes enable row level security;
create policy "own notes" on public.notes for select to authenticated
  using ((select auth.uid()) = owner);`;
    const { project, file } = brokenCopy('clean', policy);
    const run = await toolbox(project, ['check', 'rls', '--json', '--fail-on', 'info']);
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual([
      expect.objectContaining({
        rule: 'unindexed_policy_column',
        file,
        line: 3,
        object: { type: 'table', schema: 'public', name: 'notes', policy: 'own notes' },
      }),
    ]);
    const db = await peerDatabase(project);
    expect(await splinter(db)).toEqual([]);
    const { rows } = await db.query(
      `select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       where i.indrelid = 'public.notes'::regclass and a.attname = 'owner'`,
    );
    expect(rows).toEqual([]);
    const fixed = brokenCopy('clean', `${policy}\ncreate index on public.notes (owner);`);
    expect(await toolbox(fixed.project, ['check', 'rls', '--fail-on', 'info'])).toMatchObject({ code: 0 });
  }, 120_000);
});

describe('toolbox check rls: outputs and bad input', () => {
  const broken = brokenCopy('clean', 'create table public.open_notes (id int primary key, body text);\n');

  it('writes SARIF and GitHub annotations for the same findings', async () => {
    const run = await toolboxBuilt(broken.project, ['check', 'rls', '--sarif', 'out/rls.sarif'], {
      GITHUB_ACTIONS: 'true',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `${broken.file}:1  error  rls_disabled_in_public  Table \`public.open_notes\` is public, but RLS has not been enabled.`,
    );
    expect(run.stderr).toContain(
      `::error file=${broken.file},line=1,title=rls_disabled_in_public%3A RLS Disabled in Public::Table \`public.open_notes\` is public, but RLS has not been enabled.`,
    );
    const sarif = JSON.parse(readFileSync(join(broken.project, 'out/rls.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results).toContainEqual(
      expect.objectContaining({
        ruleId: 'rls_disabled_in_public',
        level: 'error',
        locations: [
          { physicalLocation: { artifactLocation: { uri: broken.file }, region: { startLine: 1 } } },
        ],
      }),
    );
  }, 120_000);

  it('names the file, line and Postgres message of a migration that does not apply (exit 1)', async () => {
    const { project, file } = brokenCopy(
      'clean',
      'create table public.x (id int);\n\nalter table public.x add column id int;\n',
    );
    expect(await toolbox(project, ['check', 'rls'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `toolbox: ${file}:3: column "id" of relation "x" already exists\n`,
    });
  }, 120_000);

  it('refuses what is not a migrations folder in one line (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-not-migrations-'));
    mkdirSync(join(dir, 'empty'));
    writeFileSync(join(dir, 'file.sql'), 'select 1;');
    for (const target of ['missing', 'empty', 'file.sql']) {
      const run = await toolboxBuilt(dir, ['check', 'rls', target]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        new RegExp(`^toolbox: ${target.replace('.', '\\.')} is not a migrations folder.*\\n`),
      );
    }
  }, 60_000);
});
