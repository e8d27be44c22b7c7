import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { buildBlog } from './blog';
import { parseSiteUrl } from './blog-feed';

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['entry', 'url', 'category', 'link'].includes(name),
});

/** Parses strictly (the validator fails on any well-formedness error) and returns the tree. */
function readXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return xml.parse(text);
}

const POSTS = [
  {
    name: 'old.md',
    markdown:
      '---\ntitle: Old & "quoted" <post>\ndate: 2024-01-05\ntags: [rust, web]\ndescription: The first one\n---\n\nHello <b>bold</b> & [next](new.html) ![pic](images/a.png)\n\n```html\n<script>alert(1)</script>\n```\n',
  },
  {
    name: 'new.md',
    markdown: '---\ntitle: Newest\ndate: 2025-06-30\n---\n\nBody with ]]> and <!-- comment -->.\n',
  },
  { name: 'undated.md', markdown: '# Undated\n\nNo date here.\n' },
];

const clock = fixedClock('2026-11-23T20:00:00.123Z');

describe('parseSiteUrl', () => {
  it.each([
    ['https://me.dev', 'https://me.dev/'],
    ['https://me.dev/blog', 'https://me.dev/blog/'],
    [' http://localhost:8080/a/ ', 'http://localhost:8080/a/'],
  ])('%j -> %j', (text, url) => expect(parseSiteUrl(text)).toBe(url));

  it.each([
    'me.dev',
    '/blog',
    'ftp://me.dev/',
    'javascript:alert(1)',
    'https://me.dev/?a=1',
    'https://u:p@me.dev/',
  ])('refuses %j', (text) => expect(() => parseSiteUrl(text)).toThrow(ToolInputError));
});

describe('feed.xml and sitemap.xml', () => {
  const files = buildBlog(POSTS, 'modern', "Ada's <Notes>", {
    feed: { siteUrl: parseSiteUrl('https://ada.dev/blog'), clock },
  });
  const byName = new Map(files.map((file) => [file.name, String(file.data)]));

  it('writes an Atom feed: title, links, updated, entries newest first with absolute links and escaped HTML', () => {
    const { feed } = readXml(byName.get('feed.xml') ?? '');
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe("Ada's <Notes>");
    expect(feed.link.map((l: Record<string, string>) => [l['@rel'], l['@href']])).toEqual([
      ['alternate', 'https://ada.dev/blog/'],
      ['self', 'https://ada.dev/blog/feed.xml'],
    ]);
    // One undated post: the feed is as new as the clock.
    expect(feed.updated).toBe('2026-11-23T20:00:00Z');
    const entries = feed.entry as Record<string, unknown>[];
    expect(entries.map((e) => e.title)).toEqual(['Newest', 'Old & "quoted" <post>', 'Undated']);
    expect(entries.map((e) => (e.link as Record<string, string>[])[0]?.['@href'])).toEqual([
      'https://ada.dev/blog/newest.html',
      'https://ada.dev/blog/old-quoted-post.html',
      'https://ada.dev/blog/undated.html',
    ]);
    expect(entries.map((e) => e.updated)).toEqual([
      '2025-06-30T00:00:00Z',
      '2024-01-05T00:00:00Z',
      '2026-11-23T20:00:00Z',
    ]);
    const old = entries[1] as {
      content: { '#text': string; '@type': string };
      category: unknown[];
      summary: string;
    };
    expect(old.summary).toBe('The first one');
    expect(old.category).toEqual([{ '@term': 'rust' }, { '@term': 'web' }]);
    expect(old.content['@type']).toBe('html');
    // The content is the post's HTML as text: parsed again it is the sanitized article, script shown as code.
    const html = old.content['#text'];
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script/i);
    expect(() => parse(html)).not.toThrow();
    expect((entries[0] as { content: { '#text': string } }).content['#text']).toContain('Body with ]]&gt;');
  });

  it('dates an all-dated feed by its newest post, and links it from every page', () => {
    const dated = buildBlog(POSTS.slice(0, 2), 'modern', 'Blog', {
      feed: { siteUrl: 'https://ada.dev/', clock },
    });
    const feed = readXml(String(dated.find((f) => f.name === 'feed.xml')?.data)).feed;
    expect(feed.updated).toBe('2025-06-30T00:00:00Z');
    for (const file of dated.filter((f) => f.name.endsWith('.html')))
      expect(String(file.data)).toContain(
        '<link rel="alternate" type="application/atom+xml" title="Blog" href="feed.xml">',
      );
  });

  it('writes a sitemap of the index and every post, absolute, with dates', () => {
    const { urlset } = readXml(byName.get('sitemap.xml') ?? '');
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset.url.map((u: Record<string, string>) => [u.loc, u.lastmod])).toEqual([
      ['https://ada.dev/blog/', '2025-06-30'],
      ['https://ada.dev/blog/newest.html', '2025-06-30'],
      ['https://ada.dev/blog/old-quoted-post.html', '2024-01-05'],
      ['https://ada.dev/blog/undated.html', undefined],
    ]);
  });

  it.each(['2026-13-45', '2023-02-29', '2024-04-31'])(
    'leaves out a date that is not on the calendar (%s): no <time>, no such <updated> or <lastmod>',
    (date) => {
      const files = buildBlog(
        [{ name: 'post.md', markdown: `---\ndate: ${date}\n---\n# Post\n\nText.\n` }],
        'modern',
        'Blog',
        {
          feed: { siteUrl: 'https://ada.dev/', clock },
        },
      );
      for (const file of files) expect(String(file.data), file.name).not.toContain(date);
      const entry = readXml(String(files.find((f) => f.name === 'feed.xml')?.data)).feed.entry[0];
      expect(entry.updated).toBe(
        clock
          .now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
      );
      expect(entry.published).toBeUndefined();
    },
  );

  it('keeps a leap day', () => {
    const [, post] = buildBlog(
      [{ name: 'post.md', markdown: '---\ndate: 2024-02-29\n---\n# Post\n' }],
      'modern',
    );
    expect(String(post?.data)).toContain('<time datetime="2024-02-29">');
  });

  it('writes neither without a site URL', () => {
    const names = buildBlog(POSTS, 'modern').map((file) => file.name);
    expect(names).not.toContain('feed.xml');
    expect(names).not.toContain('sitemap.xml');
  });
});
