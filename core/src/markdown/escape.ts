/**
 * Text that Markdown shows as typed, on one line, escaping only what would change it (so a raw README stays
 * readable): inline syntax (emphasis, code, links, images, raw HTML, tables, strikethrough, math, entities) anywhere,
 * block starts (heading, list, ordered list) at the start unless `atLineStart` is false (text after other text). Line breaks become spaces; http(s) URLs may autolink.
 */
export function escapeMarkdown(text: string, { atLineStart = true } = {}): string {
  const inline = text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|~$]/g, (char) => `\\${char}`)
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;');
  if (!atLineStart) return inline;
  return inline.replace(/^([#+\-=])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** Text for inside a Markdown link destination `( … )`: percent-encodes what would end or break it. */
export function escapeLinkDestination(url: string): string {
  // encodeURIComponent leaves `(` and `)` as they are: an unbalanced `)` would end the link.
  return url
    .trim()
    .replace(/[\s()<>\\]/g, (char) =>
      /[()]/.test(char) ? `%${char.charCodeAt(0).toString(16).toUpperCase()}` : encodeURIComponent(char),
    );
}
