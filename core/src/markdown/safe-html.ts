import { Marked, type MarkedExtension, type Tokens } from 'marked';
import { escapeAttribute, escapeHtml } from '../html/escape';
import { bytesToBase64, parseBase64 } from '../text/base64';
import { type DocumentOptions, documentMarked } from './document-marked';
import { allowlistHtml } from './html-allowlist';
import { nestingLimit } from './nesting';
import { taskCheckbox } from './render';

/** Link targets a generated page may point at: web, mail, in-page and relative paths. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  // Relative: no scheme at all (a colon before any / ? or # would be one).
  if (!/^[^/?#]*:/.test(trimmed)) return trimmed;
  return undefined;
}

/** `data:image/svg+xml[;params][;base64],` (RFC 2397). */
const DATA_SVG = /^data:image\/svg\+xml((?:;[^;,]*)*?)(;base64)?,/i;

/** An SVG document made safe to show (core's svg/sanitize.ts `sanitizeSvg`), or undefined when it is not one. */
export type SvgSanitizer = (svg: string) => string | undefined;

/**
 * Image sources: web, relative, an inline raster data URL, or (given `sanitize`) an inline SVG made safe: an SVG
 * can carry script, so it is kept sanitized as a base64 data URL, or dropped when it is not an SVG picture.
 */
export function safeImageSrc(src: string, sanitize?: SvgSanitizer): string | undefined {
  const trimmed = src.trim();
  if (/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i.test(trimmed)) return trimmed;
  const svg = sanitize && DATA_SVG.exec(trimmed);
  if (sanitize && svg) return safeSvgDataUrl(trimmed.slice(svg[0].length), svg[2] !== undefined, sanitize);
  return /^data:/i.test(trimmed) ? undefined : safeHref(trimmed);
}

function safeSvgDataUrl(payload: string, base64: boolean, sanitizeSvg: SvgSanitizer): string | undefined {
  let text: string;
  try {
    const bytes = base64 ? parseBase64(decodeURIComponent(payload).replace(/\s+/g, '')) : undefined;
    if (base64 && !bytes) return undefined;
    text = bytes ? new TextDecoder().decode(bytes) : decodeURIComponent(payload);
  } catch {
    return undefined; // bad percent-encoding
  }
  const safe = sanitizeSvg(text);
  return safe === undefined
    ? undefined
    : `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(safe))}`;
}

/** What becomes of raw HTML in the Markdown: allow-listed elements kept (the blog), or all of it shown as text. */
export type RawHtml = 'allowlist' | 'text';

function safeRenderer(rawHtml: RawHtml, sanitize?: SvgSanitizer): MarkedExtension {
  const src = (url: string) => safeImageSrc(url, sanitize);
  return {
    renderer: {
      checkbox: taskCheckbox,
      html(token: Tokens.HTML | Tokens.Tag) {
        return rawHtml === 'text'
          ? escapeHtml(token.text)
          : allowlistHtml(token.text, { href: safeHref, src });
      },
      link(token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        const href = safeHref(token.href);
        if (href === undefined) return text;
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : '';
        return `<a href="${escapeAttribute(href)}"${title}>${text}</a>`;
      },
      image(token: Tokens.Image) {
        const url = src(token.href);
        if (url === undefined) return escapeHtml(token.text);
        return `<img src="${escapeAttribute(url)}" alt="${escapeAttribute(token.text)}" loading="lazy">`;
      },
    },
  };
}

let textRenderer: Marked | undefined;

/**
 * Markdown to HTML that is safe by construction, for files written without a DOM: raw HTML keeps only
 * allow-listed elements and attributes (the blog; comments and scripts go) or is shown as text (API docs, whose
 * export allows no images), links and images keep only safe URLs, everything else is marked's escaping.
 * With allow-listed HTML it is a whole document: footnotes, heading ids, and code through `options.highlight`.
 */
export function markdownToSafeHtml(
  markdown: string,
  rawHtml: RawHtml = 'allowlist',
  options: DocumentOptions & { sanitizeSvg?: SvgSanitizer } = {},
): string {
  if (rawHtml === 'text') {
    // Made on first use: a module that only imports this one (the CLI's `api-docs --format md`) never loads marked.
    textRenderer ??= new Marked({ gfm: true, async: false }, nestingLimit, safeRenderer('text'));
    return textRenderer.parse(markdown, { async: false });
  }
  return documentMarked(options, safeRenderer('allowlist', options.sanitizeSvg)).parse(markdown, {
    async: false,
  });
}
