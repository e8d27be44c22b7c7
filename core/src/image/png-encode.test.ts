import { unzlibSync, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../deterministic/seeded-random';
import { crc32 } from './crc32';
import { decodePng, pngSize } from './png-decode';
import { encodePng, type PngFilter } from './png-encode';

function image(width: number, height: number, opaque: boolean): Uint8Array {
  const noise = seededRandom(7).bytes(width * height * 4);
  const px = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      // A gradient with noise and a flat block: runs, small deltas and random bytes all occur.
      const flat = x > width / 2 && y > height / 2;
      px[i] = flat ? 200 : (x * 3 + (noise[i]! & 7)) & 255;
      px[i + 1] = flat ? 40 : (y * 5) & 255;
      px[i + 2] = flat ? 90 : noise[i + 2]!;
      px[i + 3] = opaque ? 255 : flat ? 128 : noise[i + 3]!;
    }
  }
  return px;
}

describe('encodePng', () => {
  const filters: PngFilter[] = ['none', 'sub', 'up', 'paeth'];
  it.each(filters.flatMap((f) => [[f, true] as const, [f, false] as const]))(
    'round-trips %s filtered pixels (opaque: %s)',
    (filter, opaque) => {
      const px = image(37, 23, opaque);
      const png = encodePng(px, 37, 23, { filter });
      const decoded = decodePng(png);
      expect(decoded.width).toBe(37);
      expect(decoded.height).toBe(23);
      expect(decoded.rgba).toEqual(px);
    },
  );

  it('gives the same bytes from the word-at-a-time and the byte-at-a-time Sub filter', () => {
    const px = image(29, 17, true);
    const unaligned = new Uint8Array(px.length + 1).subarray(1);
    unaligned.set(px);
    expect(encodePng(unaligned, 29, 17)).toEqual(encodePng(px, 29, 17));
  });

  it('writes opaque images as RGB and others as RGBA', () => {
    expect(encodePng(image(4, 4, true), 4, 4)[25]).toBe(2);
    expect(encodePng(image(4, 4, false), 4, 4)[25]).toBe(6);
  });

  it('uses an injected zlib compressor (the CLI passes the native one)', () => {
    let calls = 0;
    const px = image(10, 10, true);
    const png = encodePng(px, 10, 10, {
      compress: (data) => {
        calls++;
        return zlibSync(data, { level: 9 });
      },
    });
    expect(calls).toBe(1);
    expect(decodePng(png).rgba).toEqual(px);
  });

  it('accepts the Uint8ClampedArray getImageData returns', () => {
    const px = new Uint8ClampedArray(image(8, 3, false));
    expect(decodePng(encodePng(px, 8, 3)).rgba).toEqual(new Uint8Array(px));
  });

  it('writes a valid chunk layout', () => {
    const png = encodePng(image(3, 2, true), 3, 2);
    expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png)).toEqual({ width: 3, height: 2 });
    const text = String.fromCharCode(...png);
    expect(text.indexOf('IHDR')).toBe(12);
    expect(text.endsWith(`IEND${String.fromCharCode(0xae, 0x42, 0x60, 0x82)}`)).toBe(true);
    const idat = text.indexOf('IDAT');
    const length = new DataView(png.buffer).getUint32(idat - 4);
    expect(unzlibSync(png.subarray(idat + 4, idat + 4 + length))).toHaveLength((3 * 3 + 1) * 2);
  });

  it.each([
    [0, 1, 'Invalid PNG size 0x1'],
    [2.5, 1, 'Invalid PNG size 2.5x1'],
  ])('rejects size %sx%s', (w, h, message) => {
    expect(() => encodePng(new Uint8Array(0), w, h)).toThrow(message);
  });

  it('rejects pixel data of the wrong length', () => {
    expect(() => encodePng(new Uint8Array(15), 2, 2)).toThrow('Expected 16 RGBA bytes, got 15');
  });
});

describe('decodePng', () => {
  it('rejects a corrupted chunk', () => {
    const png = encodePng(image(4, 4, true), 4, 4);
    png[20]! ^= 0xff;
    expect(() => decodePng(png)).toThrow(/CRC mismatch for chunk IHDR/);
  });
  it('rejects bytes that are not a PNG', () => {
    expect(() => decodePng(new Uint8Array([1, 2, 3]))).toThrow('Not a PNG');
    expect(pngSize(new Uint8Array(30))).toBeNull();
  });
});

it('crc32 matches the standard check value', () => {
  expect(crc32(Uint8Array.from('123456789', (c) => c.charCodeAt(0)))).toBe(0xcbf43926);
});
