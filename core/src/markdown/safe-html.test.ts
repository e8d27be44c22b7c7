import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../svg/sanitize';
import { bytesToBase64, parseBase64 } from '../text/base64';
import { markdownToHtml } from './render';
import { markdownToSafeHtml, safeHref, safeImageSrc } from './safe-html';

type Node = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
};

function elements(node: Node): Node[] {
  const children = [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])];
  return children
    .flatMap((child) => [child, ...elements(child)])
    .filter((n) => !n.nodeName.startsWith('#') || n.nodeName === '#document-fragment');
}

/** What a browser would find dangerous in the HTML: script-capable elements, handlers, script URLs. */
function hazards(html: string): string[] {
  const found: string[] = [];
  for (const element of elements(parseFragment(html) as Node)) {
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'svg',
        'math',
        'style',
        'form',
        'base',
        'meta',
        'link',
      ].includes(element.nodeName)
    ) {
      found.push(element.nodeName);
    }
    for (const attr of element.attrs ?? []) {
      if (attr.name.startsWith('on') || attr.name === 'style' || attr.name === 'srcdoc')
        found.push(attr.name);
      if (
        ['href', 'src'].includes(attr.name) &&
        /^\s*(javascript|vbscript|data:(?!image\/(png|jpeg|gif|webp|svg\+xml)))/i.test(attr.value)
      ) {
        found.push(`${attr.name}=${attr.value}`);
      }
      // An inline SVG picture is kept only as base64 of an SVG without script or handlers.
      const svg = /^data:image\/svg\+xml;base64,(.*)$/i.exec(attr.value);
      if (attr.name === 'src' && svg) {
        const text = new TextDecoder().decode(parseBase64(svg[1] ?? '') ?? new Uint8Array());
        if (/<script|\son\w+\s*=|javascript:|<foreignObject/i.test(text)) found.push(`svg: ${text}`);
      } else if (attr.name === 'src' && /^\s*data:image\/svg/i.test(attr.value)) found.push(attr.value);
    }
  }
  return found;
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '![x](javascript:alert(1))',
  '<svg><script>alert(1)</script></svg>',
  '![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<!-- --><script>alert(1)</script> -->',
  '<a href="javascript:alert(1)">x</a>',
  '[x](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
];

describe('markdownToSafeHtml', () => {
  it.each(HOSTILE)('renders %j without anything that runs', (markdown) => {
    expect(hazards(markdownToSafeHtml(markdown))).toEqual([]);
    expect(hazards(markdownToSafeHtml(markdown, 'allowlist', { sanitizeSvg }))).toEqual([]);
    expect(
      hazards(markdownToSafeHtml(`- item ${markdown}\n\n> ${markdown}\n\n| a |\n|---|\n| ${markdown} |`)),
    ).toEqual([]);
  });

  it('renders allowed raw HTML and keeps safe links and images', () => {
    expect(
      markdownToSafeHtml('<b>hi</b> [a](https://a.b "T") ![i](pic.png) [m](mailto:x@y.z) [r](../x.html#h)'),
    ).toBe(
      '<p><b>hi</b> <a href="https://a.b" title="T">a</a> <img src="pic.png" alt="i" loading="lazy"> <a href="mailto:x@y.z">m</a> <a href="../x.html#h">r</a></p>\n',
    );
  });

  it('renders the raw HTML READMEs use, drops comments, and shows a stray < as text', () => {
    const html = markdownToSafeHtml(
      '<p align="center">\n<img width="400" src="media/logo.svg" alt="Logo" onerror="x()"><br>\n<sub>small <kbd>Ctrl</kbd></sub>\n</p>\n\n<!-- hidden note -->\n\n<details><summary>More</summary>\n\nBody\n\n</details>\n\na < b and <Listing number="1-1">x</Listing>',
    );
    expect(html).toContain('<p align="center">\n<img width="400" src="media/logo.svg" alt="Logo"><br>');
    expect(html).toContain('<sub>small <kbd>Ctrl</kbd></sub>');
    expect(html).toContain('<details><summary>More</summary>');
    expect(html).not.toContain('hidden note');
    expect(html).toContain('a &lt; b and x');
  });

  it('makes every code block a keyboard-reachable scroll region, its text escaped, highlighted or not', () => {
    for (const html of [
      markdownToHtml('```\n<b>&x</b>\n```'),
      markdownToSafeHtml('```js\nconst a = "<b>";\n```'),
    ]) {
      const pre = parseFragment(html).childNodes.find((n) => n.nodeName === 'pre') as unknown as Node;
      expect(pre.attrs).toContainEqual({ name: 'tabindex', value: '0' });
      expect(html).not.toContain('<b>');
    }
  });

  it('never produces anything that runs', () => {
    const pieces = fc.constantFrom(
      ...HOSTILE,
      '# h',
      '\n\n',
      '- ',
      '> ',
      '`',
      '**',
      '[',
      '](',
      ')',
      '<',
      '>',
      '"',
      "'",
      'x',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        expect(hazards(markdownToSafeHtml(parts.join('')))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('safeHref and safeImageSrc', () => {
  it.each([
    ['https://a.b', 'https://a.b'],
    ['page.html#x', 'page.html#x'],
    ['/abs/path', '/abs/path'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['vbscript:x', undefined],
  ])('href %j -> %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each([
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['data:image/svg+xml;base64,AAAA', undefined],
    ['data:image/svg+xml,not%20svg', undefined],
    [
      'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20onload=%22alert(1)%22%3E%3Crect%20width=%221%22%20height=%221%22/%3E%3Cscript%3Ealert(1)%3C/script%3E%3C/svg%3E',
      `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'))}`,
    ],
    ['img/a.png', 'img/a.png'],
  ])('src %j -> %j (the blog, with an SVG sanitizer)', (src, expected) => {
    expect(safeImageSrc(src, sanitizeSvg)).toBe(expected);
    if (src.startsWith('data:image/svg')) expect(safeImageSrc(src)).toBeUndefined();
  });
});
