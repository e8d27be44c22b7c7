import fc from 'fast-check';
import { parse, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { decodeAttributeValue, decodeEntities } from './decode';
import { escapeAttribute, escapeHtml, jsonForScript } from './escape';

type Node = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
};

function find(node: Node, name: string): Node | undefined {
  if (node.nodeName === name) return node;
  for (const child of node.childNodes ?? []) {
    const hit = find(child, name);
    if (hit) return hit;
  }
  return undefined;
}

const textOf = (node: Node | undefined): string =>
  node?.value ?? (node?.childNodes ?? []).map((child) => textOf(child)).join('');

const HOSTILE = [
  'A "quoted" <title> & more',
  '"><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<!-- <script>alert(1)</script> -->',
  "<img src=x onerror='alert(1)'>",
  'Tom &amp; Jerry &quot;',
  'Café 🚀 naïve \u2028 line',
];

describe('escapeHtml and escapeAttribute', () => {
  it.each(HOSTILE)('a browser parser reads %j back unchanged', (text) => {
    const fragment = parseFragment(`<p title="${escapeAttribute(text)}">${escapeHtml(text)}</p>`) as Node;
    const p = find(fragment, 'p');
    expect(p?.attrs).toEqual([{ name: 'title', value: text }]);
    expect(p?.childNodes?.map((child) => child.nodeName)).toEqual(text ? ['#text'] : []);
    expect(textOf(p)).toBe(text);
  });

  it('reads any text back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        // An HTML parser turns NUL and CR into other characters in any context; they never reach a page.
        const text = raw.replace(/[\0\r]/g, '');
        const p = find(
          parseFragment(`<p title="${escapeAttribute(text)}">${escapeHtml(text)}</p>`) as Node,
          'p',
        );
        expect(p?.attrs?.[0]?.value).toBe(text);
        expect(textOf(p)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('jsonForScript', () => {
  it.each(HOSTILE)('keeps %j inside one JSON-LD script that parses back', (text) => {
    const value = { '@type': 'WebSite', name: text };
    const doc = parse(
      `<!doctype html><head><script type="application/ld+json">${jsonForScript(value)}</script></head>`,
    ) as Node;
    const head = find(doc, 'head');
    expect(head?.childNodes?.map((child) => child.nodeName)).toEqual(['script']);
    expect(JSON.parse(textOf(find(doc, 'script')))).toEqual(value);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;b&gt; &quot;x&quot; &#39;y&#39;', `<b> "x" 'y'`],
    ['&#x1F680; &#128512;', '🚀 😀'],
    ['Caf&eacute; &#x1F600;&nbsp;&hellip; &NotEqualTilde; &copy 2024', 'Café 😀\u00a0… ≂̸ © 2024'],
    ['&unknown; & alone', '&unknown; & alone'],
  ])('%j -> %j', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });

  const SAMPLES = [
    'Caf&eacute; &#x1F600;&nbsp;&mdash; &Aacute;&szlig;&euro;&trade;',
    '&#0; &#x110000; &#128; &#xD800; &amp &lt3 &notit; &unknown;',
    'AT&T &copy2024 &ampx &#65&#x42',
  ];

  it.each(SAMPLES)('decodes %j in text as parse5 (the HTML spec) does', (text) => {
    const body = find(parse(`<!doctype html><body><p>${text}</p></body>`) as Node, 'p');
    expect(decodeEntities(text)).toBe(textOf(body));
  });

  it.each([...SAMPLES, '?a=1&copy=2&not=3', 'x&eacutey'])(
    'decodes %j in an attribute as parse5 does',
    (text) => {
      const element = find(parseFragment(`<a title="${text}"></a>`) as Node, 'a');
      expect(decodeAttributeValue(text)).toBe(element?.attrs?.[0]?.value);
    },
  );
});
