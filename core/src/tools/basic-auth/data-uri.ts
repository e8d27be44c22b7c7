import { ToolInputError } from '../../errors';
import { bytesToBase64, parseBase64 } from '../../text/base64';

export const DATA_URI_MESSAGES = {
  empty: 'The file is empty.',
  notDataUri: 'A data URI starts with "data:" and has a comma before its data.',
  base64: 'The data after ";base64," is not Base64.',
  percent: 'The data has an invalid percent-escape.',
  mime: 'is not a MIME type (type/subtype, then any ;name=value).',
} as const;
const DATA_URI_FALLBACK_MIME = 'application/octet-stream';

export interface DataUri {
  uri: string;
  mime: string;
  /** The file's size, and the URI's length: Base64 makes every 3 bytes 4 characters. */
  bytes: number;
  length: number;
}

export interface DecodedDataUri {
  mime: string;
  bytes: Uint8Array;
  size: number;
  base64: boolean;
}

const startsWith = (bytes: Uint8Array, at: number, ...values: number[]) =>
  values.every((value, i) => bytes[at + i] === value);
const ascii = (bytes: Uint8Array, at: number, text: string) =>
  startsWith(bytes, at, ...[...text].map((char) => char.charCodeAt(0)));

/** Magic numbers, as `file --mime-type` reads them for the formats a data URI usually carries. */
const MAGIC: readonly [mime: string, test: (bytes: Uint8Array) => boolean][] = [
  ['image/png', (b) => startsWith(b, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
  ['image/jpeg', (b) => startsWith(b, 0, 0xff, 0xd8, 0xff)],
  ['image/gif', (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')],
  ['image/webp', (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')],
  ['audio/x-wav', (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')],
  ['image/bmp', (b) => ascii(b, 0, 'BM') && b.length > 14],
  ['image/vnd.microsoft.icon', (b) => startsWith(b, 0, 0, 0, 1, 0) && b.length > 6],
  ['application/pdf', (b) => ascii(b, 0, '%PDF-')],
  ['application/gzip', (b) => startsWith(b, 0, 0x1f, 0x8b)],
  ['application/zip', (b) => startsWith(b, 0, 0x50, 0x4b, 0x03, 0x04)],
  ['font/woff2', (b) => ascii(b, 0, 'wOF2')],
  ['font/woff', (b) => ascii(b, 0, 'wOFF')],
  ['audio/mpeg', (b) => ascii(b, 0, 'ID3')],
  ['application/wasm', (b) => startsWith(b, 0, 0x00, 0x61, 0x73, 0x6d)],
];

/** The MIME type the bytes say they are: magic numbers, then SVG, JSON, HTML or plain UTF-8 text. */
function sniffMime(bytes: Uint8Array): string {
  const magic = MAGIC.find(([, test]) => test(bytes));
  if (magic) return magic[0];
  // A UTF-16 byte order mark: text (WHATWG MIME Sniffing, 7.1; file says text/plain too).
  if (startsWith(bytes, 0, 0xff, 0xfe) || startsWith(bytes, 0, 0xfe, 0xff)) return 'text/plain';
  let text: string;
  try {
    // stream: a character the 4096-byte cut splits is the next chunk's, not an error (© at byte 4095); a file
    // that ends there ends inside it (Latin-1's é), which is no UTF-8.
    const stream = bytes.length > 4096;
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096), { stream });
  } catch {
    return DATA_URI_FALLBACK_MIME;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: binary data shows as control characters
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return DATA_URI_FALLBACK_MIME;
  const head = text.trimStart().slice(0, 1024).toLowerCase();
  if (/^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype svg[^>]*>\s*)?<svg[\s>]/.test(head))
    return 'image/svg+xml';
  if (HTML_START.test(head)) return 'text/html';
  if (head.startsWith('<?xml')) return 'text/xml';
  if ((head.startsWith('{') || head.startsWith('[')) && isJson(bytes)) return 'application/json';
  return 'text/plain';
}

/** How HTML opens, as libmagic's sgml patterns read it (`file --mime-type` says text/html). */
const HTML_START = /^(?:<!doctype html|<(?:html|head|title|script|style|table)[\s>]|<a\s+href=)/;

/** A JSON object or array, the whole file (`file --mime-type` says application/json; a bare "a" or 1 is text). */
function isJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A file as a `data:` URI, Base64, its MIME type sniffed unless given. */
export function runDataUriEncode(bytes: Uint8Array, mime?: string): DataUri {
  if (bytes.length === 0) throw new ToolInputError(DATA_URI_MESSAGES.empty, 'Empty file', 'file');
  const given = mime?.trim() || sniffMime(bytes);
  // RFC 2397's mediatype: type/subtype, then ;attribute=value parameters (text/plain;charset=iso-8859-1).
  const [type = '', ...parameters] = given.split(';').map((part) => part.trim());
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(type) || !parameters.every((p) => /^[\w.+-]+=[\w.+-]+$/.test(p))) {
    throw new ToolInputError(`"${given}" ${DATA_URI_MESSAGES.mime}`, 'Invalid MIME type', 'mime');
  }
  // charset=utf-8 is said of text only when the bytes are UTF-8: a Latin-1 CSV so labelled shows as mojibake.
  const textual = type.startsWith('text/') || type === 'image/svg+xml';
  if (textual && !parameters.some((p) => /^charset=/i.test(p)) && isUtf8(bytes))
    parameters.push('charset=utf-8');
  const uri = `data:${[type, ...parameters].join(';')};base64,${bytesToBase64(bytes)}`;
  return { uri, mime: type, bytes: bytes.length, length: uri.length };
}

/** RFC 2397: `data:[<mediatype>][;base64],<data>` back to its bytes (percent-encoded data too). */
export function runDataUriDecode(text: string): DecodedDataUri {
  const trimmed = text.trim();
  const comma = trimmed.indexOf(',');
  if (!/^data:/i.test(trimmed) || comma < 0) {
    throw new ToolInputError(DATA_URI_MESSAGES.notDataUri, 'Invalid data URI', 'uri');
  }
  const params = trimmed.slice(5, comma).split(';');
  const base64 = params.at(-1)?.toLowerCase() === 'base64';
  if (base64) params.pop();
  const mime = params[0]?.trim() || 'text/plain';
  const data = trimmed.slice(comma + 1);
  let bytes: Uint8Array | undefined;
  if (base64) {
    // Percent-decoded first, then read as Base64 (WHATWG's data: URL processor): %2B, %2F and %3D are + / =; a
    // byte past ASCII, or a % without two hex digits, is no Base64.
    const body = data.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    bytes = parseBase64(body.replace(/\s+/g, ''));
    if (!bytes) throw new ToolInputError(DATA_URI_MESSAGES.base64, 'Invalid data URI', 'uri');
  } else {
    bytes = percentBytes(data);
  }
  return { mime, bytes, size: bytes.length, base64 };
}

/**
 * Each %XX its byte, the text between as UTF-8, written into one buffer (at most 3 bytes a UTF-16 unit): a
 * TextEncoder call a character took 18 s on 5 MB.
 */
function percentBytes(data: string): Uint8Array {
  const encoder = new TextEncoder();
  const out = new Uint8Array(data.length * 3);
  let at = 0;
  let from = 0;
  const text = (end: number) => {
    if (end > from) at += encoder.encodeInto(data.slice(from, end), out.subarray(at)).written;
  };
  for (let percent = data.indexOf('%'); percent !== -1; percent = data.indexOf('%', from)) {
    text(percent);
    const hex = data.slice(percent + 1, percent + 3);
    if (!/^[0-9a-f]{2}$/i.test(hex))
      throw new ToolInputError(DATA_URI_MESSAGES.percent, 'Invalid data URI', 'uri');
    out[at++] = Number.parseInt(hex, 16);
    from = percent + 3;
  }
  text(data.length);
  return out.slice(0, at);
}
