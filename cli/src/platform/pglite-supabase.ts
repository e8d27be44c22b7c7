/**
 * An in-process Postgres (PGlite) that starts as a new Supabase project's database: core's SUPABASE_PROJECT_SQL
 * applied on a fresh cluster. Making the cluster (initdb) costs seconds, so the cluster with the project applied is
 * kept once per PGlite version and project text under $XDG_CACHE_HOME/toolbox/pglite/ (default ~/.cache), and
 * every later run starts from that image.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { SUPABASE_PROJECT_SQL, SUPABASE_SESSION_SQL } from '@toolbox/core/sql/supabase-project';
import type { AuditDatabase } from '@toolbox/core/tools/rls-policy-generator/audit';
import { openPGlite, type PGliteLike, pgliteVersion, tarImage } from './pglite';
import type { ThreadedPGlite } from './pglite-thread';

export { canCreateExtension, extensionsAskedFor } from './pglite';

type Env = Readonly<Record<string, string | undefined>>;

function cacheDir(env: Env): string {
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'toolbox', 'pglite');
  return join(env.HOME || homedir(), '.cache', 'toolbox', 'pglite');
}

export interface SupabaseDatabase extends AuditDatabase {
  close(): Promise<void>;
}

/**
 * A PGlite started from `setupSql` applied on a fresh cluster, with the extensions `extensions` names loaded: the
 * first run applies it and keeps the image (per PGlite version and setup text), later runs load the image. With
 * `thread`, it runs in a worker thread and each statement has a time limit (pglite-thread.ts): what the commands
 * that replay a project's migrations use.
 */
export async function cachedPGlite(
  env: Env,
  extensions: readonly string[],
  setupSql: string,
  options: { thread?: boolean } = {},
): Promise<PGliteLike> {
  const key = createHash('sha256').update(`${pgliteVersion()}\n${setupSql}`).digest('hex').slice(0, 16);
  const file = join(cacheDir(env), `supabase-${key}.tar`);
  let bytes: Uint8Array | undefined;
  try {
    bytes = readFileSync(file);
  } catch {
    bytes = undefined;
  }
  const thread = options.thread
    ? await import('./pglite-thread').then((m) => ({ ...m, seconds: m.statementLimit(env) }))
    : undefined;
  const open = (image?: Uint8Array) =>
    thread
      ? thread.openPGliteThread(extensions, image, thread.seconds)
      : openPGlite(extensions, image && tarImage(image));
  if (bytes) {
    const db = await open(bytes);
    await db.exec(SUPABASE_SESSION_SQL);
    return db;
  }
  const db = await open();
  // Making the project's database is ours, not the migrations': it gets minutes, not a statement's limit.
  if ('execWithin' in db) await (db as ThreadedPGlite).execWithin(setupSql, 600);
  else await db.exec(setupSql);
  try {
    const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    // Written aside and renamed: a run at the same time never reads half a tar.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } catch {
    // No cache (read-only home): the next run makes the cluster again.
  }
  return db;
}

/** A PGlite holding what a new Supabase project has, with the extensions `extensions` names loaded. */
export async function supabaseDatabase(env: Env, extensions: readonly string[]): Promise<SupabaseDatabase> {
  const db = await cachedPGlite(env, extensions, SUPABASE_PROJECT_SQL, { thread: true });
  return {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <T>(sql: string) => ((await db.exec(sql)).at(-1)?.rows ?? []) as T[],
    close: () => db.close(),
  };
}
