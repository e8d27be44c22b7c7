/**
 * Text and attribute values for SVG and other XML: the five specials as named entities, and the control
 * characters XML 1.0 forbids (even as references) dropped, so the document still parses.
 */
export function escapeXml(text: string): string {
  const allowed = Array.from(text)
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join('');
  return allowed
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
