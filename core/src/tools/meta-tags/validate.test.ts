import { describe, expect, it } from 'vitest';
import { META_MESSAGES } from './options';
import { characterCount, parseKeywords, seoFactors, validateMetaTags } from './validate';

const valid = { title: 'Ada', description: 'A page', keywords: '', image: '' };
const eleven = Array.from({ length: 11 }, (_, i) => `k${i}`).join(',');

describe('validateMetaTags (spec §5)', () => {
  it.each([
    ['a valid form', {}, []],
    ['an empty title', { title: '' }, [META_MESSAGES.title]],
    ['a blank title', { title: '   ' }, [META_MESSAGES.title]],
    ['a 60-character title', { title: 'x'.repeat(60) }, []],
    ['a 61-character title', { title: 'x'.repeat(61) }, [META_MESSAGES.title]],
    ['60 emoji', { title: '🚀'.repeat(60) }, []],
    ['an empty description', { description: '' }, [META_MESSAGES.description]],
    ['a 160-character description', { description: 'd'.repeat(160) }, []],
    ['a 161-character description', { description: 'd'.repeat(161) }, [META_MESSAGES.description]],
    ['10 keywords', { keywords: eleven.split(',').slice(1).join(', ') }, []],
    ['11 keywords', { keywords: eleven }, [META_MESSAGES.keywords]],
    ['11 items with empties', { keywords: `${eleven.split(',').slice(1).join(',')},,, ,` }, []],
    ['an https image', { image: 'https://example.com/a.png' }, []],
    ['an http image', { image: 'http://example.com/a.png' }, []],
    ['a relative image', { image: '/a.png' }, [META_MESSAGES.image]],
    ['a javascript: image', { image: 'javascript:alert(1)' }, [META_MESSAGES.image]],
    [
      'every rule broken',
      { title: '', description: '', keywords: eleven, image: 'a.png' },
      Object.values(META_MESSAGES),
    ],
  ])('%s', (_, change, expected) => {
    expect(validateMetaTags({ ...valid, ...change })).toEqual(expected);
  });

  it('has the spec texts verbatim', () => {
    expect(META_MESSAGES).toEqual({
      title: 'Title should be between 1-60 characters.',
      description: 'Description should be between 1-160 characters.',
      keywords: 'Keywords should not exceed 10 items.',
      image: 'Image URL should be absolute.',
    });
  });
});

describe('parseKeywords and characterCount', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(parseKeywords(' seo, meta ,, open graph ,')).toEqual(['seo', 'meta', 'open graph']);
  });
  it('counts an emoji family as one character', () => {
    expect(characterCount('👨‍👩‍👧 é')).toBe(3);
  });
});

describe('seoFactors', () => {
  it('ticks each factor within its limit and crosses it outside', () => {
    expect(seoFactors({ title: 'Ada', description: 'A page', keywords: 'a, b' })).toEqual([
      { label: 'Title length', detail: '3/60 characters', passed: true },
      { label: 'Description length', detail: '6/160 characters', passed: true },
      { label: 'Keywords count', detail: '2/10 keywords', passed: true },
    ]);
    expect(seoFactors({ title: 'x'.repeat(61), description: '', keywords: '' }).map((f) => f.passed)).toEqual(
      [false, false, false],
    );
  });
});
