export { meta } from './meta';
export {
  INDENTS,
  KEYWORD_CASES,
  type KeywordCase,
  runSqlFormat,
  type SqlFormatInput,
  type SqlFormatResult,
  type SqlIndent,
} from './sql-format';
