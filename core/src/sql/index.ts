export { checkSqlExpression } from './expression';
export {
  checkIdentifier,
  parseQualifiedName,
  type QualifiedName,
  quoteIdent,
  quoteLiteral,
  quoteQualified,
  sqlComment,
  truncateIdentifier,
} from './quote';
