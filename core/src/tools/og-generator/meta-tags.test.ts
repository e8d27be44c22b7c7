import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { metaContent, readMetaTags } from '../../testing/meta-tags';
import { metaTags } from './meta-tags';
import { OG_SIZES, ogFileName } from './options';

const contentOf = metaContent;

const images = OG_SIZES.map((size) => ({ ...size, name: ogFileName(size), mime: 'image/png' }));
const tags = (title: string, description: string, imageBaseUrl = 'https://example.com/og') =>
  metaTags({ title, description, imageBaseUrl, images });

describe('metaTags', () => {
  it('points og:image at the 1200x630 file and twitter:image at the file made for X, as absolute URLs', () => {
    expect(readMetaTags(tags('Launch day', 'What we shipped'))).toEqual([
      { property: 'og:title', content: 'Launch day' },
      { property: 'og:description', content: 'What we shipped' },
      { property: 'og:image', content: 'https://example.com/og/og-image-1200x630.png' },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: 'Launch day' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Launch day' },
      { name: 'twitter:description', content: 'What we shipped' },
      { name: 'twitter:image', content: 'https://example.com/og/og-image-1200x630.png' },
      { name: 'twitter:image:alt', content: 'Launch day' },
    ]);
  });

  it('uses the files that were made: one JPEG of another size is og:image with its own size and type', () => {
    const html = metaTags({
      title: 'T',
      description: 'D',
      imageBaseUrl: 'http://localhost:8080/',
      images: [{ width: 1024, height: 512, name: 'og-image-1024x512.jpg', mime: 'image/jpeg' }],
    });
    expect(contentOf(html, 'og:image')).toBe('http://localhost:8080/og-image-1024x512.jpg');
    expect(contentOf(html, 'og:image:type')).toBe('image/jpeg');
    expect([contentOf(html, 'og:image:width'), contentOf(html, 'og:image:height')]).toEqual(['1024', '512']);
    expect(contentOf(html, 'twitter:image')).toBe('http://localhost:8080/og-image-1024x512.jpg');
  });

  it.each([
    ['', 'og:image must be an absolute URL'],
    ['/og/', 'is not an absolute URL'],
    ['javascript:alert(1)', 'not javascript:'],
  ])('never writes a relative or script og:image (base %j)', (base, message) => {
    expect(() => tags('T', 'D', base)).toThrow(ToolInputError);
    expect(() => tags('T', 'D', base)).toThrow(message);
  });

  it.each([
    ['quotes, tags and ampersands', 'A "quoted" <title> & more'],
    ['something that looks like an entity', 'Tom &amp; Jerry &quot;'],
    ['an attempt to close the tag', '"><script>alert(1)</script>'],
    ['emoji and accents', 'Café 🚀 naïve'],
  ])('reads %s back unchanged', (_, text) => {
    const html = tags(text, text);
    expect(contentOf(html, 'og:title')).toBe(text);
    expect(contentOf(html, 'og:description')).toBe(text);
    expect(contentOf(html, 'og:image:alt')).toBe(text);
    expect(readMetaTags(html)).toHaveLength(12);
  });

  // An empty og:title is read as the title, blank: without the tag, Facebook, LinkedIn and X take the page's
  // <title> (and <meta name="description">), which is what a card made with no title wants.
  it('leaves out a title or description that is empty or blank, not tags with content=""', () => {
    const html = tags('', '  ');
    expect(readMetaTags(html).map((tag) => tag.property ?? tag.name)).toEqual([
      'og:image',
      'og:image:type',
      'og:image:width',
      'og:image:height',
      'twitter:card',
      'twitter:image',
    ]);
    expect(contentOf(tags('', 'D'), 'og:image:alt')).toBe('D');
  });

  it('reads any title and description back unchanged', () => {
    const text = (arbitrary: fc.Arbitrary<string>) => arbitrary.filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(
        text(fc.string({ unit: 'grapheme', maxLength: 80 })),
        text(fc.string({ maxLength: 80 })),
        (title, description) => {
          const html = tags(title, description);
          expect(contentOf(html, 'og:title')).toBe(title);
          expect(contentOf(html, 'og:description')).toBe(description);
        },
      ),
      { numRuns: 300 },
    );
  });
});
