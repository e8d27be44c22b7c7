/**
 * A URL's scheme at the start of a text (RFC 3986: a letter, then letters, digits, `+`, `-` or `.`, then `:`).
 * Spelled with both cases rather than the `i` flag, which makes V8 close the classes over case through ICU when it
 * compiles the pattern (~1M instructions of a command's start, issue 43); the letters matched are the same.
 */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** Whether the text starts with a scheme: `https:`, `mailto:`, `data:`, `C:` (a Windows drive reads as one too). */
export function hasUrlScheme(text: string): boolean {
  return SCHEME.test(text);
}

/** Whether the text starts with a scheme and `//`, an authority after it: `https://host`, not `mailto:a@b`. */
export function hasUrlAuthority(text: string): boolean {
  const scheme = SCHEME.exec(text);
  return scheme !== null && text.startsWith('//', scheme[0].length);
}
