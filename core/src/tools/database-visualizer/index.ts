export {
  CATALOG_COLUMNS_SQL,
  CATALOG_KEYS_SQL,
  type CatalogColumnRow,
  type CatalogKeyRow,
  schemaFromCatalog,
} from './catalog';
export { parseDdl } from './ddl';
export { toDbml, toJson, toMermaid } from './exports';
export { type DiagramLayout, layoutSchema, type Positions, type TableBox } from './layout';
export { meta } from './meta';
export {
  type Column,
  type DbSchema,
  type Relationship,
  relationships,
  type Table,
  tableRelationships,
} from './model';
export { renderSchemaPng } from './png';
export { SAMPLE_SCHEMA } from './sample';
export { type DiagramTheme, LIGHT_DIAGRAM, renderSchemaSvg } from './svg';
export { SCHEMA_TOASTS } from './toasts';
