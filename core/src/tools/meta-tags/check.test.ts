import { describe, expect, it } from 'vitest';
import { checkPage, MISSING_DESCRIPTION } from './check';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

describe('checkPage', () => {
  it('reports the form validations and every missing social tag for a bare page', () => {
    expect(checkPage(page('<title></title>'))).toEqual({
      title: '',
      description: '',
      errors: [
        'Title is empty; give it 1-60 characters.',
        'Missing <meta name="description"> (search results do not use og:description).',
        'Missing Open Graph tag: og:title',
        'Missing Open Graph tag: og:description',
        'Missing Open Graph tag: og:image',
        'Missing Open Graph tag: og:url',
        'Missing Open Graph tag: og:type',
        'Missing Twitter tag: twitter:card',
      ],
      warnings: ['No canonical link (<link rel="canonical">).', 'No JSON-LD structured data.'],
    });
  });

  it('reads keywords and a relative og:image', () => {
    const keywords = Array.from({ length: 12 }, (_, i) => `k${i}`).join(',');
    const result = checkPage(
      page(`<title>Docs</title><meta name="description" content="About"><meta name="keywords" content="${keywords}">
      <meta property="og:image" content="/og.png">`),
    );
    expect(result.errors.slice(0, 2)).toEqual([
      'Keywords should not exceed 10 items.',
      'Image URL should be absolute.',
    ]);
  });

  it('falls back to og:title and og:description, but still asks for <meta name="description">', () => {
    const result = checkPage(
      page('<meta property="og:title" content="T"><meta property="og:description" content="D">'),
    );
    expect(result).toMatchObject({ title: 'T', description: 'D' });
    expect(result.errors[0]).toBe(MISSING_DESCRIPTION);
    expect(result.errors.some((error) => error.startsWith('Title'))).toBe(false);
  });

  it('says the length it found in length errors (characters as a reader counts them)', () => {
    const result = checkPage(
      page(`<title>${'t'.repeat(70)}👩‍💻👩‍💻</title><meta name="description" content="${'d'.repeat(161)}">
      <meta property="og:description" content="short">`),
    );
    expect(result.errors.slice(0, 2)).toEqual([
      'Title is 72 characters; keep it to 60 or fewer.',
      'Description is 161 characters; keep it to 160 or fewer.',
    ]);
    expect(checkPage(page('<title>T</title><meta name="description" content="  ">')).errors[0]).toBe(
      'Description is empty; give it 1-160 characters.',
    );
  });

  it('reads each JSON-LD script, in the head or the body, and fails one that is not JSON', () => {
    const complete =
      '<title>T</title><meta name="description" content="D"><meta property="og:title" content="T">' +
      '<meta property="og:description" content="D"><meta property="og:image" content="https://a.example/i.png">' +
      '<meta property="og:url" content="https://a.example/"><meta property="og:type" content="website">' +
      '<meta name="twitter:card" content="summary"><link rel="canonical" href="https://a.example/">';
    const ld = (body: string, type = 'application/ld+json') => `<script type="${type}">${body}</script>`;
    expect(checkPage(page(complete + ld('{"@type": "WebSite"}')))).toMatchObject({
      errors: [],
      warnings: [],
    });
    // In the body, as Google reads it too.
    const inBody = `<head>${complete}</head><body>${ld('{"@type": "Article"}')}</body>`;
    expect(checkPage(inBody)).toMatchObject({ errors: [], warnings: [] });
    // Google's Rich Results test calls this "Unparsable structured data": the page's CI should fail.
    const broken = checkPage(page(complete + ld('{"@type": "WebSite",}') + ld('{}', 'Application/LD+JSON')));
    expect(broken.errors).toHaveLength(1);
    expect(broken.errors[0]).toMatch(/^JSON-LD script 1 is not valid JSON: /);
    // Words about JSON-LD, a commented-out script or another type are not structured data.
    const none = checkPage(
      page(
        `${complete}<!-- ${ld('{}')} -->${ld('{}', 'text/javascript')}<meta name="x" content="application/ld+json">`,
      ),
    );
    expect(none.warnings).toEqual(['No JSON-LD structured data.']);
  });

  it('fails a twitter:card X does not know, and warns of a relative canonical link or og:url', () => {
    const result = checkPage(
      page(
        '<title>T</title><meta name="description" content="D"><meta property="og:title" content="T">' +
          '<meta property="og:description" content="D"><meta property="og:image" content="https://a.example/i.png">' +
          '<meta property="og:url" content="/docs/"><meta property="og:type" content="website">' +
          '<meta name="twitter:card" content="large"><link rel="canonical" href="docs.html">' +
          '<script type="application/ld+json">{}</script>',
      ),
    );
    expect(result.errors).toEqual([
      'twitter:card "large" is not a card type (summary, summary_large_image, app, player).',
    ]);
    expect(result.warnings).toEqual([
      'The canonical link "docs.html" is not an absolute http(s) URL.',
      'og:url "/docs/" is not an absolute http(s) URL.',
    ]);
  });

  it('ignores tags in comments and in the body', () => {
    const html = '<head><!-- <title>T</title> --></head><body><title>Body</title></body>';
    expect(checkPage(html).title).toBe('');
  });
});
