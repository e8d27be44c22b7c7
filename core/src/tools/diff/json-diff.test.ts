import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { applyPatch as applyJsonPatch, deepClone, validate } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { JsonNumber } from '../../json';
import { escapedErrors } from '../../testing/json-test-suite';
import { jsonChanges, jsonEqual, pointerToken, runJsonDiff, toPatch } from './json-diff';

/** The peer: fast-json-patch, an independent RFC 6902 implementation, applies our patch to A and must give B. */
function peerApply(a: unknown, patch: ReturnType<typeof toPatch>): unknown {
  const operations = deepClone(patch);
  expect(validate(operations, deepClone(a))).toBeUndefined();
  return applyJsonPatch(deepClone(a), operations, true, false).newDocument;
}

const cases: { name: string; a: unknown; b: unknown; patch?: unknown[] }[] = [
  { name: 'same document', a: { a: 1, b: [1, 2] }, b: { a: 1, b: [1, 2] }, patch: [] },
  { name: 'key order only', a: { a: 1, b: { c: 2, d: 3 } }, b: { b: { d: 3, c: 2 }, a: 1 }, patch: [] },
  {
    name: 'a value changed, a key added, a key removed',
    a: { name: 'ada', age: 36, city: 'London' },
    b: { age: 37, name: 'ada', lang: 'en' },
    patch: [
      { op: 'remove', path: '/city' },
      { op: 'replace', path: '/age', value: 37 },
      { op: 'add', path: '/lang', value: 'en' },
    ],
  },
  {
    name: 'nested objects',
    a: { db: { pool: { min: 1, max: 10 }, host: 'x' } },
    b: { db: { pool: { min: 2, max: 10 }, host: 'x' } },
    patch: [{ op: 'replace', path: '/db/pool/min', value: 2 }],
  },
  {
    name: 'nulls: to null, from null, null kept',
    a: { a: null, b: 1, c: null },
    b: { a: 0, b: null, c: null },
    patch: [
      { op: 'replace', path: '/a', value: 0 },
      { op: 'replace', path: '/b', value: null },
    ],
  },
  {
    name: 'array: an item inserted in the middle',
    a: [1, 2, 3],
    b: [1, 9, 2, 3],
    patch: [{ op: 'add', path: '/1', value: 9 }],
  },
  {
    name: 'array: items removed from the start and the end',
    a: ['a', 'b', 'c', 'd'],
    b: ['b', 'c'],
    patch: [
      { op: 'remove', path: '/0' },
      { op: 'remove', path: '/2' },
    ],
  },
  {
    name: 'array of objects: one object changed in place',
    a: [
      { id: 1, tags: ['x'] },
      { id: 2, tags: [] },
    ],
    b: [
      { id: 1, tags: ['x'] },
      { id: 2, tags: ['new'] },
    ],
    patch: [{ op: 'add', path: '/1/tags/0', value: 'new' }],
  },
  {
    name: 'array: appended at the end',
    a: { list: [1] },
    b: { list: [1, 2, 3] },
    patch: [
      { op: 'add', path: '/list/1', value: 2 },
      { op: 'add', path: '/list/2', value: 3 },
    ],
  },
  {
    name: 'keys with / and ~ (RFC 6901 escapes)',
    a: { 'a/b': 1, 'm~n': 2, '': 3 },
    b: { 'a/b': 2, 'm~n': 3, '': 4 },
    patch: [
      { op: 'replace', path: '/a~1b', value: 2 },
      { op: 'replace', path: '/m~0n', value: 3 },
      { op: 'replace', path: '/', value: 4 },
    ],
  },
  {
    name: 'a type change: object to array',
    a: { v: { 0: 'a' } },
    b: { v: ['a'] },
    patch: [{ op: 'replace', path: '/v', value: ['a'] }],
  },
  {
    name: 'the whole document replaced',
    a: [1],
    b: 'text',
    patch: [{ op: 'replace', path: '', value: 'text' }],
  },
  { name: 'numbers written differently are equal', a: { n: 1 }, b: { n: 1.0 }, patch: [] },
  {
    name: 'array of arrays with nulls',
    a: [[null, 1], [2], null],
    b: [[1, null], null, [2]],
  },
];

describe('JSON diff', () => {
  it.each(cases)('$name: the patch, and fast-json-patch applies it to give B', ({ a, b, patch }) => {
    const ours = toPatch(jsonChanges(a, b));
    if (patch) expect(ours).toEqual(patch);
    expect(peerApply(a, ours)).toEqual(b);
  });

  it('any two JSON values: fast-json-patch applies our patch and gets B back', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(null, true, false, 0, 1, 'a', 'b'),
        fc.array(tie('value'), { maxLength: 5 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'x/y', '~'), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, json, (a, b) => {
        const patch = toPatch(jsonChanges(a, b));
        expect(peerApply(a, patch)).toEqual(b);
        expect(patch.length === 0).toBe(jsonEqual(a, b));
      }),
      { numRuns: 500 },
    );
  });

  it('big arrays whose items all differ still give a patch that applies', () => {
    const a = Array.from({ length: 3_000 }, (_, i) => ({ id: i, v: `a${i}` }));
    const b = Array.from({ length: 3_000 }, (_, i) => ({ id: 3_000 - i, v: `b${i}` }));
    expect(peerApply(a, toPatch(jsonChanges(a, b)))).toEqual(b);
  });

  it('reads two texts: the changes in words, the patch, and a text diff with sorted keys', () => {
    const result = runJsonDiff({ a: '{"b": 1, "a": [1, 2]}', b: '{"a": [1, 3], "b": 1}' });
    expect(result.identical).toBe(false);
    expect(result.changes).toEqual([{ kind: 'changed', path: '/a/1', before: 2, after: 3 }]);
    expect(result.patch).toEqual([{ op: 'replace', path: '/a/1', value: 3 }]);
    expect(result.text.unified).toBe(
      '--- a\n+++ b\n@@ -1,7 +1,7 @@\n {\n   "a": [\n     1,\n-    2\n+    3\n   ],\n   "b": 1\n }\n',
    );
    expect(runJsonDiff({ a: '{"x":1,"y":2}', b: '{"y":2,"x":1}' }).text.identical).toBe(true);
  });

  it('names the side and the place of invalid JSON, and the input at fault as its field', () => {
    expect(() => runJsonDiff({ a: '{}', b: '{\n  "a": 1,\n}', bName: 'new.json' })).toThrow(
      new ToolInputError(
        'new.json: Invalid JSON string: Expected a property name in double quotes at line 3, column 1.',
        'Invalid JSON',
        'b',
      ),
    );
    expect(() => runJsonDiff({ a: '[1,]', b: '{}' })).toThrow(
      new ToolInputError(
        'a: Invalid JSON string: Expected a value at line 1, column 4.',
        'Invalid JSON',
        'a',
      ),
    );
  });

  it.each([
    ['a/b', 'a~1b'],
    ['m~n', 'm~0n'],
    ['~1', '~01'],
  ])('pointer token %j -> %j', (key, token) => {
    expect(pointerToken(key)).toBe(token);
  });

  it('two tweets that differ only in an id past 2^53 differ; the same value written two ways does not', () => {
    // Twitter's ids (core/src/json/fixtures/SOURCES.md): JSON.parse reads 540897316908331009 and ...008 as one number.
    const tweet = readFileSync(join(import.meta.dirname, '../../json/fixtures/status.json'), 'utf8');
    const other = tweet.replace('"id":540897316908331009', '"id":540897316908331008');
    expect(JSON.parse(other)).toEqual(JSON.parse(tweet));
    const result = runJsonDiff({ a: tweet, b: other });
    expect(result.identical).toBe(false);
    expect(result.patch).toEqual([
      { op: 'replace', path: '/id', value: new JsonNumber('540897316908331008') },
    ]);
    expect(result.text.unified).toContain('-  "id": 540897316908331009,\n+  "id": 540897316908331008,');
    expect(
      runJsonDiff({ a: '[1e400, 1.0000000000000000001]', b: '[10E399, 1.00000000000000000010]' }).identical,
    ).toBe(true);
    expect(runJsonDiff({ a: '[1e400]', b: '[1e401]' }).identical).toBe(false);
    expect(runJsonDiff({ a: '[-0, 0.0]', b: '[0, -0.0]' }).identical).toBe(true);
    expect(
      runJsonDiff({ a: '{"n": 12345678901234567890}', b: '{"n": "12345678901234567890"}' }).identical,
    ).toBe(false);
  });
});

describe('runJsonDiff on JSONTestSuite (json/fixtures/SOURCES.md)', () => {
  it('lets nothing but a ToolInputError out, whichever side the document is on', async () => {
    expect(await escapedErrors((text) => runJsonDiff({ a: text, b: '{"x": 1}' }))).toEqual([]);
    expect(await escapedErrors((text) => runJsonDiff({ a: '[1]', b: text }))).toEqual([]);
  });
});
