import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJson, minifyJson, parseJson, validateJson } from './json-text';

describe('formatJson', () => {
  const text = '{"b":1,"a":{"d":[3,{"z":1,"y":2}],"c":null}}';
  it('indents 2 by default', () => {
    expect(formatJson(text)).toBe(JSON.stringify(JSON.parse(text), null, 2));
  });
  it.each([
    ['4', '    "b"'],
    ['tab', '\t"b"'],
  ] as const)('indents with %s', (indent, line) => {
    expect(formatJson(text, { indent, sortKeys: false }).split('\n')[1]).toBe(`${line}: 1,`);
  });
  it('sorts keys at every depth, arrays untouched', () => {
    expect(minifyJson(formatJson(text, { indent: '2', sortKeys: true }))).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });
  it('minifies', () => expect(minifyJson('{ "a" : [ 1 , 2 ] }')).toBe('{"a":[1,2]}'));
  // jq writes DEL as \u007f (jv_print.c escapes 0x7f with the C0 controls); JSON.stringify writes it raw.
  it('writes DEL as \\u007f, as jq does, in keys, values and kept-number documents', () => {
    const del = '{"k\x7f":"a\x7fb\\u007f","n":1e400}';
    expect(minifyJson(del)).toBe('{"k\\u007f":"a\\u007fb\\u007f","n":1e400}');
    expect(formatJson('["\x7f"]')).toBe('[\n  "\\u007f"\n]');
  });
  // A JavaScript object moves integer-like keys first: the page's Format and Minify did, jq does not.
  it('keeps integer-like keys where the text has them, and sorts them by code point', () => {
    const ids = '{"b":1,"2":{"10":1,"9":[{"1":0}]},"1":3,"__proto__":4,"2":{"x":1e400}}';
    expect(minifyJson(ids)).toBe('{"b":1,"2":{"x":1e400},"1":3,"__proto__":4}');
    expect(
      minifyJson(
        formatJson('{"b":1,"2":{"10":1,"9":[{"1":0,"0":1}]},"1":3}', { indent: '2', sortKeys: true }),
      ),
    ).toBe('{"1":3,"2":{"10":1,"9":[{"0":1,"1":0}]},"b":1}');
  });
});

describe('--sort-keys against jq -S', () => {
  it('sorts by code point, an astral key after U+FF01, as jq -S does (shrunk)', () => {
    expect(minifyJson(formatJson('{"\\ud83d\\ude00":1,"\\uff01":2}', { indent: '2', sortKeys: true }))).toBe(
      '{"！":2,"😀":1}',
    );
  });

  it('writes generated documents as jq -S -c does, in one jq run', () => {
    const key = fc
      .array(
        fc.constantFrom('a', 'B', '1', '10', 'é', '\uff01', '\ue000', '😀', '\u{10ffff}', ' ', '\u007f'),
        {
          maxLength: 3,
        },
      )
      .map((all) => all.join(''));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer({ min: -1000, max: 1000 }),
        fc.constantFrom(null, true, false),
        key,
        fc.array(tie('value')),
        fc.dictionary(key, tie('value'), { maxKeys: 6 }),
      ),
    }));
    const texts = fc.sample(value, { numRuns: 300, seed: 98 }).map((each) => JSON.stringify(each));
    const theirs = execFileSync('jq', ['-S', '-c', '.'], { input: texts.join('\n'), encoding: 'utf8' }).split(
      '\n',
    );
    const ours = texts.map((text) => minifyJson(formatJson(text, { indent: '2', sortKeys: true })));
    expect(ours).toEqual(theirs.slice(0, texts.length));
  });
});

describe('validateJson locates errors', () => {
  it.each([
    ['{"a": 1,}', 1, 9, 'Expected a property name in double quotes'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'Expected a comma'],
    ['[1, 2', 1, 6, 'Expected ]'],
    ["{'a': 1}", 1, 2, 'Unexpected character'],
    ['{"a": tru}', 1, 7, 'Unexpected character'],
    ['', 1, 1, 'The input is empty'],
    ['{"a": 1} 2', 1, 10, 'Unexpected content after the JSON value'],
    ['{"a": "\n"}', 1, 7, 'Unterminated string'],
  ])('%j -> line %d, column %d (%s)', (text, line, column, reason) => {
    expect(validateJson(text)).toMatchObject({ valid: false, line, column, reason });
  });
  it('accepts valid JSON', () => expect(validateJson('[1]')).toEqual({ valid: true, value: [1] }));
  it('throws the spec’s message with the place', () => {
    expect(() => parseJson('{"a" 1}')).toThrow('Invalid JSON string: Expected a colon at line 1, column 6.');
  });
});
