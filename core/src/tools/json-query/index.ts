export { generateJsonQuery, JSON_QUERY_FILE, type JsonQueryInput } from './json-query';
export { meta } from './meta';
