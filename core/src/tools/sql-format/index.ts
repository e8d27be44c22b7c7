export { meta } from './meta';
export {
  formatSql,
  INDENTS,
  KEYWORD_CASES,
  type KeywordCase,
  type SqlFormatInput,
  type SqlFormatResult,
  type SqlIndent,
} from './sql-format';
