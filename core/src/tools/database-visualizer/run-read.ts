import type { PgParse } from '../../sql/pg-parser';
import { type DdlFile, parseDdl, parseDdlFiles } from './ddl';
import { type DbSchema, drawnTables, tableId } from './model';
import { SAMPLE_SCHEMA } from './sample';
import { loadedToast } from './toasts';

/** Where a schema comes from. */
export type SchemaSource =
  /** The built-in sample of spec §3. */
  | { kind: 'sample' }
  /** DDL (a dump, a migration), read with Postgres's parser (`ports.pgParser`). */
  | { kind: 'ddl'; sql: string }
  /** A migrations folder's files, replayed in the order given. */
  | { kind: 'files'; files: readonly DdlFile[] }
  /** A live database, read through `ports.catalog` (pg_catalog). */
  | { kind: 'database' }
  /** A schema read before. */
  | { kind: 'schema'; schema: DbSchema };

/** One read-only catalog query on a live database (the schemas to read are the platform's one parameter). */
type CatalogQuery = <T>(query: string) => Promise<readonly T[]>;

export interface SchemaReadPorts {
  /** Postgres's parser (libpg-query's WebAssembly), for DDL. */
  pgParser?: PgParse;
  /** The live database, for `{ kind: 'database' }`. */
  catalog?: CatalogQuery;
}

export interface SchemaReadInput {
  source: SchemaSource;
}

export interface SchemaRead {
  schema: DbSchema;
  /** The first table drawn (`schema.table`), to select at once; undefined when there is none. */
  firstTable: string | undefined;
  /** What the page says once it is loaded (spec §8). */
  toast: { title: string; description: string };
}

/** The schema model from its source; bad DDL throws the tool's input error (`No create table statement found.`). */
export async function runSchemaRead(
  input: SchemaReadInput,
  ports: SchemaReadPorts = {},
): Promise<SchemaRead> {
  const schema = await readSchema(input.source, ports);
  const first = drawnTables(schema)[0];
  return {
    schema,
    firstTable: first ? tableId(first) : undefined,
    toast: loadedToast(schema.tables.length),
  };
}

async function readSchema(source: SchemaSource, ports: SchemaReadPorts): Promise<DbSchema> {
  switch (source.kind) {
    case 'sample':
      return SAMPLE_SCHEMA;
    case 'schema':
      return source.schema;
    case 'ddl':
      return parseDdl(source.sql, needs(ports.pgParser, 'pgParser'));
    case 'files':
      return parseDdlFiles(source.files, needs(ports.pgParser, 'pgParser'));
    case 'database': {
      // The catalog's queries load only for a live database (never on the page).
      const { readCatalogRows, schemaFromCatalog } = await import('./catalog');
      return schemaFromCatalog(await readCatalogRows(needs(ports.catalog, 'catalog')));
    }
  }
}

function needs<T>(port: T | undefined, name: string): T {
  if (port === undefined) throw new TypeError(`this schema source needs the ${name} port`);
  return port;
}
