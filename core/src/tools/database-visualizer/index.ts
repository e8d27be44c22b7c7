export { CATALOG_QUERIES } from './catalog';
export type { DdlFile } from './ddl';
export type { Positions } from './layout';
export { meta } from './meta';
export type { DbSchema } from './model';
export { MAX_PNG_PIXELS } from './png';
export { runSchemaRead, type SchemaSource } from './run-read';
export {
  runSchema,
  runSchemaDiagram,
  runSchemaExport,
  SCHEMA_FORMATS,
  type SchemaFormat,
  type SchemaPorts,
  type SchemaTextFormat,
} from './run-schema';

export { SCHEMA_TOASTS } from './toasts';
