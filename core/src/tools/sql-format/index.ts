export { meta } from './meta';
export {
  type KeywordCase,
  runSqlFormat,
  type SqlFormatInput,
  type SqlFormatResult,
  type SqlIndent,
} from './sql-format';
