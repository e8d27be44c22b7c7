import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { decodePng, pngSize } from './png-decode';
import { encodePng } from './png-encode';

/** One red, one half-transparent grey pixel in each layout the decoder normalises. */
const CASES = [
  {
    name: '8-bit RGBA',
    image: {
      width: 2,
      height: 1,
      channels: 4,
      depth: 8,
      data: new Uint8Array([255, 0, 0, 255, 128, 128, 128, 64]),
    },
  },
  {
    name: '8-bit RGB',
    image: { width: 2, height: 1, channels: 3, depth: 8, data: new Uint8Array([255, 0, 0, 128, 128, 128]) },
  },
  {
    name: '8-bit grey + alpha',
    image: { width: 2, height: 1, channels: 2, depth: 8, data: new Uint8Array([76, 255, 128, 64]) },
  },
  {
    name: '16-bit RGBA',
    image: {
      width: 2,
      height: 1,
      channels: 4,
      depth: 16,
      data: new Uint16Array([65535, 0, 0, 65535, 32896, 32896, 32896, 16448]),
    },
  },
] as const;

describe('decodePng', () => {
  it.each(CASES)('reads $name as 8-bit RGBA', ({ name, image }) => {
    const decoded = decodePng(encode(image));
    expect(decoded.width).toBe(2);
    const [first, second] = [decoded.rgba.subarray(0, 4), decoded.rgba.subarray(4, 8)];
    if (name.includes('grey')) {
      expect([...first]).toEqual([76, 76, 76, 255]);
      expect([...second]).toEqual([128, 128, 128, 64]);
    } else {
      expect([...first]).toEqual([255, 0, 0, 255]);
      expect([...second]).toEqual([128, 128, 128, name.includes('RGBA') ? 64 : 255]);
    }
  });

  it('reads palette PNGs with their transparency', () => {
    const png = encode({
      width: 2,
      height: 1,
      channels: 1,
      depth: 8,
      data: new Uint8Array([1, 0]),
      palette: [
        [10, 20, 30, 40],
        [200, 100, 50, 255],
      ],
    });
    expect([...decodePng(png).rgba]).toEqual([200, 100, 50, 255, 10, 20, 30, 40]);
  });

  it('refuses bytes that are not a PNG, and a PNG whose chunk CRC is wrong', () => {
    expect(() => decodePng(new Uint8Array([1, 2, 3]))).toThrow('Not a PNG');
    const png = encodePng(new Uint8Array([1, 2, 3, 4]), 1, 1);
    png[29]! ^= 0xff; // IHDR's CRC
    expect(() => decodePng(png)).toThrow(/CRC/);
    expect(pngSize(png)).toEqual({ width: 1, height: 1 });
  });
});
