/**
 * Text that Markdown shows as typed, on one line: inline syntax (emphasis, code, links, images, raw HTML,
 * tables, autolinks) and block starts (headings, lists, quotes) are backslash-escaped; line breaks become spaces.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/[\\`*_{}[\]()<>#+\-.!|~&:]/g, (char) => (char === '&' ? '&amp;' : `\\${char}`));
}

/** Text for inside a Markdown link destination `( … )`: percent-encodes what would end or break it. */
export function escapeLinkDestination(url: string): string {
  return url.trim().replace(/[\s()<>\\]/g, (char) => encodeURIComponent(char));
}
