export { checkSqlExpression } from './expression';
export * from './quote';
