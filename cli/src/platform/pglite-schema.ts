import {
  applyParsedFiles,
  extensionsNamed,
  type ParsedSqlFile,
  parseSqlFiles,
  readSchemaCatalog,
  type SchemaModel,
  type SqlFile,
  SUPABASE_ENVIRONMENT_SQL,
} from '@toolbox/core/schema-diff';
import { nodePgParser } from './pg-parser';

/** Extensions PGlite ships (its contrib folder), by the name `create extension` uses. */
const CONTRIB = [
  'amcheck',
  'bloom',
  'btree_gin',
  'btree_gist',
  'citext',
  'cube',
  'dict_int',
  'dict_xsyn',
  'earthdistance',
  'fuzzystrmatch',
  'hstore',
  'intarray',
  'isn',
  'lo',
  'ltree',
  'moddatetime',
  'pg_trgm',
  'pgcrypto',
  'seg',
  'tablefunc',
  'tcn',
  'tsm_system_rows',
  'tsm_system_time',
  'unaccent',
  'uuid-ossp',
];

type Extensions = Record<string, unknown>;
interface PGliteLike {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

/**
 * PGlite (Postgres in WASM) and the extensions `sql` creates, loaded from node_modules at run time, not bundled:
 * its WASM and data files sit beside its own JS. The names are variables so esbuild leaves the imports alone.
 */
async function openDatabase(sql: string): Promise<PGliteLike> {
  const pglite = '@electric-sql/pglite';
  const { PGlite } = (await import(pglite)) as {
    PGlite: { create(options: { extensions: Extensions }): Promise<PGliteLike> };
  };
  const wanted = new Set(['uuid-ossp', 'pgcrypto', ...extensionsNamed(sql)]);
  const extensions: Extensions = {};
  for (const name of CONTRIB.filter((n) => wanted.has(n))) {
    const key = name.replace('-', '_');
    const module = `${pglite}/contrib/${key}`;
    extensions[key] = ((await import(module)) as Extensions)[key];
  }
  if (wanted.has('vector')) {
    const module = '@electric-sql/pglite-pgvector';
    extensions.vector = ((await import(module)) as Extensions).vector;
  }
  return PGlite.create({ extensions });
}

/** Files split into statements by Postgres's parser: a file that is not SQL fails here, before any database. */
export async function parseSchemaFiles(files: readonly SqlFile[]): Promise<ParsedSqlFile[]> {
  return parseSqlFiles(files, await nodePgParser());
}

/**
 * The schema parsed files make on a fresh Postgres with a Supabase project's roles and `auth`/`storage` schemas:
 * applied in order, read back through the catalog. A statement Postgres refuses throws MigrationError
 * (`file:line: message`).
 */
export async function schemaOfSqlFiles(files: readonly ParsedSqlFile[]): Promise<SchemaModel> {
  const db = await openDatabase(files.map((f) => f.file.sql).join('\n'));
  try {
    await db.exec(SUPABASE_ENVIRONMENT_SQL);
    await applyParsedFiles(files, (sql) => db.exec(sql));
    return await readSchemaCatalog(async (sql) => (await db.query(sql)).rows as never);
  } finally {
    await db.close();
  }
}
