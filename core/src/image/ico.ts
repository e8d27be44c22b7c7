/** One PNG-encoded image for an ICO file; the PNG's own header carries its pixel format. */
export interface IcoEntry {
  size: number;
  png: Uint8Array;
}

/**
 * A multi-size .ico whose entries are PNGs (supported by every current browser and Windows since Vista).
 * Entries are written in the order given: favicon.ico lists 48, 32, 16 because some Chrome versions pick a
 * corrupt icon from an ascending list.
 */
export function encodeIco(entries: readonly IcoEntry[]): Uint8Array {
  if (entries.length === 0) throw new RangeError('An ICO needs at least one image');
  const header = 6 + 16 * entries.length;
  const total = entries.reduce((n, e) => n + e.png.length, header);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, entries.length, true);
  let offset = header;
  entries.forEach((entry, i) => {
    if (!Number.isInteger(entry.size) || entry.size < 1 || entry.size > 256) {
      throw new RangeError(`ICO images are 1-256 px, not ${entry.size}`);
    }
    const dir = 6 + i * 16;
    // 0 means 256 in the one-byte width and height fields.
    out[dir] = entry.size % 256;
    out[dir + 1] = entry.size % 256;
    out[dir + 2] = 0;
    out[dir + 3] = 0;
    view.setUint16(dir + 4, 1, true);
    view.setUint16(dir + 6, 32, true);
    view.setUint32(dir + 8, entry.png.length, true);
    view.setUint32(dir + 12, offset, true);
    out.set(entry.png, offset);
    offset += entry.png.length;
  });
  return out;
}

export interface IcoDirectoryEntry {
  width: number;
  height: number;
  bitCount: number;
  bytes: number;
  offset: number;
}

/** Reads an ICO's directory (for tests and for checking files we wrote). */
export function readIcoDirectory(ico: Uint8Array): IcoDirectoryEntry[] {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  if (ico.length < 6 || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) {
    throw new Error('Not an ICO file');
  }
  const count = view.getUint16(4, true);
  return Array.from({ length: count }, (_, i) => {
    const dir = 6 + i * 16;
    return {
      width: ico[dir] || 256,
      height: ico[dir + 1] || 256,
      bitCount: view.getUint16(dir + 6, true),
      bytes: view.getUint32(dir + 8, true),
      offset: view.getUint32(dir + 12, true),
    };
  });
}
