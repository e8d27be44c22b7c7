import {
  applyParsedFiles,
  type ParsedSqlFile,
  parseSqlFiles,
  readSchemaCatalog,
  type SchemaModel,
  type SqlFile,
} from '@toolbox/core/schema-diff';
import { SUPABASE_PROJECT_SQL } from '@toolbox/core/sql/supabase-project';
import { nodePgParser } from './pg-parser';
import { extensionsAskedFor } from './pglite';
import { cachedPGlite } from './pglite-supabase';

/** Files split into statements by Postgres's parser: a file that is not SQL fails here, before any database. */
export async function parseSchemaFiles(files: readonly SqlFile[]): Promise<ParsedSqlFile[]> {
  return parseSqlFiles(files, await nodePgParser());
}

/**
 * The schema parsed files make on a fresh Postgres holding a new Supabase project (SUPABASE_PROJECT_SQL, its
 * default privileges on `public` included, as `check rls` starts from): applied in order, read back through the
 * catalog. A statement Postgres refuses throws MigrationError (`file:line: message`).
 */
export async function schemaOfSqlFiles(
  files: readonly ParsedSqlFile[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<SchemaModel> {
  const db = await cachedPGlite(env, extensionsAskedFor(files.map((f) => f.file.sql)), SUPABASE_PROJECT_SQL);
  try {
    await applyParsedFiles(files, (sql) => db.exec(sql));
    return await readSchemaCatalog(async (sql) => (await db.query(sql)).rows as never);
  } finally {
    await db.close();
  }
}
