import { ToolInputError } from '../../errors';
import { type PercentMode, runPercentEncode } from '../../text/percent-encoding';

export interface ParsedUrl {
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  /** The query's parameters in order, decoded (a key may repeat). */
  params: [key: string, value: string][];
}

/** A URL as the WHATWG URL Standard (browsers, Node) reads it; relative URLs and bare hosts are refused by name. */
export function runUrlParse(text: string): ParsedUrl {
  const input = text.trim();
  if (input === '') throw new ToolInputError('Please enter a URL.', 'Invalid URL');
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    const hint = /^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(input)
      ? ` Did you mean https://${input}?`
      : input.startsWith('/')
        ? ' It is relative: a URL needs a scheme and host (https://example.com/…).'
        : '';
    throw new ToolInputError(`"${input}" is not an absolute URL.${hint}`, 'Invalid URL');
  }
  return {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    username: decodeSafe(url.username),
    password: decodeSafe(url.password),
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    params: [...url.searchParams.entries()],
  };
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The URL with its query replaced by `params` (form-encoded as URLSearchParams writes it; empty keys dropped). */
export function runUrlWithParams(href: string, params: readonly (readonly [string, string])[]): string {
  const url = new URL(runUrlParse(href).href);
  const search = new URLSearchParams();
  for (const [key, value] of params) if (key !== '') search.append(key, value);
  url.search = search.toString();
  return url.href;
}

/** The ASCII that encodeURIComponent keeps, and encodeURI besides (the characters of a URL's structure). */
const KEPT: Readonly<Record<PercentMode, string>> = {
  component: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()",
  uri: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'();/?:@&=+$,#",
};
const HEX = new TextEncoder().encode('0123456789ABCDEF');

/**
 * Percent-encodes bytes as they are (RFC 3986 §2.1), so text that is not UTF-8 (Latin-1 from a file) keeps its
 * bytes: `caf\xE9` is caf%E9, as Python's quote() gives, where decoding it first would give U+FFFD's %EF%BF%BD.
 * UTF-8 is encoded as encodeURIComponent / encodeURI encode its text.
 */
export function runPercentEncodeBytes(bytes: Uint8Array, mode: PercentMode): string {
  try {
    return runPercentEncode(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), mode);
  } catch {
    // Written into bytes (at most three per byte), then read as ASCII: 10 MB in a fraction of a second.
    const kept = new Uint8Array(256);
    for (const char of KEPT[mode]) kept[char.charCodeAt(0)] = 1;
    const out = new Uint8Array(bytes.length * 3);
    let at = 0;
    for (const byte of bytes) {
      if (kept[byte]) out[at++] = byte;
      else {
        out[at++] = 0x25;
        out[at++] = HEX[byte >> 4] ?? 0;
        out[at++] = HEX[byte & 15] ?? 0;
      }
    }
    return new TextDecoder('latin1').decode(out.subarray(0, at));
  }
}
