export { checkSqlExpression } from './expression';
export {
  checkIdentifier,
  identifierBytes,
  MAX_IDENTIFIER_BYTES,
  parseQualifiedName,
  type QualifiedName,
  quoteIdent,
  quoteLiteral,
  quoteQualified,
  sqlComment,
  truncateIdentifier,
} from './quote';
