import { ToolInputError } from '@toolbox/core/errors';
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
import { canCreateExtension, extensionsAskedFor } from './pglite';
import { cachedPGlite } from './pglite-supabase';

/** Files split into statements by Postgres's parser: a file that is not SQL fails here, before any database. */
export async function parseSchemaFiles(files: readonly SqlFile[]): Promise<ParsedSqlFile[]> {
  return parseSqlFiles(files, await nodePgParser());
}

/**
 * The schema parsed files make on a fresh Postgres holding a new Supabase project (SUPABASE_PROJECT_SQL, its
 * default privileges on `public` included, as `check rls` starts from): applied in order, read back through the
 * catalog. A statement Postgres refuses throws MigrationError (`file:line: message`). A `create extension` PGlite
 * cannot load (`http`, `pg_net`) is skipped as `check rls` skips it, its note added to `notes`, and the extension
 * still listed in the schema, so a diff shows it added or removed.
 */
export async function schemaOfSqlFiles(
  files: readonly ParsedSqlFile[],
  env: Readonly<Record<string, string | undefined>>,
  notes: string[] = [],
  /** Run after the files (`--rename`'s ALTERs), each refused one a ToolInputError naming it as given. */
  after: readonly { sql: string; given: string }[] = [],
): Promise<SchemaModel> {
  const db = await cachedPGlite(env, extensionsAskedFor(files.map((f) => f.file.sql)), SUPABASE_PROJECT_SQL, {
    thread: true,
  });
  const extensions = { canCreateExtension, notes, skipped: [] as SchemaModel['extensions'] };
  try {
    await applyParsedFiles(files, (sql) => db.exec(sql), extensions);
    for (const { sql, given } of after) {
      await db.exec(sql).catch((error: Error) => {
        throw new ToolInputError(`${given}: ${error.message}`);
      });
    }
    const schema = await readSchemaCatalog(async (sql) => (await db.query(sql)).rows as never);
    const listed = new Set(schema.extensions.map((e) => e.name));
    const skipped = extensions.skipped.filter((e) => !listed.has(e.name));
    return skipped.length === 0 ? schema : { ...schema, extensions: [...schema.extensions, ...skipped] };
  } finally {
    await db.close();
  }
}
