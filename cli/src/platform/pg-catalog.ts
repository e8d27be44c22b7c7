import {
  CATALOG_COLUMNS_SQL,
  CATALOG_KEYS_SQL,
  type CatalogColumnRow,
  type CatalogKeyRow,
  type DbSchema,
  schemaFromCatalog,
} from '@toolbox/core/tools/database-visualizer';
import postgres from 'postgres';

/** A live database's schema through pg_catalog (read-only queries, one connection, closed at the end). */
export async function readLiveSchema(url: string, schemas: readonly string[]): Promise<DbSchema> {
  const sql = postgres(url, { max: 1, idle_timeout: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    const columns = await sql.unsafe<CatalogColumnRow[]>(CATALOG_COLUMNS_SQL, [schemas as string[]]);
    const keys = await sql.unsafe<CatalogKeyRow[]>(CATALOG_KEYS_SQL, [schemas as string[]]);
    return schemaFromCatalog(columns, keys);
  } finally {
    await sql.end({ timeout: 1 });
  }
}
