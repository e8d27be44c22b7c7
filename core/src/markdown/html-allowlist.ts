import { escapeAttribute } from '../html/escape';

/** Elements raw HTML in Markdown may keep (GitHub's and DOMPurify's common ground); others lose their tags. */
const ELEMENTS = new Set(
  'a abbr b bdi bdo blockquote br caption center code col colgroup dd del details dfn div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q rp rt ruby s samp small source span strike strong sub summary sup table tbody td tfoot th thead time tr tt u ul var wbr'.split(
    ' ',
  ),
);
const VOID = new Set(['br', 'col', 'hr', 'img', 'source', 'wbr']);
/** Elements whose content goes with them (it is code or styling, never text to show). */
const DROP_WITH_CONTENT =
  /<(script|style|textarea|title|iframe|object|noscript|template|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const ATTRIBUTES = new Set([
  'align',
  'alt',
  'cite',
  'colspan',
  'datetime',
  'dir',
  'height',
  'href',
  'id',
  'lang',
  'media',
  'name',
  'open',
  'rowspan',
  'scope',
  'sizes',
  'span',
  'src',
  'srcset',
  'start',
  'title',
  'type',
  'valign',
  'width',
]);

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export interface UrlRules {
  href(url: string): string | undefined;
  src(url: string): string | undefined;
}

const escapeText = (text: string) =>
  text
    .replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function attributes(source: string, urls: UrlRules): string {
  let out = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!ATTRIBUTES.has(name)) continue;
    let value: string | undefined = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href') value = urls.href(value);
    else if (name === 'src') value = urls.src(value);
    else if (name === 'srcset')
      value = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => urls.src(part.split(/\s+/)[0] ?? '') !== undefined)
        .join(', ');
    if (value === undefined) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

/**
 * Raw HTML from Markdown, made safe without a DOM: comments and script-like elements go, allowed elements keep
 * their allowed attributes (URLs through `urls`), any other tag is dropped and stray `<` shows as text.
 */
export function allowlistHtml(html: string, urls: UrlRules): string {
  const source = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(DROP_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (!ELEMENTS.has(name)) continue;
    if (closing) out += VOID.has(name) ? '' : `</${name}>`;
    else out += `<${name}${attributes(match[3] ?? '', urls)}>`;
  }
  return out + escapeText(source.slice(last));
}
