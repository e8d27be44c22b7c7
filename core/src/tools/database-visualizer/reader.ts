/**
 * The light half of the tool: the schema read (DDL, the sample, a live database), the model's accessors the page
 * lists tables with, and the sample, without the layout engines and renderers (dagre, d3-force, SVG), so a page
 * can show tables at once and load the diagram when it draws it.
 */
export {
  type Column,
  type DbSchema,
  drawnTables,
  partitionsOf,
  type Table,
  tableId,
  tableRelationships,
} from './model';
export { runSchemaRead, type SchemaRead, type SchemaSource } from './run-read';
export { SAMPLE_DDL } from './sample';
export { SCHEMA_TOASTS } from './toasts';
