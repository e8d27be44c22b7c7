/**
 * The light half of the tool: the schema read (DDL, the sample, a live database) and the page's view of it
 * (tables listed, the selected one's detail, find and focus), without the layout engines and renderers (dagre,
 * d3-force, SVG), so a page can show tables at once and load the diagram when it draws it.
 */
export type {
  DbSchema,
  Table,
} from './model';
export { runSchemaRead, type SchemaRead, type SchemaSource } from './run-read';
export { runSchemaView, type TableDetail } from './run-view';
export { SAMPLE_DDL } from './sample';
export { SCHEMA_TOASTS } from './toasts';
