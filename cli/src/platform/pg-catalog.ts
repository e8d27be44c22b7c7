import { readSchemaCatalog, type SchemaModel } from '@toolbox/core/schema-diff';
import { type DbSchema, runSchemaRead } from '@toolbox/core/tools/database-visualizer';
import postgres from 'postgres';
import { NetworkError, UsageError } from '../errors';

/** The --db URL, checked before any connection: a postgres:// (or postgresql://) URL with a host. */
function checkDatabaseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError('--db takes a postgres:// URL (postgres://user:password@host:5432/database).');
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol) || parsed.hostname === '') {
    throw new UsageError(
      `--db takes a postgres:// URL, not ${parsed.protocol}// (postgres://user:password@host:5432/database).`,
    );
  }
  return parsed;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'CONNECT_TIMEOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
]);

/** One line saying what went wrong with the database (never the password), as exit 4. */
function databaseError(error: unknown, where: string): NetworkError {
  const e = (error ?? {}) as { code?: string; message?: string; severity?: string };
  if (e.code && UNREACHABLE.has(e.code)) {
    return new NetworkError(`cannot reach the database at ${where} (${e.code}).`, {
      hint: 'check the host and port, and that the database accepts connections from here.',
      cause: error,
    });
  }
  if (e.severity) {
    return new NetworkError(`the database at ${where} answered: ${e.message ?? e.code}.`, { cause: error });
  }
  return new NetworkError(`cannot read the database at ${where}: ${e.message ?? String(error)}.`, {
    cause: error,
  });
}

/** Runs `read` on one connection to `url` (closed at the end), database errors as one line, exit 4. */
async function withDatabase<T>(url: string, read: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const parsed = checkDatabaseUrl(url);
  const where = `${parsed.hostname}:${parsed.port || '5432'}`;
  const sql = postgres(url, { max: 1, idle_timeout: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    return await read(sql);
  } catch (error) {
    throw databaseError(error, where);
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/**
 * A live database's schema through pg_catalog (read-only queries): tables, partitions, views, enums, domains,
 * composite types, functions, keys, indexes and policies.
 */
export function readLiveSchema(url: string, schemas: readonly string[]): Promise<DbSchema> {
  return withDatabase(url, async (sql) => {
    const catalog = <T>(query: string): Promise<readonly T[]> => sql.unsafe<T[]>(query, [[...schemas]]);
    return (await runSchemaRead({ source: { kind: 'database' } }, { catalog })).schema;
  });
}

/** A live database's whole schema as `schema diff` compares it (every schema but Postgres's own). */
export function readLiveSchemaModel(url: string): Promise<SchemaModel> {
  return withDatabase(url, (sql) => readSchemaCatalog(async (query) => (await sql.unsafe(query)) as never));
}
