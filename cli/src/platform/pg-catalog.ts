import {
  CATALOG_QUERIES,
  type CatalogRows,
  type DbSchema,
  schemaFromCatalog,
} from '@toolbox/core/tools/database-visualizer';
import postgres from 'postgres';

/** A live database's schema through pg_catalog (read-only queries, one connection, closed at the end). */
export async function readLiveSchema(url: string, schemas: readonly string[]): Promise<DbSchema> {
  const sql = postgres(url, { max: 1, idle_timeout: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    const run = <T>(query: string) => sql.unsafe(query, [schemas as string[]]) as unknown as Promise<T[]>;
    const rows: CatalogRows = {
      columns: await run(CATALOG_QUERIES.columns),
      keys: await run(CATALOG_QUERIES.keys),
      indexes: await run(CATALOG_QUERIES.indexes),
      types: await run(CATALOG_QUERIES.types),
      policies: await run(CATALOG_QUERIES.policies),
    };
    return schemaFromCatalog(rows);
  } finally {
    await sql.end({ timeout: 1 });
  }
}
