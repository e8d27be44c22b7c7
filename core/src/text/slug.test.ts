import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (the spec’s rule)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Trim me  ', 'trim-me'],
    ['Hello, World!', 'hello-world'],
    ['snake_case_name', 'snake-case-name'],
    ['a -- b __ c', 'a-b-c'],
    ['--edge--', 'edge'],
    ['Crème brûlée', 'crme-brle'],
    ['Version 2.0 Release', 'version-20-release'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => expect(slugify(input)).toBe(expected));

  it('always yields lowercase words joined by single hyphens, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
