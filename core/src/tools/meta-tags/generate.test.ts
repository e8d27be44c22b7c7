import fc from 'fast-check';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { checkPage } from './check';
import { generateMetaTags, twitterHandle } from './generate';
import { META_DEFAULTS, type MetaTagInput } from './options';

type Node = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
};

/** The head as a browser builds it from the generated tags. */
function parsedHead(tags: string) {
  const html = `<!doctype html><html><head>${tags}</head><body><p>body</p></body></html>`;
  const doc = parse(html) as Node;
  const htmlNode = doc.childNodes?.find((n) => n.nodeName === 'html');
  const head = htmlNode?.childNodes?.find((n) => n.nodeName === 'head');
  const body = htmlNode?.childNodes?.find((n) => n.nodeName === 'body');
  const elements = (head?.childNodes ?? []).filter((n) => !n.nodeName.startsWith('#'));
  const attrs = (n: Node) => Object.fromEntries((n.attrs ?? []).map((a) => [a.name, a.value]));
  const text = (n: Node | undefined): string => n?.value ?? (n?.childNodes ?? []).map(text).join('');
  const content = (key: string) =>
    elements.map(attrs).find((a) => a.name === key || a.property === key)?.content;
  return { html, elements, body, attrs, text, content };
}

const FULL: MetaTagInput = {
  ...META_DEFAULTS,
  title: 'Ada Docs',
  description: 'Guides for Ada',
  keywords: 'docs, ada',
  author: 'Ada Lovelace',
  image: 'https://example.com/og.png',
  url: 'https://example.com/docs',
  type: 'article',
  siteName: 'Ada',
  twitterCard: 'summary',
  twitterSite: 'ada',
  structuredData: 'article',
};

describe('generateMetaTags', () => {
  it('writes primary, Open Graph, Twitter and JSON-LD tags a browser reads back', () => {
    const head = parsedHead(generateMetaTags(FULL));
    expect(head.elements.map((n) => n.nodeName)).toEqual([
      'title',
      ...Array(4).fill('meta'),
      'link',
      ...Array(8).fill('meta'),
      ...Array(5).fill('meta'),
      'script',
    ]);
    expect(head.text(head.elements[0])).toBe('Ada Docs');
    expect(head.content('keywords')).toBe('docs, ada');
    expect(head.content('og:type')).toBe('article');
    expect(head.content('og:url')).toBe('https://example.com/docs');
    expect(head.content('og:image:width')).toBe('1200');
    expect(head.content('og:image:height')).toBe('630');
    expect(head.content('og:site_name')).toBe('Ada');
    expect(head.content('twitter:card')).toBe('summary');
    expect(head.content('twitter:site')).toBe('@ada');
    expect(head.content('twitter:image')).toBe('https://example.com/og.png');
    const jsonLd = JSON.parse(head.text(head.elements.at(-1)));
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Ada Docs',
      description: 'Guides for Ada',
      image: 'https://example.com/og.png',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      publisher: { '@type': 'Organization', name: 'Ada' },
      mainEntityOfPage: 'https://example.com/docs',
      keywords: 'docs, ada',
    });
    expect(checkPage(head.html)).toMatchObject({ errors: [], warnings: [] });
  });

  it.each([
    [
      'website',
      { '@type': 'WebSite', name: 'Ada', description: 'Guides for Ada', url: 'https://example.com/docs' },
    ],
    [
      'organization',
      {
        '@type': 'Organization',
        name: 'Ada',
        description: 'Guides for Ada',
        url: 'https://example.com/docs',
        logo: 'https://example.com/og.png',
      },
    ],
  ] as const)('writes %s structured data', (structuredData, expected) => {
    const head = parsedHead(generateMetaTags({ ...FULL, structuredData }));
    expect(JSON.parse(head.text(head.elements.at(-1)))).toEqual({
      '@context': 'https://schema.org',
      ...expected,
    });
  });

  it('leaves out tags for empty optional fields', () => {
    const head = parsedHead(generateMetaTags({ ...META_DEFAULTS, title: 'T', description: 'D' }));
    expect(head.elements.map((n) => head.attrs(n).name ?? head.attrs(n).property ?? n.nodeName)).toEqual([
      'title',
      'title',
      'description',
      'og:type',
      'og:title',
      'og:description',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'script',
    ]);
  });

  it('refuses invalid input with the spec toast', () => {
    expect(() => generateMetaTags({ ...FULL, title: '' })).toThrow(
      new ToolInputError('Please fix the validation errors before generating tags.', 'Validation Errors'),
    );
  });

  const HOSTILE = [
    'A "quoted" <title> & more',
    '</title><script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '</script><script>alert(1)</script><!--',
    '--><svg onload=alert(1)>',
  ];

  it.each(HOSTILE)('keeps %j inside its attribute, title and JSON-LD', (text) => {
    const input = {
      ...FULL,
      title: text,
      description: text,
      author: text,
      siteName: text,
      url: `https://e.com/?q=${text}`,
    };
    const head = parsedHead(generateMetaTags(input));
    expect(head.elements).toHaveLength(20);
    expect(head.elements.filter((n) => n.nodeName === 'script')).toHaveLength(1);
    expect(head.text(head.body)).toBe('body');
    expect(head.text(head.elements[0])).toBe(text);
    expect(head.content('og:title')).toBe(text);
    expect(head.content('author')).toBe(text);
    expect(JSON.parse(head.text(head.elements.at(-1))).headline).toBe(text);
  });

  it('reads any valid title and description back unchanged', () => {
    const text = (max: number) =>
      fc.string({ minLength: 1, maxLength: max }).map((s) => s.replace(/[\0\r\s]/g, 'x'));
    fc.assert(
      fc.property(text(60), text(160), (title, description) => {
        const head = parsedHead(generateMetaTags({ ...FULL, title, description }));
        expect(head.text(head.elements[0])).toBe(title);
        expect(head.content('twitter:description')).toBe(description);
        expect(JSON.parse(head.text(head.elements.at(-1))).description).toBe(description);
      }),
      { numRuns: 200 },
    );
  });
});

describe('twitterHandle', () => {
  it.each([
    ['ada', '@ada'],
    ['@ada', '@ada'],
    ['  @@ada ', '@ada'],
    ['', ''],
  ])('%j -> %j', (site, handle) => {
    expect(twitterHandle(site)).toBe(handle);
  });
});
