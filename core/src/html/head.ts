import { decodeAttributeValue, decodeEntities } from './decode';

/** One start tag's attributes, names lowercased, values decoded. */
type Attributes = Record<string, string>;

/** What a page's `<head>` declares: its `<title>` text and every `<meta>` and `<link>` tag. */
export interface HeadTags {
  title: string | undefined;
  metas: Attributes[];
  links: Attributes[];
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function readAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name in attributes) continue; // the first of a repeated attribute wins, as in browsers
    attributes[name] = decodeAttributeValue(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The end of a tag that starts at `from`: the first `>` outside a quoted value. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return html.length;
}

const CLOSERS = {
  title: /<\/title/gi,
  script: /<\/script/gi,
  style: /<\/style/gi,
  noscript: /<\/noscript/gi,
  noframes: /<\/noframes/gi,
  template: /<\/template/gi,
};
const skipsTo = (name: string): name is keyof typeof CLOSERS => name in CLOSERS;

/** The elements that may stand in a head (HTML's "in head" insertion mode): any other ends it. */
const HEAD_CONTENT = new Set([
  'html',
  'head',
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  ...Object.keys(CLOSERS),
]);

/**
 * Reads the head of an HTML page the way a crawler does: comments, scripts, styles, noscript and template content
 * are skipped; reading stops where the HTML parser ends the head: at `<body`, at the first element that cannot be in
 * a head (a page may leave its head tags out) or at text; tags between `</head>` and `<body>` are the head's too, as
 * the parser puts them there. Tolerant: no input makes it throw.
 */
export function readHead(html: string): HeadTags {
  const head: HeadTags = { title: undefined, metas: [], links: [] };
  let afterHead = false;
  let i = html.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open < 0) break;
    // Text other than whitespace ends the head, as a stray character in a template does in a browser.
    if (/[^\t\n\f\r ]/.test(html.slice(i, open))) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const name = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(open, open + 40))?.[1]?.toLowerCase();
    const end = tagEnd(html, open + 1);
    const closing = html[open + 1] === '/';
    if (!name) {
      // <!DOCTYPE html>, <?xml …?> and a nameless </…> are skipped, as the tokenizer skips them; a lone < is text.
      if (!/[!?/]/.test(html[open + 1] ?? '')) break;
      i = end + 1;
      continue;
    }
    // After </head> the parser still puts these tags in the head (HTML's "after head" mode), noscript aside;
    // </br>, </body> and </html> end it, other end tags are ignored.
    if (closing && name === 'head') afterHead = true;
    if (closing && (name === 'br' || name === 'body' || name === 'html')) break;
    if (!closing && (!HEAD_CONTENT.has(name) || (afterHead && name === 'noscript'))) break;
    i = end + 1;
    if (closing) continue;
    if (name === 'meta') head.metas.push(readAttributes(html.slice(open + 5, end)));
    else if (name === 'link') head.links.push(readAttributes(html.slice(open + 5, end)));
    else if (skipsTo(name)) {
      // Searched case-blind in the page itself: a lower-cased copy is not the page's length ('İ' becomes two
      // code units), and made per tag it cost the whole page's length each time.
      const closer = CLOSERS[name];
      closer.lastIndex = i;
      const close = closer.exec(html)?.index ?? -1;
      const body = html.slice(i, close < 0 ? html.length : close);
      if (name === 'title' && head.title === undefined) head.title = decodeEntities(body).trim();
      i = close < 0 ? html.length : tagEnd(html, close) + 1;
    }
  }
  return head;
}

/**
 * The text of every `<script type="application/ld+json">` in the page, head or body, as Google reads structured
 * data from either; scripts in comments are not scripts. One pass: each tag and script is read once.
 */
export function jsonLdScripts(html: string): string[] {
  const found: string[] = [];
  const opener = /<!--|<script\b/gi;
  for (let i = 0; i < html.length; ) {
    opener.lastIndex = i;
    const match = opener.exec(html);
    if (!match) break;
    if (match[0] === '<!--') {
      const close = html.indexOf('-->', match.index + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const end = tagEnd(html, match.index + 1);
    const closer = CLOSERS.script;
    closer.lastIndex = end + 1;
    const close = closer.exec(html)?.index ?? html.length;
    const type = readAttributes(html.slice(match.index + 7, end)).type;
    if (type?.trim().toLowerCase() === 'application/ld+json') found.push(html.slice(end + 1, close));
    i = close;
  }
  return found;
}

/** The `content` of the first meta tag whose `name` or `property` is `key` (case-insensitive). */
export function metaContent(head: HeadTags, key: string): string | undefined {
  const wanted = key.toLowerCase();
  const tag = head.metas.find(
    (meta) => meta.name?.toLowerCase() === wanted || meta.property?.toLowerCase() === wanted,
  );
  return tag?.content;
}

/** The `href` of the first `<link rel=…>` whose rel list holds `rel`. */
export function linkHref(head: HeadTags, rel: string): string | undefined {
  return head.links.find((link) => link.rel?.toLowerCase().split(/\s+/).includes(rel))?.href;
}
