const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Each character's 6-bit value in either alphabet (`+`/`-` are 62, `/`/`_` 63), -1 for anything else. */
const VALUES = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) {
    values[STANDARD.charCodeAt(i)] = i;
    values[URL_SAFE.charCodeAt(i)] = i;
  }
  return values;
})();

/**
 * RFC 4648 §4 Base64 with `=` padding, or with `urlSafe` §5 Base64url (`-` `_`, no padding). Plain code,
 * neither `btoa` nor `Buffer`, so it runs the same in every runtime core targets.
 */
export function bytesToBase64(bytes: Uint8Array, urlSafe = false): string {
  const alphabet = urlSafe ? URL_SAFE : STANDARD;
  const chunks: string[] = [];
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + alphabet[n & 63]!;
    if (out.length >= 0x8000) {
      chunks.push(out);
      out = '';
    }
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i]! << 16) | ((rest === 2 ? bytes[i + 1]! : 0) << 8);
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]!;
    if (rest === 2) out += alphabet[(n >> 6) & 63]!;
    if (!urlSafe) out += rest === 1 ? '==' : '=';
  }
  chunks.push(out);
  return chunks.join('');
}

/**
 * Base64 or Base64url (either alphabet; padding optional, but where present it makes whole groups of four)
 * -> bytes; undefined when the text is not Base64. No white space or prefix is skipped: callers trim.
 */
export function parseBase64(text: string): Uint8Array | undefined {
  const body = text.replace(/={1,2}$/, '');
  if (body.length !== text.length && text.length % 4 !== 0) return undefined;
  if (body.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((body.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    const v = code < 128 ? VALUES[code]! : -1;
    if (v < 0) return undefined;
    value = ((value << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 255;
    }
  }
  return out;
}
