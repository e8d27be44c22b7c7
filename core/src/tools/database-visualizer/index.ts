export {
  CATALOG_QUERIES,
  type CatalogColumnRow,
  type CatalogIndexRow,
  type CatalogKeyRow,
  type CatalogPolicyRow,
  type CatalogRows,
  type CatalogTypeRow,
} from './catalog';
export type { DdlFile } from './ddl';
export type { DiagramLayout, EdgePath, Positions, TableBox, TableGroup } from './layout';
export { meta } from './meta';
export type {
  Column,
  Constraint,
  DbSchema,
  Domain,
  EnumType,
  Index,
  Policy,
  Relationship,
  Table,
  TableKind,
} from './model';
export { MAX_PNG_PIXELS } from './png';
export {
  type CatalogQuery,
  runSchemaRead,
  type SchemaRead,
  type SchemaReadInput,
  type SchemaReadPorts,
  type SchemaSource,
} from './run-read';
export {
  runSchema,
  runSchemaDiagram,
  runSchemaExport,
  SCHEMA_FORMATS,
  type SchemaDiagram,
  type SchemaDiagramInput,
  type SchemaExportInput,
  type SchemaFormat,
  type SchemaInput,
  type SchemaPorts,
  type SchemaResult,
  type SchemaTextFormat,
} from './run-schema';
export type { ListedTable, SchemaView, SchemaViewInput, TableDetail } from './run-view';

export type { DiagramTheme } from './svg';
export { SCHEMA_TOASTS } from './toasts';
