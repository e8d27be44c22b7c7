/**
 * Just enough DER to read what @peculiar/x509 reads differently from openssl (written-fields.ts, general-names.ts,
 * policies.ts, distribution-points.ts).
 */

/** One DER element: its tag, where its contents start and end. */
export interface Element {
  tag: number;
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
  return { tag, start, end: start + length };
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

/** Bytes as lower-case hex, two digits each, nothing between. */
export const hexOf = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

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
export function setBits(contents: Uint8Array): number[] {
  const bits: number[] = [];
  for (let i = 0; i < (contents.length - 1) * 8; i++)
    if (((contents[1 + (i >> 3)] ?? 0) >> (7 - (i & 7))) & 1) bits.push(i);
  return bits;
}

/** Names for a BIT STRING's set bits (openssl's words); a bit past the list by its number. */
export const bitNames = (contents: Uint8Array, names: readonly string[]) =>
  setBits(contents).map((bit) => names[bit] ?? `bit ${bit}`);
