/**
 * PGlite (Postgres in WASM) with the extensions it can load: its contrib folder and pgvector. Loaded from
 * node_modules at run time, not bundled: its WASM and data files have to sit beside its own JS. The module names
 * are variables so esbuild leaves the imports alone.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extensionsNamed } from '@toolbox/core/sql/supabase-project';
import { baselineWasmOnly } from './v8-flags';

const PGLITE = '@electric-sql/pglite';

/** The module and export each loadable extension comes from, by the name `create extension` takes. */
const LOADABLE: Readonly<Record<string, { module: string; key: string }>> = Object.fromEntries([
  ...[
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
    'moddatetime',
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
  ].map((name) => {
    const key = name.replace('-', '_');
    return [name, { module: `${PGLITE}/contrib/${key}`, key }];
  }),
  ['vector', { module: '@electric-sql/pglite-pgvector', key: 'vector' }],
]);
/** Extensions a Supabase project has from the start (SUPABASE_PLATFORM_SQL creates them). */
const PROJECT_EXTENSIONS = ['pgcrypto', 'uuid-ossp'];
/** Postgres's own (no bundle to load). */
const BUILT_IN = new Set(['plpgsql']);

export function canCreateExtension(name: string): boolean {
  return BUILT_IN.has(name) || Object.hasOwn(LOADABLE, name);
}

/** The Supabase project's extensions and those `sqls` create that PGlite can load (loading an unneeded one only costs time). */
export function extensionsAskedFor(sqls: readonly string[]): string[] {
  const asked = sqls.flatMap(extensionsNamed).filter((name) => Object.hasOwn(LOADABLE, name));
  return [...new Set([...PROJECT_EXTENSIONS, ...asked])];
}

/** The module and export of each extension `names` lists that PGlite can load (for a thread to import them). */
export function extensionModules(names: readonly string[]): { module: string; key: string }[] {
  return names.filter((name) => Object.hasOwn(LOADABLE, name)).map((name) => LOADABLE[name] as never);
}

/** The extension bundles for `PGlite.create({ extensions })`, by their export name. */
export async function pgliteExtensions(names: readonly string[]): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    names
      .filter((name) => Object.hasOwn(LOADABLE, name))
      .map(async (name) => {
        const { module, key } = LOADABLE[name] as { module: string; key: string };
        const loaded: Record<string, unknown> = await import(module);
        return [key, loaded[key]] as const;
      }),
  );
  return Object.fromEntries(entries);
}

export interface PGliteLike {
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
  dumpDataDir(compression: 'none'): Promise<Blob>;
  close(): Promise<void>;
}
interface PGliteModule {
  PGlite: { create(options: Record<string, unknown>): Promise<PGliteLike>; defaultStartParams: string[] };
}

/**
 * Postgres's settings for a database that lives for one command: 16 MB of shared buffers (2,048 pages, far more than
 * a schema's catalog and a check's queries touch) instead of 128 MB. Postgres zeroes its shared memory as it starts,
 * and on Liftoff's code that memset was a third of a start from an image: 0.5 of 1.5 CPU-s, now under 0.1.
 */
export const ONE_COMMAND_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * A data-directory tar for `loadDataDir`, which reads it with `arrayBuffer()` once: a Blob made from the file's bytes
 * would copy 40 MB in and stream them back out in chunks (Node 20, 0.2 CPU-s a start); this one hands them over.
 */
export function tarImage(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
  return Object.assign(new Blob([], { type: 'application/x-tar' }), { arrayBuffer: async () => buffer });
}

/** A fresh PGlite (or one started from a saved `image`, see tarImage) with the extensions `names` loaded. */
export async function openPGlite(names: readonly string[], image?: Blob): Promise<PGliteLike> {
  baselineWasmOnly();
  const name = PGLITE;
  const { PGlite }: PGliteModule = await import(name);
  const extensions = await pgliteExtensions(names);
  const startParams = [...PGlite.defaultStartParams, ...ONE_COMMAND_SETTINGS];
  return PGlite.create(image ? { loadDataDir: image, extensions, startParams } : { extensions, startParams });
}

/** PGlite's version, from the package.json beside its entry (a cache of its clusters must change with it). */
export function pgliteVersion(): string {
  try {
    const file = join(dirname(fileURLToPath(import.meta.resolve(PGLITE))), '..', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
