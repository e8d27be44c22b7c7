import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';

/**
 * Decodes every HTML5 character reference in text between tags (&eacute;, &#x1F600;, &nbsp;, the legacy &copy
 * without `;`), as a browser does, with fb55's `entities` (parse5's own table).
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** The same for an attribute value, where a legacy reference followed by `=` or a letter stays as written (`?a&copy=1`). */
export function decodeAttributeValue(text: string): string {
  return decodeHTMLAttribute(text);
}

/**
 * A Markdown or HTML source followed by what its character references (`&#3334;`, `&eacute;`) stand for: every
 * character it may draw, for choosing its fonts. Apart from escape.ts so the canvas renderers, which draw plain
 * text, load no entity table (~16 KB gzipped).
 */
export function withDecodedReferences(source: string): string {
  return source.includes('&') ? `${source}\n${decodeEntities(source)}` : source;
}
