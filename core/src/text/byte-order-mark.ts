/**
 * A text without the byte order mark it starts with, if any: an encoding's signature (some Windows editors write
 * one), not part of the text it starts. Only the first: a second one is text.
 */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
