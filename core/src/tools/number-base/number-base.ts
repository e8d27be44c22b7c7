import { ToolInputError } from '../../errors';

export const NUMBER_BASE_LIMITS = {
  /** Characters of the typed number (separators included). */
  chars: 4096,
  radix: { min: 2, max: 36 },
  /** Bits of a two's-complement width. */
  width: { min: 1, max: 4096 },
} as const;

export const NUMBER_BASE_MESSAGES = {
  title: 'Invalid number',
  blank: 'Please enter a number.',
  long: `The number is longer than ${NUMBER_BASE_LIMITS.chars} characters.`,
  radix: `A base is a whole number from ${NUMBER_BASE_LIMITS.radix.min} to ${NUMBER_BASE_LIMITS.radix.max}.`,
  width: `A width is a whole number of bits from ${NUMBER_BASE_LIMITS.width.min} to ${NUMBER_BASE_LIMITS.width.max}.`,
  noDigits: 'There are no digits after the sign or prefix.',
} as const;

/** Where an error points: the typed number, the base it is read in, the width, or a target base. */
export type NumberBaseField = 'value' | 'from' | 'width' | 'to';

export interface NumberBaseInput {
  /** Optional sign, optional 0x/0o/0b prefix, digits; `_`, spaces and `'` between digits are ignored. */
  value: string;
  /** The base the value is written in; omitted: 0x/0o/0b prefix decides, else 10. */
  from?: number;
  /** Bits of the two's-complement pattern; omitted: the fewest whole bytes that hold the value. */
  width?: number;
  /** Extra bases to show besides 2, 8, 10 and 16. */
  to?: readonly number[];
}

export interface NumberBaseResult {
  /** The exact value in base 10 (with `-` when negative). */
  decimal: string;
  radix: number;
  /** The value written in each base asked for (2, 8, 10, 16 and any extra), sign and magnitude. */
  bases: { radix: number; digits: string }[];
  /** The value as a `width`-bit two's-complement pattern, and that pattern read unsigned and signed. */
  pattern: {
    width: number;
    /** True when the width was chosen (the fewest bytes), not given. */
    chosen: boolean;
    binary: string;
    hex: string;
    unsigned: string;
    signed: string;
  };
  /** The pattern's bytes, most significant first and least significant first (two hex digits each). */
  bytes: { bigEndian: string[]; littleEndian: string[] };
}

const PREFIXES: Record<string, number> = { '0x': 16, '0o': 8, '0b': 2 };

function fail(message: string, field: NumberBaseField): never {
  throw new ToolInputError(message, NUMBER_BASE_MESSAGES.title, field);
}

function checkRadix(radix: number, field: NumberBaseField): number {
  const { min, max } = NUMBER_BASE_LIMITS.radix;
  if (!Number.isInteger(radix) || radix < min || radix > max) fail(NUMBER_BASE_MESSAGES.radix, field);
  return radix;
}

/**
 * Digit value of one character, or -1 (0-9, then a/A = 10 … z/Z = 35, as `parseInt` and Python's `int()`): ASCII
 * only, so neither the Kelvin sign nor a dotted İ, whose lower cases are k and i, counts as a letter.
 */
function digitOf(char: string): number {
  const code = char.length === 1 ? char.charCodeAt(0) : -1;
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

function parse(text: string, given: number | undefined): { value: bigint; radix: number } {
  const trimmed = text.trim();
  if (trimmed === '') fail(NUMBER_BASE_MESSAGES.blank, 'value');
  if (trimmed.length > NUMBER_BASE_LIMITS.chars) fail(NUMBER_BASE_MESSAGES.long, 'value');
  let at = 0;
  let negative = false;
  if (trimmed[0] === '-' || trimmed[0] === '+') {
    negative = trimmed[0] === '-';
    at = 1;
  }
  let radix = given === undefined ? 10 : checkRadix(given, 'from');
  const prefix = PREFIXES[trimmed.slice(at, at + 2).toLowerCase()];
  if (prefix !== undefined && (given === undefined || given === prefix)) {
    radix = prefix;
    at += 2;
    // Python's int('0x_ff', 0): one underscore may follow the prefix.
    if (trimmed[at] === '_') at += 1;
  }
  let value = 0n;
  let digits = 0;
  const big = BigInt(radix);
  // By code point, so an emoji is one character, shown whole (the sign and prefix before `at` are ASCII).
  for (const [offset, char] of [...trimmed.slice(at)].entries()) {
    if (/[_\s']/.test(char) && digits > 0) continue;
    const digit = digitOf(char);
    if (digit < 0 || digit >= radix) {
      fail(`Character ${at + offset + 1}, "${char}", is not a base-${radix} digit.`, 'value');
    }
    value = value * big + BigInt(digit);
    digits++;
  }
  if (digits === 0) fail(NUMBER_BASE_MESSAGES.noDigits, 'value');
  return { value: negative ? -value : value, radix };
}

const write = (value: bigint, radix: number) =>
  value < 0n ? `-${(-value).toString(radix)}` : value.toString(radix);

/** Bits of the smallest whole number of bytes whose two's-complement pattern holds `value`. */
function fewestBytes(value: bigint): number {
  let bits = 8;
  while (value >= 1n << BigInt(bits) || value < -(1n << BigInt(bits - 1))) bits += 8;
  return bits;
}

function toPattern(value: bigint, width: number | undefined): NumberBaseResult['pattern'] {
  let bits = width;
  if (bits !== undefined) {
    const { min, max } = NUMBER_BASE_LIMITS.width;
    if (!Number.isInteger(bits) || bits < min || bits > max) fail(NUMBER_BASE_MESSAGES.width, 'width');
  } else {
    bits = fewestBytes(value);
  }
  const size = 1n << BigInt(bits);
  if (value >= size || value < -(size >> 1n)) {
    fail(
      `${write(value, 10)} does not fit in ${bits} bits (${write(-(size >> 1n), 10)} to ${write(size - 1n, 10)}).`,
      'width',
    );
  }
  const unsigned = value < 0n ? size + value : value;
  const signed = unsigned >= size >> 1n ? unsigned - size : unsigned;
  return {
    width: bits,
    chosen: width === undefined,
    binary: unsigned.toString(2).padStart(bits, '0'),
    hex: unsigned.toString(16).padStart(Math.ceil(bits / 4), '0'),
    unsigned: unsigned.toString(10),
    signed: signed.toString(10),
  };
}

function toBytes(pattern: NumberBaseResult['pattern']): NumberBaseResult['bytes'] {
  const hex = BigInt(pattern.unsigned)
    .toString(16)
    .padStart(Math.ceil(pattern.width / 8) * 2, '0');
  const bigEndian = hex.match(/../g) ?? [];
  return { bigEndian, littleEndian: [...bigEndian].reverse() };
}

/** Reads a number in any base from 2 to 36, exactly, and writes it in the others, as bits and as bytes. */
export function runNumberBase(input: NumberBaseInput): NumberBaseResult {
  const { value, radix } = parse(input.value, input.from);
  const radixes = [2, 8, 10, 16];
  for (const extra of input.to ?? []) {
    if (!radixes.includes(checkRadix(extra, 'to'))) radixes.push(extra);
  }
  const pattern = toPattern(value, input.width);
  return {
    decimal: write(value, 10),
    radix,
    bases: radixes.map((to) => ({ radix: to, digits: write(value, to) })),
    pattern,
    bytes: toBytes(pattern),
  };
}

const BASE_NAMES: Record<number, string> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hex' };

/** The result as the lines the CLI prints and the page copies. */
export function runNumberBaseText(result: NumberBaseResult): string {
  const { pattern, bytes } = result;
  return [
    ...result.bases.map(({ radix, digits }) => `${BASE_NAMES[radix] ?? `base ${radix}`}: ${digits}`),
    `${pattern.width}-bit pattern: ${pattern.binary}`,
    `${pattern.width}-bit hex: ${pattern.hex}`,
    `unsigned: ${pattern.unsigned}`,
    `signed: ${pattern.signed}`,
    `bytes big-endian: ${bytes.bigEndian.join(' ')}`,
    `bytes little-endian: ${bytes.littleEndian.join(' ')}`,
  ].join('\n');
}
