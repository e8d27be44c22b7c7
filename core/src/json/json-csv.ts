import Papa from 'papaparse';
import { ToolInputError } from '../errors';
import { parseJson } from './json-text';

export const CSV_FAILED = 'Failed to convert JSON to CSV';

export const CSV_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type CsvDelimiter = keyof typeof CSV_DELIMITERS;

type Row = Record<string, string>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Flattens as json2csv's `flatten({ arrays: true })` and the `flat` package do: nested objects become dot paths
 * (`address.city`), array items indexed paths (`tags.0`, `items.1.name`); an empty object or array is one empty cell.
 */
function flatten(value: Record<string, unknown> | unknown[], prefix: string, row: Row): Row {
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if ((isPlainObject(item) || Array.isArray(item)) && Object.keys(item).length > 0)
      flatten(item, path, row);
    else if (isPlainObject(item) || Array.isArray(item)) row[path] = '';
    else row[path] = item === null || item === undefined ? '' : String(item);
  }
  return row;
}

interface CsvTable {
  /** The union of every row's keys, in first-seen order. */
  header: string[];
  rows: Row[];
}

/** A non-empty array of objects -> its table; anything else is the spec's "Failed to convert JSON to CSV". */
function jsonToTable(value: unknown): CsvTable {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isPlainObject)) {
    throw new ToolInputError(CSV_FAILED, 'Conversion Failed');
  }
  // Null-prototype rows: keys such as `__proto__` or `valueOf` are plain column names here.
  const rows = value.map((item) => flatten(item, '', Object.create(null) as Row));
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return { header, rows };
}

/** RFC 4180: CRLF line ends; a cell holding the delimiter, a quote or a line break is quoted, quotes doubled. */
export function jsonToCsv(text: string, delimiter: CsvDelimiter = 'comma'): string {
  const { header, rows } = jsonToTable(parseJson(text));
  return Papa.unparse(
    {
      fields: header,
      data: rows.map((row) => header.map((key) => (Object.hasOwn(row, key) ? row[key] : ''))),
    },
    { delimiter: CSV_DELIMITERS[delimiter], newline: '\r\n', quotes: false, header: true },
  );
}
