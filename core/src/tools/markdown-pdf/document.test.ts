import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageSources, markdownToPdf, type PdfContent } from './document';
import { safeLink } from './inline';
import { PDF_THEMES, THEMES } from './themes';

const content = (markdown: string) =>
  markdownToPdf(markdown, { theme: 'github' }).definition.content as PdfContent[];

describe('safeLink', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['  HTTP://example.com ', 'HTTP://example.com'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['javascript:alert(1)', undefined],
    ['JAVASCRIPT:alert(1)', undefined],
    ['data:text/html,<script>', undefined],
    ['file:///etc/passwd', undefined],
    ['./relative.md', undefined],
  ])('%j -> %j', (href, expected) => {
    expect(safeLink(href)).toBe(expected);
  });
});

describe('markdownToPdf', () => {
  it('is A4 with the first heading as title and the outline parented by level', () => {
    const { definition, title } = markdownToPdf(
      'Intro\n\n## **Bold** start\n\n### Child\n\n# Top\n\n### Skip',
      { theme: 'academic' },
    );
    expect(title).toBe('Bold start');
    expect(definition).toMatchObject({
      pageSize: 'A4',
      info: { title: 'Bold start' },
      defaultStyle: { font: 'Serif' },
    });
    const headings = (definition.content as PdfContent[]).filter((node) => node.outline);
    expect(headings.map((h) => [h.outlineText, h.id, h.outlineParentId])).toEqual([
      ['Bold start', 'heading-1', undefined],
      ['Child', 'heading-2', 'heading-1'],
      ['Top', 'heading-3', undefined],
      ['Skip', 'heading-4', 'heading-3'],
    ]);
  });

  it('numbers pages in the footer and paints the dark page', () => {
    const dark = markdownToPdf('# x', { theme: 'dark' }).definition;
    const footer = dark.footer as (page: number, pages: number) => { text: string };
    expect(footer(2, 7).text).toBe('2 / 7');
    const background = dark.background as () => { canvas: { color: string }[] };
    expect(background().canvas[0]?.color).toBe(THEMES.dark.page);
    expect(markdownToPdf('# x', { theme: 'github' }).definition.background).toBeUndefined();
  });

  it('drops unsafe link targets but keeps their text', () => {
    const [paragraph] = content('[click](javascript:alert(1)) [ok](https://a.b)');
    expect(paragraph?.text).toEqual([
      { text: 'click' },
      { text: ' ' },
      { text: 'ok', link: 'https://a.b', color: THEMES.github.link },
    ]);
  });

  it('underlines links in the minimal theme, where they have the text colour', () => {
    const [paragraph] = markdownToPdf('[ok](https://a.b)', { theme: 'minimal' }).definition
      .content as PdfContent[];
    expect(paragraph?.text).toEqual([
      { text: 'ok', link: 'https://a.b', color: THEMES.minimal.link, decoration: 'underline' },
    ]);
  });

  it('places loaded images as blocks and prints the alt text of others', () => {
    const images = { 'a.png': 'data:image/png;base64,AAAA' };
    const nodes = markdownToPdf('before ![chart](a.png) after ![gone](b.png)', { theme: 'github', images })
      .definition.content as PdfContent[];
    expect(nodes.map((node) => (node.image ? 'image' : 'text'))).toEqual(['text', 'image', 'text']);
    expect(JSON.stringify(nodes[2])).toContain('gone');
  });

  it('lists the image sources, nested ones included', () => {
    expect(imageSources('![a](a.png)\n\n- ![b](b.jpg)\n\n| x |\n|---|\n| ![c](c.png) |')).toEqual([
      'a.png',
      'b.jpg',
      'c.png',
    ]);
  });

  it.each(PDF_THEMES)('never throws in the %s theme', (theme) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (markdown) => {
        expect(markdownToPdf(markdown, { theme }).definition.content).toBeInstanceOf(Array);
      }),
      { numRuns: 150 },
    );
  });
});
