import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUrlAuthority, hasUrlScheme } from './url-scheme';

describe('hasUrlScheme and hasUrlAuthority', () => {
  it.each([
    ['https://example.com', true, true],
    ['HTTP://EXAMPLE.COM', true, true],
    ['mailto:a@b.c', true, false],
    ['git+ssh://host/repo', true, true],
    ['C:\\file', true, false],
    ['a:b://c', true, false],
    ['//cdn.example.com/x.js', false, false],
    ['/docs/a.md', false, false],
    ['1http://x', false, false],
    ['ſtp://x', false, false],
    ['', false, false],
  ])('%j: scheme %s, authority %s', (text, scheme, authority) => {
    expect(hasUrlScheme(text)).toBe(scheme);
    expect(hasUrlAuthority(text)).toBe(authority);
  });

  it('answers as the case-insensitive patterns it replaced', () => {
    const pieces = ['a', 'Z', 'k', '\u212a', 'ſ', '1', '+', '.', '-', ':', '/', '//', '@', 'é', ' '];
    const text = fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (sample) => {
        expect(hasUrlScheme(sample)).toBe(/^[a-z][a-z0-9+.-]*:/i.test(sample));
        expect(hasUrlAuthority(sample)).toBe(/^[a-z][a-z0-9+.-]*:\/\//i.test(sample));
      }),
      { numRuns: 4000 },
    );
  });
});
