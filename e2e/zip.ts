import { inflateRawSync } from 'node:zlib';

/** A zip's entries in order, read through its central directory (stored or deflated). */
export function unzip(zip: Uint8Array): Map<string, Buffer> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end--;
  const entries = new Map<string, Buffer>();
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = Buffer.from(zip.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = Buffer.from(zip.subarray(start, start + size));
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}
