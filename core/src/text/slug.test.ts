import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileSlug, slugify } from './slug';

describe('slugify (the spec’s rule)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Trim me  ', 'trim-me'],
    ['Hello, World!', 'hello-world'],
    ['snake_case_name', 'snake-case-name'],
    ['a -- b __ c', 'a-b-c'],
    ['--edge--', 'edge'],
    ['Version 2.0 Release', 'version-20-release'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => expect(slugify(input)).toBe(expected));

  // Issue 28: accented Latin letters are transliterated, not dropped ("Héllo" was "hllo").
  it.each([
    ['Héllo Wörld', 'hello-world'],
    ['Crème brûlée', 'creme-brulee'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Straße', 'strasse'],
    ['GROẞE Œuvre', 'grosse-oeuvre'],
    ['Łódź, Żółć', 'lodz-zolc'],
    ['Işık İstanbul', 'isik-istanbul'],
    ['Tiếng Việt: Đà Nẵng', 'tieng-viet-da-nang'],
    ['Þórður Ðóra', 'thordur-dora'],
    ['ﬁnal x² Ｗｉｄｅ', 'final-x2-wide'],
  ])('transliterates %j -> %j', (input, expected) => expect(slugify(input)).toBe(expected));

  it('strips letters of other scripts, as the rule strips every non-word character', () => {
    expect(slugify('日本語 guide')).toBe('guide');
    expect(slugify('Привет мир')).toBe('');
    expect(slugify('Ελληνικά 2')).toBe('2');
  });

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

describe('fileSlug (file and folder names)', () => {
  it.each([
    ['Project Handbook', 'project-handbook'],
    ['Crème brûlée: v2.0', 'creme-brulee-v2-0'],
    ['Ærøskøbing Straße', 'aeroskobing-strasse'],
    ['  --a__b--  ', 'a-b'],
    ['日本語', 'document'],
    ['', 'document'],
  ])('%j -> %j', (input, expected) => expect(fileSlug(input, 'document')).toBe(expected));

  it('cuts to the length without leaving a hyphen at the end', () => {
    expect(fileSlug('abc def', 'x', 4)).toBe('abc');
  });

  it('is always a safe name: lowercase ASCII words joined by single hyphens, or the fallback', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.nat(70), (text, max) => {
        const slug = fileSlug(text, 'post', max + 1);
        expect(slug === 'post' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(Math.max(max + 1, 4));
      }),
    );
  });
});
