import { describe, expect, it } from 'vitest';
import { encodeIco, readIcoDirectory } from './ico';
import { decodePng } from './png-decode';
import { encodePng } from './png-encode';

const png = (size: number) => encodePng(new Uint8Array(size * size * 4).fill(200), size, size);

describe('encodeIco', () => {
  it('writes a directory entry per PNG, in the given order, pointing at each PNG', () => {
    const images = [48, 32, 16].map((size) => ({ size, png: png(size) }));
    const ico = encodeIco(images);
    const dir = readIcoDirectory(ico);
    expect(dir.map((d) => [d.width, d.height, d.bitCount])).toEqual([
      [48, 48, 32],
      [32, 32, 32],
      [16, 16, 32],
    ]);
    expect(dir[0]!.offset).toBe(6 + 3 * 16);
    for (const [i, entry] of dir.entries()) {
      const bytes = ico.subarray(entry.offset, entry.offset + entry.bytes);
      expect(bytes).toEqual(images[i]!.png);
      expect(decodePng(bytes).width).toBe(images[i]!.size);
    }
    expect(ico.length).toBe(6 + 48 + images.reduce((n, e) => n + e.png.length, 0));
  });

  it('stores 256 px as 0', () => {
    const ico = encodeIco([{ size: 256, png: png(2) }]);
    expect(ico[6]).toBe(0);
    expect(readIcoDirectory(ico)[0]!.width).toBe(256);
  });

  it.each([[[]], [[{ size: 300, png: new Uint8Array(1) }]]])('rejects %o', (entries) => {
    expect(() => encodeIco(entries)).toThrow(RangeError);
  });

  it('refuses to read something else', () => {
    expect(() => readIcoDirectory(new Uint8Array([1, 2, 3, 4, 5, 6]))).toThrow('Not an ICO file');
  });
});
