import { withoutByteOrderMark } from '../text/byte-order-mark';

/**
 * What may come before an XML document's root element: white space, the XML declaration and other processing
 * instructions, comments, and a DOCTYPE with its internal subset (an Adobe Illustrator export declares its
 * namespaces as entities there, so a DOCTYPE can hold `>` before its own end).
 */
const XML_PROLOG = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)*/i;

/** A DOCTYPE, internal subset included. */
export const DOCTYPE = /<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>/gi;

/** Whether `text` (a file's start, byte-order mark allowed) is an SVG document: its root element is `<svg>`. */
export function isSvgDocument(text: string): boolean {
  const source = withoutByteOrderMark(text);
  const prolog = XML_PROLOG.exec(source)?.[0] ?? '';
  return /^<svg\b/i.test(source.slice(prolog.length));
}
