/**
 * Reading PNGs back, for tests on both front ends: decoding is fast-png's (a dev dependency), this module only
 * turns every colour type and depth into the one shape the assertions compare. No production code imports it.
 */
import { convertIndexedToRgb, decode } from 'fast-png';

export interface DecodedPng {
  width: number;
  height: number;
  /** 8-bit RGBA, row-major. */
  rgba: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function readUint32(b: Uint8Array, o: number): number {
  return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
}

/** Width and height from a PNG's IHDR without decoding it, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((value, i) => bytes[i] !== value)) return null;
  return { width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
}

/** Any PNG (every colour type, 1-16 bit, interlaced or not; chunk CRCs checked) as 8-bit RGBA. */
export function decodePng(bytes: Uint8Array): DecodedPng {
  if (!pngSize(bytes)) throw new Error('Not a PNG');
  const png = decode(bytes, { checkCrc: true });
  const { width, height } = png;
  const pixels = width * height;
  let samples: ArrayLike<number> = png.data;
  let channels = png.channels;
  let shift = png.depth === 16 ? 8 : 0;
  if (png.palette) {
    samples = convertIndexedToRgb(png);
    channels = samples.length / pixels;
    shift = 0;
  } else if (png.depth < 8) {
    throw new Error(`Unsupported PNG: ${png.depth}-bit ${channels === 1 ? 'grey' : 'colour'} samples`);
  }
  const rgba = new Uint8Array(pixels * 4);
  for (let i = 0, p = 0; i < pixels; i++, p += channels) {
    const sample = (offset: number) => samples[p + offset]! >> shift;
    const q = i * 4;
    const grey = channels <= 2;
    rgba[q] = sample(0);
    rgba[q + 1] = grey ? sample(0) : sample(1);
    rgba[q + 2] = grey ? sample(0) : sample(2);
    rgba[q + 3] = channels === 2 ? sample(1) : channels === 4 ? sample(3) : 255;
  }
  return { width, height, rgba };
}
