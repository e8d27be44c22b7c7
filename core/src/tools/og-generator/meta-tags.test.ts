import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { metaTags } from './meta-tags';

/** The tags as a browser's HTML parser reads them inside <head>: only meta elements, with decoded attributes. */
function readMetaTags(html: string): Record<string, string>[] {
  return parseFragment(`<head>${html}</head>`).childNodes.flatMap((node) => {
    if (node.nodeName === '#text' && 'value' in node && node.value.trim() === '') return [];
    if (node.nodeName !== 'meta' || !('attrs' in node)) throw new Error(`not a meta tag: ${node.nodeName}`);
    return [Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value]))];
  });
}

const contentOf = (html: string, key: string) =>
  readMetaTags(html).find((tag) => tag.property === key || tag.name === key)?.content;

describe('metaTags', () => {
  it('writes the Open Graph and Twitter tags for the generated files', () => {
    const tags = readMetaTags(metaTags('Launch day', 'What we shipped'));
    expect(tags).toEqual([
      { property: 'og:title', content: 'Launch day' },
      { property: 'og:description', content: 'What we shipped' },
      { property: 'og:image', content: '/og-image-1200x630.png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: '/og-image-1200x600.png' },
    ]);
  });

  it.each([
    ['quotes, tags and ampersands', 'A "quoted" <title> & more'],
    ['something that looks like an entity', 'Tom &amp; Jerry &quot;'],
    ['an attempt to close the tag', '"><script>alert(1)</script>'],
    ['emoji and accents', 'Café 🚀 naïve'],
  ])('reads %s back unchanged', (_, text) => {
    const html = metaTags(text, text);
    expect(contentOf(html, 'og:title')).toBe(text);
    expect(contentOf(html, 'og:description')).toBe(text);
    expect(readMetaTags(html)).toHaveLength(7);
  });

  it('reads any title and description back unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.string({ maxLength: 80 }),
        (title, description) => {
          const html = metaTags(title, description);
          expect(contentOf(html, 'og:title')).toBe(title);
          expect(contentOf(html, 'og:description')).toBe(description);
        },
      ),
      { numRuns: 300 },
    );
  });
});
