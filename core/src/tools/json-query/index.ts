export {
  JSON_QUERY_LIMITS,
  JSON_QUERY_MESSAGES,
  type JsonQueryInput,
  type JsonQueryLanguage,
  type JsonQueryResult,
  runJq,
  runJsonPath,
  runJsonQuery,
  runJsonQueryText,
} from './json-query';
export { meta } from './meta';
