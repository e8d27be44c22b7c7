import fc from 'fast-check';
import { parse, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeAttribute, escapeHtml, jsonForScript } from './escape';

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
    ['&unknown; &#0; & alone', '&unknown; &#0; & alone'],
  ])('%j -> %j', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});
