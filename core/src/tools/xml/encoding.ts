import { XmlSyntaxError } from './parse';

/** A document's text and the encoding its bytes were in (WHATWG's name for it: 'utf-8', 'windows-1252', …). */
export interface DecodedXml {
  text: string;
  encoding: string;
}

/** The encodings whose characters take more than one byte, or a varying number: no table of 256 writes them. */
const MULTI_BYTE = new Set([
  'utf-8',
  'utf-16le',
  'utf-16be',
  'shift_jis',
  'euc-jp',
  'iso-2022-jp',
  'gbk',
  'gb18030',
]);
MULTI_BYTE.add('big5').add('euc-kr');

/** Labels WHATWG reads as windows-1252 that XML means byte for byte: ISO-8859-1 has control characters at 80-9F. */
const LATIN_1 = /^(?:iso[-_]?8859-1|iso_8859-1:1987|latin1|l1|iso-ir-100|cp819|ibm819|csisolatin1)$/i;
const DECLARED_ENCODING = /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/;

/** The encoding a document's XML declaration names ('utf-8' when it names none), by WHATWG's name for it. */
export function declaredEncoding(text: string): string {
  const label = DECLARED_ENCODING.exec(text)?.[1];
  if (label === undefined) return 'utf-8';
  if (LATIN_1.test(label)) return 'iso-8859-1';
  try {
    return new TextDecoder(label).encoding;
  } catch {
    throw new XmlSyntaxError(`unsupported encoding ${label}`, 1, text.indexOf(label) + 1);
  }
}

function where(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

/**
 * A document's bytes as text, in the encoding XML 1.0 (4.3.3, appendix F) says they are in: a byte order mark's,
 * else the one the XML declaration names, else UTF-8. Bytes that are not the encoding's are refused at their line
 * and column, as xmllint refuses them, not read as U+FFFD; so is an encoding no decoder here knows.
 */
export function decodeXml(bytes: Uint8Array): DecodedXml {
  let encoding = 'utf-8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ['utf-16le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ['utf-16be', 2];
  else if (bytes[0] === 0x3c && bytes[1] === 0 && bytes[2] === 0x3f) encoding = 'utf-16le';
  else if (bytes[0] === 0 && bytes[1] === 0x3c && bytes[2] === 0) encoding = 'utf-16be';
  else {
    encoding = declaredEncoding(new TextDecoder('latin1').decode(bytes.subarray(0, 256)));
    // Said to be UTF-16 in bytes that are not (their '<?xml' is one byte a character): libxml2 reads them as UTF-8.
    if (encoding.startsWith('utf-16')) encoding = 'utf-8';
  }
  const body = bytes.subarray(start);
  if (!MULTI_BYTE.has(encoding)) return { text: decodeSingleByte(body, encoding), encoding };
  try {
    return { text: new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(body), encoding };
  } catch {
    const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(body);
    const { line, column } = where(text, text.indexOf('\uFFFD'));
    const hint =
      encoding === 'utf-8' ? ' (declare its encoding, e.g. <?xml version="1.0" encoding="ISO-8859-1"?>)' : '';
    throw new XmlSyntaxError(`the input is not ${encoding.toUpperCase()}${hint}`, line, column);
  }
}

/**
 * Text written back in the encoding it was read from, as libxml2 saves a document: a character the encoding cannot
 * hold as a character reference (`&#8364;`), which only text and attribute values can hold here, since whatever
 * else the document has came from bytes in that encoding. An encoding with no writer here (Shift_JIS, GBK, Big5,
 * EUC) is written as UTF-8, its declaration saying so.
 */
export function encodeXml(text: string, encoding: string): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const bytes = new Uint8Array(text.length * 2 + 2);
    const view = new DataView(bytes.buffer);
    const littleEndian = encoding === 'utf-16le';
    view.setUint16(0, 0xfeff, littleEndian);
    for (let index = 0; index < text.length; index++)
      view.setUint16(2 + index * 2, text.charCodeAt(index), littleEndian);
    return bytes;
  }
  if (MULTI_BYTE.has(encoding))
    return new TextEncoder().encode(text.replace(/^(<\?xml\s[^>]*?encoding\s*=\s*["'])[^"']*/, '$1UTF-8'));
  const table = byteTable(encoding);
  const out: number[] = [];
  for (const char of text) {
    const byte = table.get(char);
    if (byte !== undefined) out.push(byte);
    else for (const unit of `&#${char.codePointAt(0)};`) out.push(unit.charCodeAt(0));
  }
  return Uint8Array.from(out);
}

/** windows-1252's 80-9F, which Node 20's decoder reads as ISO-8859-1's control characters (nodejs/node#56542). */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Bytes of an encoding of one byte a character (ISO-8859-1: each byte the character of that number). */
function decodeSingleByte(bytes: Uint8Array, encoding: string): string {
  if (encoding === 'iso-8859-1') {
    let text = '';
    for (let start = 0; start < bytes.length; start += 0x8000)
      text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return text;
  }
  const text = new TextDecoder(encoding).decode(bytes);
  if (encoding !== 'windows-1252') return text;
  return text.replace(/[\u0080-\u009F]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/** A single-byte encoding's character -> byte table, read off its decoder. */
function byteTable(encoding: string): Map<string, number> {
  const table = new Map<string, number>();
  for (let byte = 0xff; byte >= 0; byte--) {
    const char = decodeSingleByte(Uint8Array.of(byte), encoding);
    if (char !== '\uFFFD') table.set(char, byte);
  }
  return table;
}
