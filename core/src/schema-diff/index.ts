export {
  applyParsedFiles,
  applySqlFiles,
  type ExecStatement,
  type ExtensionSkip,
  isDatabaseUrl,
  MigrationError,
  type ParsedSqlFile,
  parseSqlFiles,
  type SqlFile,
} from './apply';
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
export {
  type Column,
  type CompositeType,
  type Constraint,
  type ConstraintKind,
  type DbFunction,
  type DefaultPrivilegeObjects,
  type DefaultPrivileges,
  type Domain,
  type EnumType,
  type Extension,
  functionKey,
  type Grant,
  type Index,
  type Policy,
  qualified,
  type Relation,
  type RelationKind,
  type SchemaModel,
  type SchemaNamespace,
  type Sequence,
  type Trigger,
} from './model';
export {
  type ColumnRename,
  migrationWithRenames,
  parseColumnRename,
  renameSql,
  withRenames,
} from './renames';
export { diffReport, formatDiffMarkdown, formatDiffText, type SchemaDiffReport } from './report';
export { SUPABASE_MANAGED_SCHEMAS } from './supabase-environment';
