/**
 * A JSON number kept as it was written, because a double would change it: an integer past 2^53 (Twitter/X ids,
 * snowflakes), more significant digits than a double holds, or a value out of a double's range (1e400).
 * Numbers a double holds exactly stay plain `number`s.
 */
export class JsonNumber {
  constructor(readonly text: string) {}

  /** The text as written, so String() and template literals (CSV cells) keep every digit. */
  toString(): string {
    return this.text;
  }

  /** What JSON.parse would have given: a writer that does not know kept numbers is no worse than before them. */
  toJSON(): number {
    return Number(this.text);
  }

  /** Zero fractional part, read from the decimal text (1.0000000000000000001 is not; 1.0e3 is). */
  get isInteger(): boolean {
    const { digits, exponent } = decimalParts(this.text);
    return digits === '' || exponent >= 0;
  }

  /** The same value whatever way it was written (1e400, 10E399 and 1.0e400 are one key). */
  get canonical(): string {
    const { negative, digits, exponent } = decimalParts(this.text);
    return digits === '' ? '0' : `${negative ? '-' : ''}${digits}e${exponent}`;
  }
}

/**
 * A decimal as sign, significant digits without leading or trailing zeros, and the power of ten of its last
 * digit: 120.50 -> { digits: '1205', exponent: -1 }.
 */
function decimalParts(text: string): { negative: boolean; digits: string; exponent: number } {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  const [, sign = '', whole = '', fraction = '', power = '0'] = match ?? [];
  const all = `${whole}${fraction}`;
  const trimmed = all.replace(/^0+/, '');
  const digits = trimmed.replace(/0+$/, '');
  const exponent = Number(power) - fraction.length + (trimmed.length - digits.length);
  return { negative: sign === '-', digits, exponent };
}

const significant = (text: string) => decimalParts(text).digits;

/** Whether a double reads the token back to the same decimal value (0.1 does; 12345678901234567890 does not). */
export function isSafeNumberText(token: string): boolean {
  const value = Number(token);
  // -0 too: a double keeps its sign, but JSON.stringify writes it as 0.
  if (!Number.isFinite(value) || Object.is(value, -0)) return false;
  // A double's shortest decimal (what String() writes) has the token's digits exactly when nothing was rounded.
  return significant(String(value)) === significant(token);
}
