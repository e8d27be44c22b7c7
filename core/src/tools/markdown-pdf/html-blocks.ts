import { decodeAttributeValue, decodeEntities } from '../../html/decode';
import { escapeAttribute, escapeHtml } from '../../html/escape';

/** One block a raw HTML block draws as: its inline HTML, and what the elements around it make of it. */
export interface HtmlSegment {
  /** The inline HTML of the block (text, inline tags, images), block tags left out. */
  html: string;
  /** Its text as a reader sees it (tags dropped, entities decoded, spaces collapsed). */
  text: string;
  /** 1-6 inside `<h1>`…`<h6>`. */
  heading?: number;
  /** From the nearest `align` attribute or `text-align` style around it. */
  align?: 'center' | 'right';
  /** The marker of a list item (`•`, `3.`). */
  marker?: string;
  /** Inside `<summary>` or `<dt>`, which browsers draw bold. */
  bold?: boolean;
}

/** Elements that start and end a block of their own (what a browser lays out as `display: block`). */
const BLOCK = new Set(
  'address article aside blockquote center dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section summary table tbody thead tfoot tr ul'.split(
    ' ',
  ),
);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** A start or end tag; `>` inside a quoted attribute value does not end it. */
export const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

const attribute = (attrs: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attrs)
    ?.slice(1)
    .find((v) => v !== undefined);

function alignOf(attrs: string): 'center' | 'right' | 'left' | undefined {
  const value = (
    attribute(attrs, 'align') ?? /text-align\s*:\s*(\w+)/i.exec(attribute(attrs, 'style') ?? '')?.[1]
  )?.toLowerCase();
  return value === 'center' || value === 'right' || value === 'left' ? value : undefined;
}

/**
 * Comments, and elements whose content is never shown as text, left out; an `<iframe>` (with or without its end
 * tag) replaced by what it prints instead (`frameStandIn`).
 */
export function visibleHtml(html: string): string {
  // A whole tag is passed over first, so `<svg` inside a quoted attribute (a `data:` URL) stays where it is.
  return html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(INERT, (match, inert: string | undefined) => {
    const frame = IFRAME.exec(match);
    if (frame) return frameStandIn(frame[1] ?? '');
    return inert ? '' : match;
  });
}

const IFRAME = /^<iframe\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i;

/**
 * What an `<iframe>` (a README's video) prints as, since a PDF cannot hold one and it is never fetched or run:
 * `Embedded content: TITLE (ADDRESS)`, in italics, linked when the address is a web address (any other, such as
 * `javascript:`, stays text); its `srcdoc` and fallback content are never shown. As HTML, escaped, for the
 * passes that read raw HTML.
 */
function frameStandIn(attrs: string): string {
  const value = (name: string) =>
    decodeAttributeValue(attribute(attrs, name) ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  const [src, title] = [value('src'), value('title')];
  const address = src.length > 100 ? `${src.slice(0, 99)}…` : src;
  const label = title && address ? `${title} (${address})` : title || address;
  const shown = /^https?:\/\//i.test(src)
    ? `<a href="${escapeAttribute(src)}">${escapeHtml(label)}</a>`
    : escapeHtml(label);
  return `<i>Embedded content${label ? `: ${shown}` : ''}</i>`;
}

const INERT =
  /<(script|style|textarea|title|iframe|template|svg|math)\b[\s\S]*?<\/\1\s*>|<[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/** The innermost open element that `test` accepts (its index, or -1). */
function innermost(stack: readonly Open[], test: (open: Open) => boolean): number {
  for (let i = stack.length - 1; i >= 0; i--) if (test(stack[i] as Open)) return i;
  return -1;
}

/** An HTML element still open: what its descendants inherit. */
export interface Open {
  name: string;
  align: 'center' | 'right' | 'left' | undefined;
  /** For `ol`/`ul`: the next item's number (`ol`) or 0 (`ul`). */
  next?: number;
}

/**
 * A raw HTML block split as a browser lays it out: each block element (`<h1>`, `<h3>`, `<p>`, a list item…) its
 * own segment with its inline content, so a README's centred `<h1>` followed by a tagline and a row of badges
 * stays a heading, a subheading and a paragraph instead of one run of text. `stack` holds the elements left open
 * by earlier blocks (a `<div align="center">` around Markdown) and is left holding those this one leaves open.
 */
export function htmlSegments(raw: string, stack: Open[] = []): HtmlSegment[] {
  const source = visibleHtml(raw);
  const segments: HtmlSegment[] = [];
  let html = '';
  let marker: string | undefined;
  const flush = () => {
    const text = decodeEntities(html.replace(TAG, ' ')).replace(/\s+/g, ' ').trim();
    if (text || /<img\b/i.test(html)) {
      const heading = stack[innermost(stack, (open) => /^h[1-6]$/.test(open.name))]?.name;
      const align = openAlign(stack);
      segments.push({
        html,
        text,
        ...(heading ? { heading: Number(heading.slice(1)) } : {}),
        ...(align ? { align } : {}),
        ...(marker ? { marker } : {}),
        ...(stack.some((open) => open.name === 'summary' || open.name === 'dt') ? { bold: true } : {}),
      });
      marker = undefined;
    }
    html = '';
  };
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    const name = (match[2] ?? '').toLowerCase();
    if (!BLOCK.has(name)) continue;
    html += source.slice(last, match.index);
    last = match.index + match[0].length;
    flush();
    const attrs = match[3] ?? '';
    if (match[1] === '/') {
      const at = innermost(stack, (open) => open.name === name);
      if (at >= 0) stack.length = at;
    } else if (!VOID.has(name) && !attrs.trimEnd().endsWith('/')) {
      // A `<p>` or `<li>` left open closes at the next of its kind, as HTML's parser does.
      if (name === 'p' || name === 'li') {
        const at = innermost(stack, (open) => open.name === name);
        if (at >= 0 && stack.slice(at + 1).every((open) => !BLOCK.has(open.name) || open.name === 'p'))
          stack.length = at;
      }
      const list = stack[innermost(stack, (open) => open.name === 'ol' || open.name === 'ul')];
      if (name === 'li' && list) {
        marker = list.next ? `${list.next++}.` : '•';
      }
      stack.push({
        name,
        align: alignOf(attrs),
        ...(name === 'ol' ? { next: Number(attribute(attrs, 'start')) || 1 } : {}),
        ...(name === 'ul' ? { next: 0 } : {}),
      });
    }
  }
  html += source.slice(last);
  flush();
  return segments;
}

/** An `<img>` of raw HTML: its source and the size its attributes ask for (CSS pixels). */
export interface HtmlImage {
  src: string;
  width?: number;
  height?: number;
}

const IMG = /<img\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/** The `<img>` elements of raw HTML, in order. */
export function htmlImages(html: string): HtmlImage[] {
  return [...html.matchAll(IMG)].flatMap((match) => {
    const attrs = match[1] ?? '';
    const src = attribute(attrs, 'src');
    if (src === undefined) return [];
    const px = (name: string) => {
      const value = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(attribute(attrs, name) ?? '')?.[1];
      return value ? Number(value) : undefined;
    };
    const [width, height] = [px('width'), px('height')];
    return [{ src, ...(width ? { width } : {}), ...(height ? { height } : {}) }];
  });
}

/** The alignment the open elements give what is inside them. */
export function openAlign(stack: readonly Open[]): 'center' | 'right' | undefined {
  const align = stack[innermost(stack, (open) => open.align !== undefined)]?.align;
  return align === 'left' ? undefined : align;
}
