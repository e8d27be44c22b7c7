/**
 * An in-process Postgres (PGlite) that starts as a new Supabase project's database: core's SUPABASE_BASE_SQL
 * applied on a fresh cluster. Making the cluster (initdb) costs seconds, so the cluster with the base applied is
 * kept once per PGlite version and base text under $XDG_CACHE_HOME/toolbox/pglite/ (default ~/.cache), and every
 * later run starts from that image.
 *
 * PGlite is loaded from node_modules at run time, not bundled: its WASM and data files have to sit beside its
 * own JS. The names are variables so esbuild leaves the imports alone.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuditDatabase } from '@toolbox/core/tools/rls-policy-generator/audit';
import { SUPABASE_BASE_SQL, SUPABASE_SESSION_SQL } from '@toolbox/core/tools/rls-policy-generator/audit';

type Env = Readonly<Record<string, string | undefined>>;

/** The extensions PGlite ships (`@electric-sql/pglite/contrib/<module>`), by the name `create extension` takes. */
const CONTRIB: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'amcheck',
    'bloom',
    'btree_gin',
    'btree_gist',
    'citext',
    'cube',
    'dict_int',
    'dict_xsyn',
    'earthdistance',
    'file_fdw',
    'fuzzystrmatch',
    'hstore',
    'intarray',
    'isn',
    'lo',
    'ltree',
    'pageinspect',
    'pg_buffercache',
    'pg_freespacemap',
    'pg_stat_statements',
    'pg_surgery',
    'pg_trgm',
    'pg_visibility',
    'pg_walinspect',
    'pgcrypto',
    'seg',
    'tablefunc',
    'tcn',
    'tsm_system_rows',
    'tsm_system_time',
    'unaccent',
    'uuid-ossp',
  ].map((name) => [name, name.replace('-', '_')]),
);
/** Extensions the base itself creates. */
const BASE_EXTENSIONS = ['pgcrypto', 'uuid-ossp'];
/** Postgres's own (no bundle to load). */
const BUILT_IN = new Set(['plpgsql']);

export function canCreateExtension(name: string): boolean {
  return BUILT_IN.has(name) || Object.hasOwn(CONTRIB, name);
}

/** The extensions `sql` asks for that PGlite ships (a cheap scan: loading an unneeded one only costs time). */
export function extensionsAskedFor(sqls: readonly string[]): string[] {
  const names = new Set(BASE_EXTENSIONS);
  const pattern = /create\s+extension\s+(?:if\s+not\s+exists\s+)?(?:"([^"]+)"|([\w-]+))/gi;
  for (const sql of sqls) {
    for (const m of sql.matchAll(pattern)) {
      const name = (m[1] ?? m[2] ?? '').toLowerCase();
      if (Object.hasOwn(CONTRIB, name)) names.add(name);
    }
  }
  return [...names];
}

function cacheDir(env: Env): string {
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'toolbox', 'pglite');
  return join(env.HOME || homedir(), '.cache', 'toolbox', 'pglite');
}

interface PGliteLike {
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
  dumpDataDir(compression: 'none'): Promise<Blob>;
  close(): Promise<void>;
}
interface PGliteModule {
  PGlite: { create(options: Record<string, unknown>): Promise<PGliteLike> };
}

async function loadExtensions(names: readonly string[]): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const module = `@electric-sql/pglite/contrib/${CONTRIB[name]}`;
      const loaded: Record<string, unknown> = await import(module);
      return [CONTRIB[name] as string, loaded[CONTRIB[name] as string]] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** PGlite's version, from the package.json beside its entry (the cache key must change with it). */
function pgliteVersion(entry: string): string {
  try {
    const file = join(dirname(fileURLToPath(entry)), '..', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface SupabaseDatabase extends AuditDatabase {
  close(): Promise<void>;
}

/** A PGlite holding what a new Supabase project has, with the extensions `extensions` names loaded. */
export async function supabaseDatabase(env: Env, extensions: readonly string[]): Promise<SupabaseDatabase> {
  const name = '@electric-sql/pglite';
  const { PGlite }: PGliteModule = await import(name);
  const loaded = await loadExtensions([...new Set([...BASE_EXTENSIONS, ...extensions])]);
  const key = createHash('sha256')
    .update(`${pgliteVersion(import.meta.resolve(name))}\n${SUPABASE_BASE_SQL}`)
    .digest('hex')
    .slice(0, 16);
  const file = join(cacheDir(env), `supabase-${key}.tar`);
  let image: Blob | undefined;
  try {
    image = new Blob([readFileSync(file)]);
  } catch {
    image = undefined;
  }
  let db: PGliteLike;
  if (image) {
    db = await PGlite.create({ loadDataDir: image, extensions: loaded });
    await db.exec(SUPABASE_SESSION_SQL);
  } else {
    db = await PGlite.create({ extensions: loaded });
    await db.exec(SUPABASE_BASE_SQL);
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
  }
  return {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <T>(sql: string) => ((await db.exec(sql)).at(-1)?.rows ?? []) as T[],
    close: () => db.close(),
  };
}
