/**
 * WOFF 1.0 -> plain TrueType/OpenType (sfnt) bytes. fontkit reads a WOFF by inflating a whole table each time
 * it reads one glyph (every glyph measured, drawn or subset inflates the `glyf` table again), which made a
 * Chinese document's PDF take seconds; the same font unpacked once reads glyphs straight from memory.
 */
import { unzlibSync } from 'fflate';

const WOFF = 0x774f4646; // 'wOFF'
const HEADER = 44;
const ENTRY = 20;

/** Why bytes that claim to be a WOFF cannot be unpacked. */
export class WoffError extends Error {}

/** Inflates a zlib (RFC 1950) stream. */
export type ZlibInflate = (data: Uint8Array) => Uint8Array;

/**
 * The sfnt bytes of a WOFF 1.0 font; any other bytes (TTF, OTF, WOFF2) are returned as they are. The CLI passes
 * node:zlib's native inflate; the default is fflate.
 */
export function woffToSfnt(bytes: Uint8Array, inflate: ZlibInflate = unzlibSync): Uint8Array {
  if (bytes.length < HEADER) return bytes;
  const woff = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (woff.getUint32(0) !== WOFF) return bytes;
  const flavor = woff.getUint32(4);
  const numTables = woff.getUint16(12);
  if (HEADER + numTables * ENTRY > bytes.length) throw new WoffError('WOFF table directory is truncated');
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = HEADER + i * ENTRY;
    const table = {
      tag: woff.getUint32(at),
      offset: woff.getUint32(at + 4),
      compLength: woff.getUint32(at + 8),
      origLength: woff.getUint32(at + 12),
      checksum: woff.getUint32(at + 16),
    };
    if (table.offset + table.compLength > bytes.length) throw new WoffError('WOFF table is truncated');
    return table;
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  const directory = 12 + numTables * 16;
  const size = tables.reduce((sum, table) => sum + pad4(table.origLength), directory);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  let power = 1;
  let log = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log += 1;
  }
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, log);
  sfnt.setUint16(10, numTables * 16 - power * 16);
  let offset = directory;
  tables.forEach((table, i) => {
    const stored = bytes.subarray(table.offset, table.offset + table.compLength);
    const data = table.compLength < table.origLength ? inflate(stored) : stored;
    if (data.length !== table.origLength) throw new WoffError('WOFF table does not unpack to its length');
    const record = 12 + i * 16;
    sfnt.setUint32(record, table.tag);
    sfnt.setUint32(record + 4, table.checksum);
    sfnt.setUint32(record + 8, offset);
    sfnt.setUint32(record + 12, table.origLength);
    out.set(data, offset);
    offset += pad4(table.origLength);
  });
  return out;
}
