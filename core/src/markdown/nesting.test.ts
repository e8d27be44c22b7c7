import { describe, expect, it } from 'vitest';
import { lexDocument } from './document-marked';
import { MAX_NESTING } from './nesting';
import { markdownToHtml } from './render';
import { markdownToSafeHtml } from './safe-html';

const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
const listLines = (depth: number) =>
  Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- item ${i}\n`).join('');

// marked recursed once per level: 2,000 block quotes or 5,000 "- " overflowed the stack, 800 nested list items took
// seconds. markdown-it stops at maxNesting 100; here the markers past it are read as text, which stays.
describe('nesting past MAX_NESTING', () => {
  it.each([
    ['block quotes', `${'>'.repeat(5000)} deep\n`, 'blockquote'],
    ['list markers on one line', `${'- '.repeat(5000)}deep\n`, 'ul'],
    ['indented list items', `${listLines(300)}- deep\n`, 'ul'],
    ['strong emphasis', `${'**'.repeat(1000)}deep${'**'.repeat(1000)}\n`, 'strong'],
    ['emphasis', `${'*a '.repeat(2000)}deep${' b*'.repeat(2000)}\n`, 'em'],
    ['strikethrough', `${'~~a '.repeat(3000)}deep${' b~~'.repeat(3000)}\n`, 'del'],
  ])('%s stop at MAX_NESTING levels, the rest kept as text', (_, markdown, tag) => {
    for (const html of [
      markdownToHtml(markdown),
      markdownToSafeHtml(markdown),
      markdownToSafeHtml(markdown, 'text'),
    ]) {
      expect(count(html, tag)).toBe(MAX_NESTING);
      expect(html).toContain('deep');
    }
  });

  it('keeps every item of a list nested past the limit', () => {
    const html = markdownToHtml(listLines(150));
    for (const i of [0, 99, 100, 149]) expect(html).toContain(`item ${i}`);
  });

  it('lets a document nest up to the limit as written', () => {
    expect(count(markdownToHtml(`${'>'.repeat(MAX_NESTING)} x\n`), 'blockquote')).toBe(MAX_NESTING);
    expect(lexDocument(listLines(MAX_NESTING)).tokens[0]?.type).toBe('list');
  });
});
