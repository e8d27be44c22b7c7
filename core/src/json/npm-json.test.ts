import { describe, expect, it } from 'vitest';
import { parseNpmJson } from './npm-json';

describe('parseNpmJson', () => {
  it('reads past a leading byte order mark, as npm reads package.json', () => {
    expect(parseNpmJson('\uFEFF{"name":"x","version":"1.2.0"}')).toEqual({ name: 'x', version: '1.2.0' });
    expect(() => JSON.parse('\uFEFF{"name":"x"}')).toThrow();
  });

  it('is JSON.parse otherwise: a mark anywhere else, or a broken text, is refused', () => {
    expect(parseNpmJson('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(() => parseNpmJson(' \uFEFF{}')).toThrow(SyntaxError);
    expect(() => parseNpmJson('\uFEFF\uFEFF{}')).toThrow(SyntaxError);
    expect(() => parseNpmJson('{"a":1,}')).toThrow(SyntaxError);
  });
});
