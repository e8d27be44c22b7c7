export {
  CSV_DELIMITERS,
  CSV_FAILED,
  type CsvDelimiter,
  type CsvTable,
  jsonToCsv,
  jsonToTable,
} from './json-csv';
export { type JsonStringEdit, replaceJsonStrings } from './json-edit';
export { isSafeNumberText, JsonNumber } from './json-number';
export {
  FORMAT_DEFAULTS,
  type FormatOptions,
  formatJson,
  JSON_INDENTS,
  JSON_INVALID,
  type JsonErrorLocation,
  type JsonIndent,
  type JsonValidation,
  jsonErrorMessage,
  locateOffset,
  minifyJson,
  parseJson,
  sortedKeys,
  validateJson,
} from './json-text';
export { stringifyJson } from './lossless';
export { parseNpmJson } from './npm-json';
