import { unzlibSync } from 'fflate';
import { crc32 } from './crc32';

export interface DecodedPng {
  width: number;
  height: number;
  /** 8-bit RGBA, row-major. */
  rgba: Uint8Array;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function readUint32(b: Uint8Array, o: number): number {
  return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
}

/** Width and height from a PNG's IHDR without decoding it, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (
    bytes.length < 24 ||
    bytes[0] !== 0x89 ||
    bytes[1] !== 0x50 ||
    bytes[12] !== 0x49 ||
    bytes[15] !== 0x52
  ) {
    return null;
  }
  return { width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
}

/**
 * Decodes non-interlaced 8-bit PNGs (grey, grey+alpha, RGB, RGBA, palette) to RGBA. Enough to read back what
 * canvases and our encoder write; it verifies chunk CRCs.
 */
export function decodePng(bytes: Uint8Array): DecodedPng {
  const size = pngSize(bytes);
  if (!size) throw new Error('Not a PNG');
  const { width, height } = size;
  let depth = 0;
  let colorType = 0;
  let interlace = 0;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  let o = 8;
  while (o + 12 <= bytes.length) {
    const len = readUint32(bytes, o);
    const type = String.fromCharCode(bytes[o + 4]!, bytes[o + 5]!, bytes[o + 6]!, bytes[o + 7]!);
    const data = bytes.subarray(o + 8, o + 8 + len);
    if (crc32(bytes, o + 4, o + 8 + len) !== readUint32(bytes, o + 8 + len)) {
      throw new Error(`PNG chunk ${type} has a bad CRC`);
    }
    if (type === 'IHDR') {
      depth = data[8]!;
      colorType = data[9]!;
      interlace = data[12]!;
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    o += 12 + len;
  }
  const channels = CHANNELS[colorType];
  if (depth !== 8 || channels === undefined || interlace !== 0) {
    throw new Error(`Unsupported PNG (depth ${depth}, colour type ${colorType}, interlace ${interlace})`);
  }
  const joined = new Uint8Array(idat.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of idat) {
    joined.set(c, at);
    at += c.length;
  }
  const raw = unzlibSync(joined);
  const stride = width * channels;
  if (raw.length < (stride + 1) * height) throw new Error('PNG image data is truncated');
  const px = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? px[row + x - channels]! : 0;
      const b = y > 0 ? px[row - stride + x]! : 0;
      const c = x >= channels && y > 0 ? px[row - stride + x - channels]! : 0;
      let pred = 0;
      if (type === 1) pred = a;
      else if (type === 2) pred = b;
      else if (type === 3) pred = (a + b) >> 1;
      else if (type === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (type !== 0) throw new Error(`Unknown PNG filter ${type}`);
      px[row + x] = (raw[src + x]! + pred) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, p = 0; i < width * height; i++, p += channels) {
    const q = i * 4;
    if (colorType === 6) rgba.set(px.subarray(p, p + 4), q);
    else if (colorType === 2) {
      rgba[q] = px[p]!;
      rgba[q + 1] = px[p + 1]!;
      rgba[q + 2] = px[p + 2]!;
      rgba[q + 3] = 255;
    } else if (colorType === 0 || colorType === 4) {
      rgba[q] = rgba[q + 1] = rgba[q + 2] = px[p]!;
      rgba[q + 3] = colorType === 4 ? px[p + 1]! : 255;
    } else {
      const index = px[p]!;
      if (!palette || index * 3 + 2 >= palette.length) throw new Error('PNG palette index out of range');
      rgba[q] = palette[index * 3]!;
      rgba[q + 1] = palette[index * 3 + 1]!;
      rgba[q + 2] = palette[index * 3 + 2]!;
      rgba[q + 3] = transparency && index < transparency.length ? transparency[index]! : 255;
    }
  }
  return { width, height, rgba };
}
