import { Marked, type Tokens } from 'marked';
import { escapeAttribute, escapeHtml } from '../html/escape';
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

/**
 * Markdown to HTML that is safe by construction, for files written without a DOM (the blog export): raw HTML
 * keeps only allow-listed elements and attributes (comments and scripts go), links and images keep only safe
 * URLs, everything else is marked's escaping.
 */
const safeMarked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    checkbox: taskCheckbox,
    html(token: Tokens.HTML | Tokens.Tag) {
      return allowlistHtml(token.text, { href: safeHref, src: safeImageSrc });
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
});

export function markdownToSafeHtml(markdown: string): string {
  return safeMarked.parse(markdown, { async: false });
}
