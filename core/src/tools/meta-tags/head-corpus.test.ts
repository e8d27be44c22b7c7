// What `toolbox meta --check` reads from real pages' heads (corpus/SOURCES.md) against parse5, an HTML parser that
// follows the standard's tree construction: the title, every meta and link tag, in order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { readHead } from '../../html/head';

const CORPUS = join(import.meta.dirname, 'corpus');
const pages = readdirSync(CORPUS).filter((name) => name.endsWith('.html.txt'));

type Element = DefaultTreeAdapterTypes.Element;
const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;
const attributes = (element: Element) =>
  Object.fromEntries(element.attrs.map((attribute) => [attribute.name, attribute.value]));

/** The head as parse5 builds it. */
function parsedHead(html: string) {
  const root = parse(html)
    .childNodes.filter(isElement)
    .find((node) => node.tagName === 'html');
  const head = root?.childNodes.filter(isElement).find((node) => node.tagName === 'head');
  const elements = head?.childNodes.filter(isElement) ?? [];
  const title = elements.find((element) => element.tagName === 'title');
  return {
    title: title?.childNodes
      .map((node) => ('value' in node ? node.value : ''))
      .join('')
      .trim(),
    metas: elements.filter((element) => element.tagName === 'meta').map(attributes),
    links: elements.filter((element) => element.tagName === 'link').map(attributes),
  };
}

describe('readHead on real pages, against parse5', () => {
  it('has pages to read', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
  });

  it.each(pages)('%s', (name) => {
    const html = readFileSync(join(CORPUS, name), 'utf8');
    const head = parsedHead(html);
    expect(head.metas.length).toBeGreaterThan(0);
    expect(readHead(html)).toEqual(head);
  });
});
