import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse5Head } from '../testing/meta-tags';
import { jsonLdScripts, linkHref, metaContent, readHead } from './head';

const PAGE = `<!DOCTYPE html>
<html lang="en"><head>
  <meta charset="utf-8">
  <title> Ada &amp; Co </title>
  <!-- <meta name="description" content="commented out"> -->
  <script>document.write('<meta name="keywords" content="from a script">')</script>
  <meta name=description content='Single &quot;quoted&quot;'>
  <META PROPERTY="og:Title" CONTENT="Open > Graph">
  <link rel="canonical stylesheet" href="https://example.com/a?b=1&amp;c=2">
</head>
<body><meta name="keywords" content="in the body"></body></html>`;

describe('readHead', () => {
  it('decodes every HTML entity in the title and attribute values, not a handful', () => {
    const head = readHead(
      '<title>Caf&eacute; &#x1F600;&nbsp;&mdash; Men&uuml;</title>' +
        '<meta name="description" content="&Eacute;t&eacute; &hellip; &#x1F600;&nbsp;!">' +
        '<link rel="canonical" href="https://example.com/?a=1&copy=2&amp;b=3">',
    );
    expect(head.title).toBe('Café 😀\u00a0— Menü');
    expect(metaContent(head, 'description')).toBe('Été … 😀\u00a0!');
    expect(linkHref(head, 'canonical')).toBe('https://example.com/?a=1&copy=2&b=3');
  });

  it('reads title, meta and link tags as a crawler does', () => {
    const head = readHead(PAGE);
    expect(head.title).toBe('Ada & Co');
    expect(head.metas).toEqual([
      { charset: 'utf-8' },
      { name: 'description', content: 'Single "quoted"' },
      { property: 'og:Title', content: 'Open > Graph' },
    ]);
    expect(metaContent(head, 'og:title')).toBe('Open > Graph');
    expect(metaContent(head, 'keywords')).toBeUndefined();
    expect(linkHref(head, 'canonical')).toBe('https://example.com/a?b=1&c=2');
  });

  it.each([
    ['an empty string', '', { title: undefined, metas: [], links: [] }],
    ['an unclosed comment', '<title>x</title><!-- <meta name="a">', { title: 'x', metas: [], links: [] }],
    ['an unclosed title', '<title>x <meta name="a">', { title: 'x <meta name="a">', metas: [], links: [] }],
    // Text ends the head (parse5 puts this meta in the body): the old expectation read it as the head's.
    ['a stray <', 'a < b <meta name="a" content="1"', { title: undefined, metas: [], links: [] }],
    ['a stray < after a title', '<title>t</title>< <meta name="a">', { title: 't', metas: [], links: [] }],
  ])('tolerates %s', (_, html, expected) => {
    expect(readHead(html)).toEqual(expected);
  });

  // 'İ' (U+0130) lower-cases to two code units: a search in the lower-cased page lands one place late per İ.
  it('finds the end of a title or script after text that lower-cases longer (Turkish İ)', () => {
    expect(readHead('<title>İstanbul İzmir</title>').title).toBe('İstanbul İzmir');
    const head = readHead(
      '<script>var s = "İİİİ";</script><title>Ankara</title><meta name="description" content="d">',
    );
    expect(head.title).toBe('Ankara');
    expect(metaContent(head, 'description')).toBe('d');
  });

  it('reads a head of many scripts in time proportional to its length', () => {
    // 20,000 scripts and 3 MB: each one lower-cased the whole page again, 87 s in the built CLI.
    const page = `<head>${'<script>a</script>'.repeat(20_000)}<title>T</title></head>${'x'.repeat(3_000_000)}`;
    const started = performance.now();
    expect(readHead(page).title).toBe('T');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('finds JSON-LD scripts in a page of many unclosed script tags in time proportional to its length', () => {
    const page = `${'<script '.repeat(500_000)}<script type="application/ld+json">{}</script>`;
    const started = performance.now();
    // As a browser tokenizes it: one script tag whose attributes run to the first >, its type among them.
    expect(jsonLdScripts(page)).toEqual(['{}']);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(jsonLdScripts('<script type=application/ld+json>{"a":1}</SCRIPT><script>x</script>')).toEqual([
      '{"a":1}',
    ]);
  });

  // WHATWG's own pages leave <head> and <body> out: the parser ends the head at the first element that cannot be
  // in one, so a body's microdata <meta> or an icon's <title> is not the page's (parse5 agrees on each page here).
  it('ends an implied head where the HTML parser does', () => {
    const head = readHead(
      '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><link rel="icon" href="/i.svg">' +
        '<header><svg><title>Logo</title></svg></header>' +
        '<div itemscope><meta itemprop="name" content="Widget"><meta name="description" content="In the body"></div>',
    );
    expect(head).toEqual({
      title: undefined,
      metas: [{ charset: 'utf-8' }],
      links: [{ rel: 'icon', href: '/i.svg' }],
    });
    const template = readHead('<title>T</title><template><meta name="description" content="x"></template>');
    expect(template.metas).toEqual([]);
  });

  // The HTML standard's tree construction (parse5) decides what is in the head: stray text, </br>, tags after
  // </head>, a doctype, comments, raw-text elements and unquoted or repeated attributes, in any order.
  it('reads the head parse5 builds, for pages put together from awkward pieces', () => {
    const pieces = [
      '<!DOCTYPE html>',
      '<html>',
      '<head>',
      '</head>',
      '<body>',
      ' ',
      '\n',
      'text',
      '<br>',
      '</br>',
      '</p>',
      '<div>',
      '<title>A &amp; B</title>',
      '<TITLE>İ</TITLE>',
      '<meta name=description content=hello/>',
      '<meta property=og:title content="a>b">',
      '<meta name="x" content="1" name="y">',
      '<meta\nname="nl"\ncontent="nl">',
      '<meta name=q content=&copy;&#169;&copy>',
      '<link rel=canonical href=/x>',
      '<!-- <meta name=c content=c> -->',
      '<script>var s="</title>";</script>',
      '<Script>x</SCRIPT >',
      '<style>a{}</style>',
      '<base href="/">',
      '<noscript><meta name=n content=s></noscript>',
      '<template><meta name=t content=t></template>',
      '<svg><title>s</title></svg>',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 10 }), (list) => {
        const html = list.join('');
        expect(readHead(html)).toEqual(parse5Head(html));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (html) => {
        readHead(html);
      }),
      { numRuns: 500 },
    );
  });
});
