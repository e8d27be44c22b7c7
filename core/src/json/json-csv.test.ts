import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { jsonToCsv } from './json-csv';

const parseBack = (csv: string, delimiter = ',') =>
  Papa.parse<string[]>(csv, { delimiter, newline: '\r\n' }).data;

describe('jsonToCsv', () => {
  it('unions headers in first-seen order, flattens objects to dot paths and arrays to indexed paths', () => {
    const json = JSON.stringify([
      { id: 1, name: 'Ada', address: { city: 'London', geo: { lat: 51.5 } }, tags: [] },
      { id: 2, tags: ['x', 'y, z'], name: 'Bob', extra: null, orders: [{ sku: 'A1', qty: 2 }], meta: {} },
    ]);
    const [header, ...rows] = parseBack(jsonToCsv(json));
    expect(header).toEqual([
      'id',
      'name',
      'address.city',
      'address.geo.lat',
      'tags',
      'tags.0',
      'tags.1',
      'extra',
      'orders.0.sku',
      'orders.0.qty',
      'meta',
    ]);
    expect(rows).toEqual([
      ['1', 'Ada', 'London', '51.5', '', '', '', '', '', '', ''],
      ['2', 'Bob', '', '', '', 'x', 'y, z', '', 'A1', '2', ''],
    ]);
  });
  it('quotes delimiters, quotes and line breaks (RFC 4180)', () => {
    const csv = jsonToCsv(JSON.stringify([{ a: 'x,y', b: 'say "hi"', c: 'two\nlines' }]));
    expect(csv).toBe('a,b,c\r\n"x,y","say ""hi""","two\nlines"');
  });
  it.each([
    ['semicolon', ';'],
    ['tab', '\t'],
  ] as const)('uses the %s delimiter', (name, char) => {
    expect(jsonToCsv('[{"a":1,"b":"c;d\\te"}]', name)).toBe(`a${char}b\r\n1${char}"c;d\te"`);
  });
  it.each(['[]', '{"a":1}', '[1,2]', '[{"a":1},null]', '"text"', '[[1]]'])(
    'refuses %s with the spec’s message',
    (json) => expect(() => jsonToCsv(json)).toThrow('Failed to convert JSON to CSV'),
  );
  it('refuses invalid JSON with "Invalid JSON string"', () => {
    expect(() => jsonToCsv('[{')).toThrow('Invalid JSON string');
  });

  it('parses back to the input (fast-check)', () => {
    const key = fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !k.includes('.'));
    const row = fc.dictionary(key, fc.string({ maxLength: 20 }), { minKeys: 1, maxKeys: 5 });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('comma', 'semicolon', 'tab'),
        (rows, d) => {
          const delimiter = { comma: ',', semicolon: ';', tab: '\t' }[d];
          const [header = [], ...body] = parseBack(jsonToCsv(JSON.stringify(rows), d), delimiter);
          const expectedHeader = [...new Set(rows.flatMap((r) => Object.keys(r)))];
          expect(header).toEqual(expectedHeader);
          expect(body).toEqual(rows.map((r) => expectedHeader.map((k) => (Object.hasOwn(r, k) ? r[k] : ''))));
        },
      ),
      { numRuns: 200 },
    );
  });
});
