import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metaTags } from './meta-tags';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/**
 * Reads meta tags back as an HTML tokenizer does: a tag ends at the first `>` outside a quoted value, and
 * character references in values are decoded. Returns one record of attributes per tag; throws on anything else.
 */
function readMetaTags(html: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  let rest = html.trim();
  while (rest !== '') {
    const open = /^<meta\s+/.exec(rest);
    if (!open) throw new Error(`not a meta tag: ${rest.slice(0, 40)}`);
    rest = rest.slice(open[0].length);
    const attributes: Record<string, string> = {};
    for (;;) {
      const attr = /^([a-z:-]+)="([^"]*)"\s*/.exec(rest);
      if (!attr) break;
      const [, name = '', raw = ''] = attr;
      if (raw.includes('<')) throw new Error(`raw < in the value of ${name}`);
      attributes[name] = raw.replace(/&(\w+);/g, (whole, entity: string) => ENTITIES[entity] ?? whole);
      rest = rest.slice(attr[0].length);
    }
    if (!rest.startsWith('>')) throw new Error(`unterminated tag before: ${rest.slice(0, 40)}`);
    tags.push(attributes);
    rest = rest.slice(1).trimStart();
  }
  return tags;
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
