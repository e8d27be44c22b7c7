import fc from 'fast-check';
import { Marked } from 'marked';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { escapeLinkDestination, escapeMarkdown } from './escape';
import { markdownToHtml } from './render';

type Node = {
  nodeName: string;
  childNodes?: Node[];
  value?: string;
  attrs?: { name: string; value: string }[];
};
const textOf = (node: Node): string => node.value ?? (node.childNodes ?? []).map(textOf).join('');
const elements = (node: Node): string[] =>
  (node.childNodes ?? []).flatMap((child) =>
    child.nodeName.startsWith('#') ? [] : [child.nodeName, ...elements(child)],
  );

/** What a reader sees: the paragraph the escaped text renders to, as a browser parses it. */
function rendered(text: string) {
  const fragment = parseFragment(markdownToHtml(escapeMarkdown(text))) as Node;
  return { text: textOf(fragment).trim(), elements: elements(fragment) };
}

describe('escapeMarkdown', () => {
  it.each([
    '# not a heading',
    '- not a list',
    '1. not a list',
    '> not a quote',
    '**not bold** _not em_ ~~not struck~~ `not code`',
    '[not a link](javascript:alert(1))',
    '![not an image](x.png)',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<!-- --> --><svg onload=alert(1)>',
    'a | b | c',
    'Tom &amp; Jerry &lt; &#39; & co',
    '+ not a list; 2) not either',
    'back\\slash',
  ])('shows %j as typed, in one paragraph', (text) => {
    expect(rendered(text)).toEqual({ text, elements: ['p'] });
  });

  it('lets an http(s) URL autolink, as GitHub does', () => {
    expect(rendered('see https://example.com/docs now')).toEqual({
      text: 'see https://example.com/docs now',
      elements: ['p', 'a'],
    });
  });

  it('leaves prose readable', () => {
    expect(escapeMarkdown('A short description of your project. Version 1.0.0 (beta)!')).toBe(
      'A short description of your project. Version 1.0.0 (beta)!',
    );
  });

  it.each(['1. x', '# x', '- x'])('leaves %j unescaped after other text', (text) => {
    const escaped = escapeMarkdown(text, { atLineStart: false });
    expect(escaped).toBe(text);
    const html = markdownToHtml(`Version: ${escaped}`);
    expect(html).toBe(`<p>Version: ${text}</p>\n`);
  });

  it('joins lines into one', () => {
    expect(rendered('one\n\n# two\r\nthree')).toEqual({ text: 'one # two three', elements: ['p'] });
  });

  it('shows any single-line text as typed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (raw) => {
        const text = raw.replace(/[\0\r\n\t\f\v\u00a0]/g, 'x').trim();
        fc.pre(text !== '');
        const result = rendered(text);
        expect(result.elements.filter((name) => name !== 'a')).toEqual(['p']);
        expect(result.text.replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
      }),
      { numRuns: 400 },
    );
  });
});

describe('markdownToHtml task lists', () => {
  it('labels each task box for assistive technology', () => {
    expect(markdownToHtml('- [x] a\n- [ ] b')).toContain(
      '<input type="checkbox" disabled checked aria-label="Done"> a',
    );
    expect(markdownToHtml('- [ ] b')).toContain('aria-label="To do"');
  });
});

describe('escapeLinkDestination', () => {
  it.each([
    ['spaces and balanced parentheses', 'https://example.com/a b(c)'],
    ['an unbalanced `)`: no second link can follow it', 'https://example.com/a)[x](javascript:alert(1)'],
  ])('keeps a URL with %s inside one link', (_, url) => {
    const tokens = new Marked().lexer(`[x](${escapeLinkDestination(url)})`);
    const paragraph = tokens[0] as { tokens: { type: string; href: string }[] };
    expect(paragraph.tokens.map((t) => t.type)).toEqual(['link']);
    expect(decodeURIComponent(paragraph.tokens[0]?.href ?? '')).toBe(url);
  });
});
