import { parseFragment } from 'parse5';

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
