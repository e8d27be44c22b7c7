export { applyParsedFiles, isDatabaseUrl, type ParsedSqlFile, parseSqlFiles, type SqlFile } from './apply';
export { readSchemaCatalog } from './catalog';
export { diffSchemas } from './diff';
export { migrationSql } from './migration';
export type { SchemaModel } from './model';
export {
  type ColumnRename,
  migrationWithRenames,
  parseColumnRename,
  renameSql,
  withRenames,
} from './renames';
export { diffReport, formatDiffMarkdown, formatDiffText } from './report';
