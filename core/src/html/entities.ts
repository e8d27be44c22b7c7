import { ToolInputError } from '../errors';

/**
 * `minimal`: only & < > " ' (safe in text and attributes); `all`: also every non-ASCII character, by its HTML5 name
 * where it has one (&eacute;), else a numeric reference.
 */
export type EntityMode = 'minimal' | 'all';

/** HTML character references, with fb55's `entities` (the HTML5 named-reference table), loaded on demand. */
export async function runEntityEncode(text: string, mode: EntityMode): Promise<string> {
  const entities = await import('entities');
  const encoded = mode === 'all' ? entities.encodeNonAsciiHTML(text) : entities.escapeUTF8(text);
  // A parser turns a raw CR (and CRLF) into LF before it reads references; &#13; keeps it. A C1 control has no
  // reference (the parser reads &#128;-&#159; as windows-1252: &#133; is …): it stays as it is.
  return encoded
    .replace(/\r/g, '&#13;')
    .replace(/&#(1[2-5]\d);/g, (reference, code: string) =>
      Number(code) >= 0x80 && Number(code) <= 0x9f ? String.fromCharCode(Number(code)) : reference,
    );
}

/** The references escaped text mostly holds, each whole (`;` ends its name), so the HTML5 table reads them alike. */
const COMMON_REFERENCES = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);
const COMMON_REFERENCE = /&([a-z]{2,4});/y;

/**
 * Text whose every `&` starts one of COMMON_REFERENCES, decoded without entities' decoder, which builds its table of
 * 2,231 names at its import (`toolbox unescape '&lt;b&gt;' --as html`, issue 79); undefined for any other text.
 */
function decodeCommonOnly(text: string): string | undefined {
  let decoded = '';
  let from = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', from)) {
    COMMON_REFERENCE.lastIndex = at;
    const char = COMMON_REFERENCES.get(COMMON_REFERENCE.exec(text)?.[1] ?? '');
    if (char === undefined) return undefined;
    decoded += text.slice(from, at) + char;
    from = COMMON_REFERENCE.lastIndex;
  }
  return decoded + text.slice(from);
}

/** Decodes every HTML5 named (&eacute;, &NotEqualTilde;) and numeric (&#233;, &#xE9;) reference, as a browser does. */
export async function runEntityDecode(text: string): Promise<string> {
  if (text.length > 10_000_000) throw new ToolInputError('the text is larger than 10 MB.', 'Too large');
  const common = decodeCommonOnly(text);
  if (common !== undefined) return common;
  // Its decoder alone: the package's index also builds the encoder's table (`toolbox unescape --as html`, issue 79).
  const { decodeHTML } = await import('entities/decode');
  return decodeHTML(text);
}
