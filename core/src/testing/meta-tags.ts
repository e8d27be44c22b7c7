import { type DefaultTreeAdapterTypes, parse, parseFragment } from 'parse5';

/** Tags as a browser's HTML parser reads them inside <head>: only meta elements, with decoded attributes. */
export function readMetaTags(html: string): Record<string, string>[] {
  return parseFragment(`<head>${html}</head>`).childNodes.flatMap((node) => {
    if (node.nodeName === '#text' && 'value' in node && node.value.trim() === '') return [];
    if (node.nodeName !== 'meta' || !('attrs' in node)) throw new Error(`not a meta tag: ${node.nodeName}`);
    return [Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value]))];
  });
}

/** The content of the meta tag whose property or name is `key`. */
export function metaContent(html: string, key: string): string | undefined {
  return readMetaTags(html).find((tag) => tag.property === key || tag.name === key)?.content;
}

type Element = DefaultTreeAdapterTypes.Element;
const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;
const attributes = (element: Element) =>
  Object.fromEntries(element.attrs.map((attribute) => [attribute.name, attribute.value]));

/** A page's head as parse5 builds it (the standard's tree construction): its title, meta and link tags in order. */
export function parse5Head(html: string) {
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
