/** Text between tags: `&` and `<` start markup there; `>` is escaped too so no reader ever sees `-->` or `]]>`. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A double-quoted attribute value: `"` ends it, `&` starts a reference, `<`/`>` are escaped for naive readers. */
export function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/**
 * JSON for a `<script type="application/ld+json">` body: the script ends at the first `</script`, and `<!--`
 * changes how it is tokenized, so every `<`, `>` and `&` becomes a JSON escape; U+2028/2029 for old parsers.
 */
export function jsonForScript(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
