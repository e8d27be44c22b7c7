/** Just enough DER (X.690) to read certificates, requests and keys (the certificate decoder, the key pairs tool). */

/** DER's universal tags the certificate readers meet. */
export const TAG = {
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  IA5_STRING: 0x16,
  VISIBLE_STRING: 0x1a,
  BMP_STRING: 0x1e,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const;

/** One DER element: its tag, where it starts (its tag's byte), where its contents start and end. */
export interface Element {
  tag: number;
  at: number;
  start: number;
  end: number;
}

export function element(der: Uint8Array, at: number): Element {
  const tag = der[at] ?? -1;
  let length = der[at + 1] ?? 0;
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  if (tag < 0 || start + length > der.length) throw new Error('DER element past the end');
  return { tag, at, start, end: start + length };
}

/**
 * `read` of the one element an extension's `value` is, when it has `tag` and fills the value; undefined otherwise
 * or when `read` throws on broken DER.
 */
export function wholeValue<T>(value: Uint8Array, tag: number, read: (whole: Element) => T): T | undefined {
  try {
    const whole = element(value, 0);
    return whole.tag === tag && whole.end === value.length ? read(whole) : undefined;
  } catch {
    return undefined;
  }
}

/** The elements inside a constructed one. */
export function children(der: Uint8Array, parent: Element): Element[] {
  const list: Element[] = [];
  for (let at = parent.start; at < parent.end; ) {
    const child = element(der, at);
    list.push(child);
    at = child.end;
  }
  return list;
}

/** The element's bytes, tag and length included. */
export const encoded = (der: Uint8Array, at: Element) => der.subarray(at.at, at.end);

/** The element's contents. */
export const contents = (der: Uint8Array, at: Element) => der.subarray(at.start, at.end);

/** A DER INTEGER's contents (two's complement) as a number; 0 for none. */
export function signedInteger(bytes: Uint8Array): bigint {
  const magnitude = bytes.length === 0 ? 0n : BigInt(`0x${hexOf(bytes)}`);
  return (bytes[0] ?? 0) & 0x80 ? magnitude - (1n << BigInt(bytes.length * 8)) : magnitude;
}

/** One character a byte (ISO 8859-1; TextDecoder's `latin1` is windows-1252, and opening it costs more). */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192)
    text += String.fromCharCode.apply(null, bytes.subarray(at, at + 8192) as unknown as number[]);
  return text;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

let HEX: readonly string[] | undefined;

/** Bytes as lower-case hex, two digits each, nothing between. */
export function hexOf(bytes: Uint8Array): string {
  HEX ??= Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
  let text = '';
  for (const byte of bytes) text += HEX[byte];
  return text;
}

/** An OBJECT IDENTIFIER's contents as dotted text (`1.3.6.1.4.1.311.20.2.3`). */
export function oidText(bytes: Uint8Array): string {
  const arcs: bigint[] = [];
  let value = 0n;
  for (const byte of bytes) {
    value = (value << 7n) | BigInt(byte & 0x7f);
    if (byte & 0x80) continue;
    arcs.push(value);
    value = 0n;
  }
  const [first = 0n, ...rest] = arcs;
  const head = first < 80n ? [first / 40n, first % 40n] : [2n, first - 80n];
  return [...head, ...rest].join('.');
}

/** The set bits of a BIT STRING's contents (the count of unused bits, then the bits), the first bit 0. */
function setBits(contents: Uint8Array): number[] {
  const bits: number[] = [];
  for (let i = 0; i < (contents.length - 1) * 8; i++)
    if (((contents[1 + (i >> 3)] ?? 0) >> (7 - (i & 7))) & 1) bits.push(i);
  return bits;
}

/** Names for a BIT STRING's set bits (openssl's words); a bit past the list by its number. */
export const bitNames = (contents: Uint8Array, names: readonly string[]) =>
  setBits(contents).map((bit) => names[bit] ?? `bit ${bit}`);
