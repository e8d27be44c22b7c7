/*
 * Follows QR Code generator library by Project Nayuki (https://www.nayuki.io/page/qr-code-generator-library):
 *
 * Copyright (c) Project Nayuki. (MIT License)
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
 * documentation files (the "Software"), to deal in the Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to
 * permit persons to whom the Software is furnished to do so, subject to the following conditions:
 * - The above copyright notice and this permission notice shall be included in all copies or substantial portions of
 *   the Software.
 * - The Software is provided "as is", without warranty of any kind, express or implied, including but not limited to
 *   the warranties of merchantability, fitness for a particular purpose and noninfringement. In no event shall the
 *   authors or copyright holders be liable for any claim, damages or other liability, whether in an action of
 *   contract, tort or otherwise, arising from, out of or in connection with the Software or the use or other dealings
 *   in the Software.
 */

/**
 * QR codes (ISO/IEC 18004, model 2) made as Project Nayuki's reference encoder makes them (MIT; the algorithm uqr
 * ports): the smallest version that holds the text at the level asked, one segment (numeric, alphanumeric or UTF-8
 * bytes), and of the eight masks the one with the lowest penalty, the first on a tie. encode.test.ts holds it to uqr
 * module for module. The eight masks are tried and scored in WebAssembly (qr-masks.wat): a CLI run executes them
 * once, in V8's interpreter for JavaScript, where uqr's arrays of arrays took ~33M instructions for a URL, flat byte
 * arrays ~20M and an optimizing compile Node waited for at exit (Node's start: ~78M).
 */

import { QR_MASKS_WASM } from './qr-masks.gen';

export type QrEcc = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  /** 1..40. */
  version: number;
  /** Modules a side: version × 4 + 17. */
  size: number;
  /** The mask pattern chosen, 0..7. */
  mask: number;
  /** `modules[y][x]`: true for a dark module. */
  modules: boolean[][];
}

/** The three modes a text is encoded in: digits, A-Z and 0-9 with `$%*+-./:` and space, or UTF-8 bytes. */
export type QrMode = 'numeric' | 'alphanumeric' | 'byte';

/** The text does not fit a version 40 code at the level asked: `count` digits, characters or bytes of `mode`. */
export class QrTooLong extends RangeError {
  constructor(
    readonly mode: QrMode,
    readonly count: number,
    ecc: QrEcc,
  ) {
    super(`${count} ${mode} characters do not fit a QR code at level ${ecc}`);
  }
}

/** Per level: its row in the tables below, and its two bits in the format information. */
const LEVELS: Record<QrEcc, { row: number; formatBits: number }> = {
  L: { row: 0, formatBits: 1 },
  M: { row: 1, formatBits: 0 },
  Q: { row: 2, formatBits: 3 },
  H: { row: 3, formatBits: 2 },
};

// Indexed [level row][version]; version 0 is not one.
const ECC_CODEWORDS_PER_BLOCK = [
  [
    -1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  [
    -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  [
    -1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30,
    28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  [
    -1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
] as const;
const ERROR_CORRECTION_BLOCKS = [
  [
    -1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16,
    17, 18, 19, 19, 20, 21, 22, 24, 25,
  ],
  [
    -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28,
    29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ],
  [
    -1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35,
    38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
  ],
  [
    -1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42,
    45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
] as const;

/** A segment's mode indicator and its character count's width in versions 1-9, 10-26 and 27-40. */
interface Mode {
  name: QrMode;
  indicator: number;
  countBits: readonly [number, number, number];
}
const NUMERIC: Mode = { name: 'numeric', indicator: 1, countBits: [10, 12, 14] };
const ALPHANUMERIC: Mode = { name: 'alphanumeric', indicator: 2, countBits: [9, 11, 13] };
const BYTE: Mode = { name: 'byte', indicator: 4, countBits: [8, 16, 16] };
const ALPHANUMERIC_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

interface Segment {
  mode: Mode;
  /** Characters (bytes in byte mode). */
  count: number;
  /** The data bits' length. */
  bits: number;
  /** Appends the data bits. */
  write: (out: BitWriter) => void;
}

class BitWriter {
  length = 0;
  constructor(readonly bytes: Uint8Array) {}
  /** The low `width` bits of `value`, most significant first. */
  append(value: number, width: number) {
    for (let i = width - 1; i >= 0; i--) {
      if ((value >>> i) & 1) this.bytes[this.length >>> 3]! |= 0x80 >>> (this.length & 7);
      this.length++;
    }
  }
}

function segmentOf(text: string): Segment | null {
  if (text === '') return null;
  if (/^\d*$/.test(text)) {
    const count = text.length;
    return {
      mode: NUMERIC,
      count,
      bits: Math.floor(count / 3) * 10 + [0, 4, 7][count % 3]!,
      write: (out) => {
        for (let i = 0; i < count; i += 3) {
          const digits = text.slice(i, i + 3);
          out.append(Number.parseInt(digits, 10), digits.length * 3 + 1);
        }
      },
    };
  }
  if (/^[A-Z0-9 $%*+./:-]*$/.test(text)) {
    const count = text.length;
    return {
      mode: ALPHANUMERIC,
      count,
      bits: Math.floor(count / 2) * 11 + (count % 2) * 6,
      write: (out) => {
        let i = 0;
        for (; i + 2 <= count; i += 2) {
          out.append(
            ALPHANUMERIC_CHARSET.indexOf(text[i]!) * 45 + ALPHANUMERIC_CHARSET.indexOf(text[i + 1]!),
            11,
          );
        }
        if (i < count) out.append(ALPHANUMERIC_CHARSET.indexOf(text[i]!), 6);
      },
    };
  }
  const bytes = new TextEncoder().encode(text);
  return {
    mode: BYTE,
    count: bytes.length,
    bits: bytes.length * 8,
    write: (out) => {
      for (const byte of bytes) out.append(byte, 8);
    },
  };
}

/** Modules that carry data and error correction codewords, remainder bits included. */
function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

function dataCodewords(version: number, row: number): number {
  return (
    Math.floor(rawDataModules(version) / 8) -
    ECC_CODEWORDS_PER_BLOCK[row]![version]! * ERROR_CORRECTION_BLOCKS[row]![version]!
  );
}

function countBits(mode: Mode, version: number): number {
  return mode.countBits[version < 10 ? 0 : version < 27 ? 1 : 2];
}

/** Bits the segment takes at this version; Infinity when its count does not fit the count field. */
function segmentBits(segment: Segment | null, version: number): number {
  if (!segment) return 0;
  const width = countBits(segment.mode, version);
  return segment.count >= 2 ** width ? Number.POSITIVE_INFINITY : 4 + width + segment.bits;
}

// GF(2^8) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1: EXP doubled so a product needs no modulo.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, value = 1; i < 255; i++) {
  EXP[i] = EXP[i + 255] = value;
  LOG[value] = i;
  value = (value << 1) ^ (value & 0x80 ? 0x11d : 0);
}

function multiply(x: number, y: number): number {
  return x === 0 || y === 0 ? 0 : EXP[LOG[x]! + LOG[y]!]!;
}

/** The generator polynomial's coefficients, highest first without the leading 1: (x - 2^0)...(x - 2^(degree-1)). */
function divisor(degree: number): Uint8Array {
  const result = new Uint8Array(degree);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = multiply(result[j]!, root) ^ (j + 1 < degree ? result[j + 1]! : 0);
    }
    root = multiply(root, 2);
  }
  return result;
}

function remainder(data: Uint8Array, generator: Uint8Array): Uint8Array {
  const degree = generator.length;
  const result = new Uint8Array(degree);
  for (const byte of data) {
    const factor = byte ^ result[0]!;
    result.copyWithin(0, 1);
    result[degree - 1] = 0;
    if (factor === 0) continue;
    const logFactor = LOG[factor]!;
    for (let i = 0; i < degree; i++) {
      const coefficient = generator[i]!;
      if (coefficient !== 0) result[i]! ^= EXP[LOG[coefficient]! + logFactor]!;
    }
  }
  return result;
}

/** The data codewords split into blocks, each followed by its error correction, interleaved as the code reads. */
function withErrorCorrection(data: Uint8Array, version: number, row: number): Uint8Array {
  const blocks = ERROR_CORRECTION_BLOCKS[row]![version]!;
  const eccLength = ECC_CODEWORDS_PER_BLOCK[row]![version]!;
  const raw = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks);
  const generator = divisor(eccLength);
  const result = new Uint8Array(raw);
  const shortData = shortLength - eccLength;
  for (let block = 0, start = 0; block < blocks; block++) {
    const length = shortData + (block < shortBlocks ? 0 : 1);
    const own = data.subarray(start, start + length);
    start += length;
    // Codeword i of every block comes before codeword i + 1 of any; short blocks skip the long ones' last data.
    for (let i = 0; i < length; i++) result[i * blocks + block - (i < shortData ? 0 : shortBlocks)] = own[i]!;
    const ecc = remainder(own, generator);
    const eccStart = shortData * blocks + (blocks - shortBlocks);
    for (let i = 0; i < eccLength; i++) result[eccStart + i * blocks + block] = ecc[i]!;
  }
  return result;
}

/** Alignment pattern centres on each axis. */
function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let position = size - 7; result.length < count; position -= step) result.splice(1, 0, position);
  return result;
}

/** The grid: `dark` per module, and `fixed` for function modules (finders, timing, alignment, format, version). */
interface Grid {
  size: number;
  dark: Uint8Array;
  fixed: Uint8Array;
}

function setFixed(grid: Grid, x: number, y: number, dark: boolean) {
  const index = y * grid.size + x;
  grid.dark[index] = dark ? 1 : 0;
  grid.fixed[index] = 1;
}

function drawFormatBits(grid: Grid, formatBits: number, mask: number) {
  const data = (formatBits << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) !== 0;
  const { size } = grid;
  for (let i = 0; i <= 5; i++) setFixed(grid, 8, i, bit(i));
  setFixed(grid, 8, 7, bit(6));
  setFixed(grid, 8, 8, bit(7));
  setFixed(grid, 7, 8, bit(8));
  for (let i = 9; i < 15; i++) setFixed(grid, 14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) setFixed(grid, size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) setFixed(grid, 8, size - 15 + i, bit(i));
  setFixed(grid, 8, size - 8, true);
}

function drawFunctionPatterns(grid: Grid, version: number, formatBits: number) {
  const { size } = grid;
  for (let i = 0; i < size; i++) {
    setFixed(grid, 6, i, i % 2 === 0);
    setFixed(grid, i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) setFixed(grid, x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  const positions = alignmentPositions(version, size);
  const last = positions.length - 1;
  positions.forEach((cy, i) => {
    positions.forEach((cx, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++)
          setFixed(grid, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });
  drawFormatBits(grid, formatBits, 0);
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) !== 0;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      setFixed(grid, a, b, dark);
      setFixed(grid, b, a, dark);
    }
  }
}

/** The codewords' bits in the zigzag of two-module columns, right to left, skipping function modules. */
function drawCodewords(grid: Grid, codewords: Uint8Array) {
  const { size, dark, fixed } = grid;
  const bits = codewords.length * 8;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < size; vert++) {
      const y = upward ? size - 1 - vert : vert;
      for (let x = right; x >= right - 1; x--) {
        const index = y * size + x;
        if (fixed[index] || i >= bits) continue;
        dark[index] = (codewords[i >>> 3]! >>> (7 - (i & 7))) & 1;
        i++;
      }
    }
  }
}

interface Masks {
  memory: WebAssembly.Memory;
  apply: (mask: number, size: number) => void;
  penalty: (mask: number, size: number) => number;
}

/** Where qr-masks.wat reads the grid and leaves the masked code. */
const DARK = 0;
const FIXED = 32_768;
const TRIAL = 65_536;

let masks: Masks | undefined;

/** The masks and their penalty (qr-masks.wat), compiled at first use. */
function maskModule(): Masks {
  masks ??= new WebAssembly.Instance(new WebAssembly.Module(QR_MASKS_WASM)).exports as unknown as Masks;
  return masks;
}

/** Encodes `text` at level `ecc`; throws QrTooLong when no version holds it. */
export function encodeQr(text: string, ecc: QrEcc): QrMatrix {
  const { row, formatBits } = LEVELS[ecc];
  const segment = segmentOf(text);
  let version = 1;
  let used = segmentBits(segment, version);
  while (used > dataCodewords(version, row) * 8) {
    if (version === 40) throw new QrTooLong(segment!.mode.name, segment!.count, ecc);
    version++;
    used = segmentBits(segment, version);
  }
  const capacity = dataCodewords(version, row) * 8;
  const out = new BitWriter(new Uint8Array(capacity / 8));
  if (segment) {
    out.append(segment.mode.indicator, 4);
    out.append(segment.count, countBits(segment.mode, version));
    segment.write(out);
  }
  out.length += Math.min(4, capacity - out.length);
  out.length += (8 - (out.length % 8)) % 8;
  for (let pad = 0xec; out.length < capacity; pad ^= 0xec ^ 0x11) out.append(pad, 8);

  const size = version * 4 + 17;
  const grid: Grid = { size, dark: new Uint8Array(size * size), fixed: new Uint8Array(size * size) };
  drawFunctionPatterns(grid, version, formatBits);
  drawCodewords(grid, withErrorCorrection(out.bytes, version, row));

  const module = maskModule();
  const memory = new Uint8Array(module.memory.buffer);
  memory.set(grid.fixed, FIXED);
  let best = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 8; mask++) {
    drawFormatBits(grid, formatBits, mask);
    memory.set(grid.dark, DARK);
    const score = module.penalty(mask, size);
    if (score < lowest) {
      best = mask;
      lowest = score;
    }
  }
  drawFormatBits(grid, formatBits, best);
  memory.set(grid.dark, DARK);
  module.apply(best, size);
  const trial = memory.subarray(TRIAL, TRIAL + size * size);
  const modules: boolean[][] = [];
  for (let y = 0; y < size; y++) {
    const line: boolean[] = [];
    for (let x = 0; x < size; x++) line.push(trial[y * size + x] === 1);
    modules.push(line);
  }
  return { version, size, mask: best, modules };
}
