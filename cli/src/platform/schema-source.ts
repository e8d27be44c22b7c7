import { isDatabaseUrl, type ParsedSqlFile, type SchemaModel } from '@toolbox/core/schema-diff';
import { parseSchemaFiles, schemaOfSqlFiles } from './pglite-schema';
import { sqlFilesIn } from './sql-folder';

/** One side of a schema diff: a live database, or SQL files already split into statements. */
export type SchemaSource = { url: string } | { files: ParsedSqlFile[] };

/**
 * A side as given on the command line (a postgres:// URL, a migrations folder, a .sql file, or - for stdin), its
 * files read with `read` (the command's input reader) and parsed, so a missing file or one that is not SQL fails
 * before any database starts.
 */
export async function readSchemaSource(
  source: string,
  cwd: string,
  read: (path: string) => Promise<string>,
): Promise<SchemaSource> {
  if (isDatabaseUrl(source)) return { url: source };
  const files = await sqlFilesIn(cwd, source, read);
  if (files) return { files: await parseSchemaFiles(files) };
  return {
    files: await parseSchemaFiles([{ name: source === '-' ? 'stdin' : source, sql: await read(source) }]),
  };
}

/**
 * A side's schema: a live database's catalog, or PGlite's after applying the files (`schemaOfSqlFiles`, whose
 * notes on skipped statements go to `notes`).
 */
export async function schemaOfSource(
  source: SchemaSource,
  env: Readonly<Record<string, string | undefined>>,
  notes: string[] = [],
  after: readonly { sql: string; given: string }[] = [],
): Promise<SchemaModel> {
  if ('files' in source) return schemaOfSqlFiles(source.files, env, notes, after);
  const { readLiveSchemaModel } = await import('./pg-catalog');
  return readLiveSchemaModel(source.url);
}
