export { applySqlFiles, type ExecStatement, MigrationError, type SqlFile } from './apply';
export { type RunQuery, readSchemaCatalog, SCHEMA_CATALOG_QUERIES } from './catalog';
export {
  diffSchemas,
  isManagedSchema,
  type ObjectKind,
  type PossibleRename,
  type SchemaChange,
  type SchemaDiff,
} from './diff';
export { migrationSql } from './migration';
export * from './model';
export { diffReport, formatDiffMarkdown, formatDiffText, type SchemaDiffReport } from './report';
export { extensionsNamed, SUPABASE_ENVIRONMENT_SQL, SUPABASE_MANAGED_SCHEMAS } from './supabase-environment';
