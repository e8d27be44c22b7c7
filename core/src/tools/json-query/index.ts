export {
  JqAfterOutputsError,
  JSON_QUERY_LIMITS,
  JSON_QUERY_MESSAGES,
  type JsonQueryInput,
  type JsonQueryLanguage,
  type JsonQueryLiveResult,
  type JsonQueryResult,
  type JsonQueryViewLine,
  runJq,
  runJsonPath,
  runJsonQueryLive,
  runJsonQueryText,
} from './json-query';
export { meta } from './meta';
