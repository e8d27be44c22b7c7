/**
 * The light half of the tool: the DDL reader, the model and the sample, without the layout engines and
 * renderers (dagre, d3-force, SVG), so a page can show tables at once and load the diagram when it draws it.
 */
export { type DdlFile, parseDdl, parseDdlFiles } from './ddl';
export {
  type Column,
  type DbSchema,
  drawnTables,
  partitionsOf,
  type Relationship,
  relationships,
  type Table,
  tableId,
  tableRelationships,
} from './model';
export { SAMPLE_DDL, SAMPLE_SCHEMA } from './sample';
export { SCHEMA_TOASTS } from './toasts';
