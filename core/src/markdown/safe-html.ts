import { Marked, type MarkedExtension, type Tokens } from 'marked';
import { escapeAttribute, escapeHtml } from '../html/escape';
import { type DocumentOptions, documentMarked } from './document-marked';
import { allowlistHtml } from './html-allowlist';
import { taskCheckbox } from './render';

/** Link targets a generated page may point at: web, mail, in-page and relative paths. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  // Relative: no scheme at all (a colon before any / ? or # would be one).
  if (!/^[^/?#]*:/.test(trimmed)) return trimmed;
  return undefined;
}

/** Image sources: web, relative, or an inline raster data URL (an SVG could carry script). */
export function safeImageSrc(src: string): string | undefined {
  const trimmed = src.trim();
  if (/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i.test(trimmed)) return trimmed;
  return /^data:/i.test(trimmed) ? undefined : safeHref(trimmed);
}

/** What becomes of raw HTML in the Markdown: allow-listed elements kept (the blog), or all of it shown as text. */
export type RawHtml = 'allowlist' | 'text';

function safeRenderer(rawHtml: RawHtml): MarkedExtension {
  return {
    renderer: {
      checkbox: taskCheckbox,
      html(token: Tokens.HTML | Tokens.Tag) {
        return rawHtml === 'text'
          ? escapeHtml(token.text)
          : allowlistHtml(token.text, { href: safeHref, src: safeImageSrc });
      },
      link(token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        const href = safeHref(token.href);
        if (href === undefined) return text;
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : '';
        return `<a href="${escapeAttribute(href)}"${title}>${text}</a>`;
      },
      image(token: Tokens.Image) {
        const src = safeImageSrc(token.href);
        if (src === undefined) return escapeHtml(token.text);
        return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(token.text)}" loading="lazy">`;
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
  options: DocumentOptions = {},
): string {
  if (rawHtml === 'text') {
    // Made on first use: a module that only imports this one (the CLI's `api-docs --format md`) never loads marked.
    textRenderer ??= new Marked({ gfm: true, async: false }, safeRenderer('text'));
    return textRenderer.parse(markdown, { async: false });
  }
  return documentMarked(options, safeRenderer('allowlist')).parse(markdown, { async: false });
}
