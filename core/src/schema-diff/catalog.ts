import { schemaFromRows } from './catalog-model';
import { type CatalogRows, SCHEMA_CATALOG_QUERIES } from './catalog-queries';
import type { SchemaModel } from './model';

/** A connection's query function: the platform's (PGlite, postgres.js), rows as plain objects. */
export type RunQuery = <T>(sql: string) => Promise<readonly T[]>;

/** Runs every catalog query, one after another, through `run`. */
async function readCatalogRows(run: RunQuery): Promise<CatalogRows> {
  const rows: Partial<Record<keyof CatalogRows, readonly unknown[]>> = {};
  for (const [key, sql] of Object.entries(SCHEMA_CATALOG_QUERIES))
    rows[key as keyof CatalogRows] = await run(sql);
  return rows as CatalogRows;
}

/**
 * The schema a database holds, through `run` (see `RunQuery`). Read with only pg_catalog on the search path, so
 * every name in a definition is schema-qualified; the session's search path is put back after.
 */
export async function readSchemaCatalog(run: RunQuery): Promise<SchemaModel> {
  const [saved] = await run<{ path: string }>("select current_setting('search_path') as path");
  await run("select set_config('search_path', 'pg_catalog', false)");
  try {
    return schemaFromRows(await readCatalogRows(run));
  } finally {
    await run(
      `select set_config('search_path', '${(saved?.path ?? 'public').replaceAll("'", "''")}', false)`,
    );
  }
}
