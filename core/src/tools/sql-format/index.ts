export { meta } from './meta';
export { runSqlFormat } from './sql-format';
