export { CSV_DELIMITERS, CSV_FAILED, type CsvDelimiter, jsonToCsv } from './json-csv';

export { isSafeNumberText, JsonNumber } from './json-number';
export {
  type FormatOptions,
  formatJson,
  JSON_INDENTS,
  JSON_INVALID,
  type JsonErrorLocation,
  type JsonIndent,
  jsonErrorMessage,
  locateOffset,
  minifyJson,
  parseJson,
  sortedKeys,
  validateJson,
} from './json-text';
export { stringifyJson } from './lossless';
