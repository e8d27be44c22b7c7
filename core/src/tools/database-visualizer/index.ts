export {
  CATALOG_QUERIES,
  type CatalogColumnRow,
  type CatalogIndexRow,
  type CatalogKeyRow,
  type CatalogPolicyRow,
  type CatalogRows,
  type CatalogTypeRow,
  readCatalogRows,
  schemaFromCatalog,
} from './catalog';
export { type DdlFile, parseDdl, parseDdlFiles } from './ddl';
export { toDbml, toJson, toMermaid } from './exports';
export {
  type DiagramLayout,
  type EdgePath,
  layoutSchema,
  type Positions,
  type TableBox,
  type TableGroup,
} from './layout';
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
export { MAX_PNG_PIXELS, renderSchemaPng } from './png';
export { SAMPLE_DDL, SAMPLE_SCHEMA } from './sample';
export { DARK_DIAGRAM, type DiagramTheme, LIGHT_DIAGRAM, renderSchemaSvg } from './svg';
export { SCHEMA_TOASTS } from './toasts';
export { toTypeScript, toZod } from './typescript';
