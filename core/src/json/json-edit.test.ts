import { describe, expect, it } from 'vitest';
import { replaceJsonStrings } from './json-edit';

describe('replaceJsonStrings', () => {
  it('changes only the values: tabs, key order, inline arrays, CRLF and the missing final newline stay', () => {
    const text =
      '{\r\n\t"name": "a",\r\n\t"version": "1.0.0",\r\n\t"files": ["x", "y"],\r\n\t"dependencies": { "@s/b": "^1.0.0" }\r\n}';
    expect(
      replaceJsonStrings(text, [
        { path: ['version'], value: '2.0.0' },
        { path: ['dependencies', '@s/b'], value: '^2.0.0' },
      ]),
    ).toBe(text.replace('"1.0.0"', '"2.0.0"').replace('"^1.0.0"', '"^2.0.0"'));
  });

  it('a nested "version" key is not the top-level one', () => {
    const text = '{\n  "engines": { "version": "1" },\n  "version": "1.0.0"\n}\n';
    expect(replaceJsonStrings(text, [{ path: ['version'], value: '1.0.1' }])).toBe(
      '{\n  "engines": { "version": "1" },\n  "version": "1.0.1"\n}\n',
    );
  });

  it('refuses a path that is not a string', () => {
    expect(() =>
      replaceJsonStrings('{"version": 1}', [{ path: ['version'], value: '2' }], 'a/package.json'),
    ).toThrow('a/package.json has no string at version to change.');
  });
});
