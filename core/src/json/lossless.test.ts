import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonToCsv } from './json-csv';
import { JsonNumber } from './json-number';
import { formatJson, minifyJson, parseJson, sortedKeys } from './json-text';
import { inertJson, stringifyJson } from './lossless';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

/** The number tokens of a JSON text in order, found by a tokenizer of its own (strings skipped whole). */
const numberTokens = (text: string) =>
  [...text.matchAll(/"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*/g)].map(([token]) => token).filter((t) => t[0] !== '"');

const EDGES = [
  '12345678901234567890',
  '-9007199254740993',
  '1.0000000000000000001',
  '1e400',
  '-1e400',
  '1e-400',
  '123456789.123456789',
  '-0',
  '-0.0',
  '-0e5',
];

describe('numbers kept as written', () => {
  it.each(EDGES)('%s survives format and minify', (token) => {
    const text = `{"a": [${token}, 1, 0.1, 2.5e-7, 9007199254740991], "b": ${token}}`;
    expect(minifyJson(text)).toBe(`{"a":[${token},1,0.1,2.5e-7,9007199254740991],"b":${token}}`);
    expect(numberTokens(formatJson(text))).toEqual([token, '1', '0.1', '2.5e-7', '9007199254740991', token]);
  });

  it('keeps a plain number where a double holds the value, a JsonNumber where it does not', () => {
    expect(parseJson('[9007199254740992, 0.1, 1e308, 12345678901234567890]')).toEqual([
      9007199254740992,
      0.1,
      1e308,
      new JsonNumber('12345678901234567890'),
    ]);
    expect(new JsonNumber('1.0000000000000000001').isInteger).toBe(false);
    expect(new JsonNumber('12345678901234567890').isInteger).toBe(true);
    expect(new JsonNumber('1.5e400').isInteger).toBe(true);
    expect(new JsonNumber('1e400').canonical).toBe(new JsonNumber('10.0E399').canonical);
  });

  it('writes everything else exactly as JSON.stringify does', () => {
    const value = {
      s: 'a"\\\u2028\n\ud800',
      n: [1, -2.5, 1e21, Number.NaN, null, true, undefined, () => 1],
      d: new Date(0),
      u: undefined,
      e: {},
      l: [],
      ['__proto__']: 1,
    };
    // A kept number sends the value through the writer of its own; a plain 7 is what JSON.stringify writes for it.
    for (const indent of [0, 2, '\t', 12])
      expect(stringifyJson({ ...value, k: new JsonNumber('7') }, indent)).toBe(
        JSON.stringify({ ...value, k: 7 }, null, indent),
      );
  });

  it('reads "__proto__" as an own key and deep nesting without overflowing', () => {
    const read = parseJson('{"__proto__": {"x": 12345678901234567890}}') as Record<string, unknown>;
    expect(Object.keys(read)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    const deep = (depth: number) => `${'['.repeat(depth)}12345678901234567890${']'.repeat(depth)}`;
    expect(minifyJson(deep(1000))).toBe(deep(1000));
    let inner = parseJson(deep(100_000));
    while (Array.isArray(inner)) inner = inner[0];
    expect(inner).toEqual(new JsonNumber('12345678901234567890'));
  });

  it("formats a 10 MB array of 170,000 rows (the web page's large-document case) without overflowing", () => {
    const rows = Array.from({ length: 170_000 }, (_, id) => ({ id, name: `user ${id}`, tags: ['a', 'b'] }));
    const text = JSON.stringify(rows);
    expect(formatJson(text, { indent: '2', sortKeys: false })).toBe(JSON.stringify(rows, null, 2));
    expect(minifyJson(`[${text}, 12345678901234567890]`)).toBe(`[${text},12345678901234567890]`);
  }, 60_000);

  it('a real tweet: every number as Twitter sent it, in format, minify and with sorted keys', () => {
    const text = fixture('status.json');
    expect(text).toContain('"id":540897316908331009');
    for (const output of [
      minifyJson(text),
      formatJson(text),
      formatJson(text, { indent: '4', sortKeys: true }),
    ])
      expect(numberTokens(output).sort()).toEqual(numberTokens(text).sort());
    expect(minifyJson(text)).toContain('"id":540897316908331009');
    expect(jsonToCsv(`[${text}]`).split('\r\n')[1]).toContain(',540897316908331009,');
    // Without the lossless reader JSON.parse rounds the id.
    expect(JSON.stringify(JSON.parse(text))).toContain('"id":540897316908331000');
    expect(sortedKeys(parseJson(text))).toMatchObject({ id: new JsonNumber('540897316908331009') });
  });

  it('a timeline of 20 tweets: the same strings and numbers back', () => {
    const text = fixture('statuses.json');
    const output = minifyJson(text);
    expect(numberTokens(output)).toEqual(numberTokens(text));
    expect(JSON.parse(output)).toEqual(JSON.parse(text));
  });
});

describe('inertJson: controls JSON allows raw become \\u escapes, the data unchanged', () => {
  const controls = [
    '\x7f',
    '\x80',
    '\x9b',
    '\x9f',
    '\u061c',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202e',
    '\u2066',
    '\u2069',
  ];
  it.each(controls)('%j', (control) => {
    const value = { [`k${control}`]: [`a${control}b`, 'é ü 日本'] };
    const text = inertJson(JSON.stringify(value, null, 2));
    expect(JSON.parse(text)).toEqual(value);
    expect(text).not.toContain(control);
    expect(text).toContain(`\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`);
  });

  it('leaves text without them byte for byte', () => {
    const text = JSON.stringify({ a: 'plain, ünïcödé, \u2028 and emoji 🚀', n: 1 });
    expect(inertJson(text)).toBe(text);
  });
});
