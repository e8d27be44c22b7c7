import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { NUMBER_BASE_MESSAGES, runNumberBase, runNumberBaseText } from './number-base';

const digits = (value: string, from?: number, to?: number[]) =>
  Object.fromEntries(runNumberBase({ value, from, to }).bases.map((b) => [b.radix, b.digits]));

describe('runNumberBase', () => {
  it.each([
    ['0x1F', undefined, { 2: '11111', 8: '37', 10: '31', 16: '1f' }],
    ['0b1010', undefined, { 2: '1010', 8: '12', 10: '10', 16: 'a' }],
    ['0o755', undefined, { 2: '111101101', 8: '755', 10: '493', 16: '1ed' }],
    ['ff', 16, { 2: '11111111', 8: '377', 10: '255', 16: 'ff' }],
    ['0xff', 16, { 2: '11111111', 8: '377', 10: '255', 16: 'ff' }],
    ['-42', undefined, { 2: '-101010', 8: '-52', 10: '-42', 16: '-2a' }],
    ['1111_0000 1010', 2, { 2: '111100001010', 8: '7412', 10: '3850', 16: 'f0a' }],
    ['ZZ', 36, { 2: '10100001111', 8: '2417', 10: '1295', 16: '50f' }],
  ])('%s in base %s', (value, from, expected) => {
    expect(digits(value, from)).toEqual(expected);
  });

  it('stays exact past 2^53', () => {
    const huge = `1${'0'.repeat(100)}`;
    const result = runNumberBase({ value: huge, to: [36] });
    expect(result.decimal).toBe(huge);
    expect(BigInt(`0x${result.bases.find((b) => b.radix === 16)?.digits}`)).toBe(10n ** 100n);
  });

  it.each([
    ['0x_ff', '255'],
    ['0b_1010', '10'],
    ['-0o_17', '-15'],
  ])('reads %s as Python’s int(x, 0) does: an underscore after the prefix', (value, decimal) => {
    expect(runNumberBase({ value }).decimal).toBe(decimal);
  });

  it('reads "0x1" as base-36 digits when told the base is 36', () => {
    expect(runNumberBase({ value: '0x1', from: 36 }).decimal).toBe(String(33 * 36 + 1));
  });

  it.each([
    ['-1', 8, '11111111', 'ff', '255', '-1', ['ff'], ['ff']],
    ['0xff', 8, '11111111', 'ff', '255', '-1', ['ff'], ['ff']],
    ['-128', 8, '10000000', '80', '128', '-128', ['80'], ['80']],
    ['0x1234', 16, '0001001000110100', '1234', '4660', '4660', ['12', '34'], ['34', '12']],
    ['-2', 12, '111111111110', 'ffe', '4094', '-2', ['0f', 'fe'], ['fe', '0f']],
  ])('%s as %i bits', (value, width, binary, hex, unsigned, signed, bigEndian, littleEndian) => {
    const result = runNumberBase({ value, width });
    expect(result.pattern).toEqual({ width, chosen: false, binary, hex, unsigned, signed });
    expect(result.bytes).toEqual({ bigEndian, littleEndian });
  });

  it.each([
    ['0', 8],
    ['255', 8],
    ['256', 16],
    ['-129', 16],
    ['-128', 8],
  ])('%s without a width takes the fewest bytes: %i bits', (value, width) => {
    expect(runNumberBase({ value }).pattern).toMatchObject({ width, chosen: true });
  });

  it.each<[Parameters<typeof runNumberBase>[0], string, string]>([
    [{ value: '' }, NUMBER_BASE_MESSAGES.blank, 'value'],
    [{ value: '0x' }, NUMBER_BASE_MESSAGES.noDigits, 'value'],
    [{ value: '12a' }, 'Character 3, "a", is not a base-10 digit.', 'value'],
    [{ value: '0b102' }, 'Character 5, "2", is not a base-2 digit.', 'value'],
    // Unicode whose lower case is an ASCII letter (Kelvin sign, dotted İ) is no digit, as for Python's int(); an
    // emoji is shown whole, counted as one character.
    [{ value: '\u212a', from: 36 }, 'Character 1, "\u212a", is not a base-36 digit.', 'value'],
    [{ value: 'z\u0130', from: 36 }, 'Character 2, "\u0130", is not a base-36 digit.', 'value'],
    [{ value: '1😀' }, 'Character 2, "😀", is not a base-10 digit.', 'value'],
    [{ value: '1'.repeat(4097) }, NUMBER_BASE_MESSAGES.long, 'value'],
    [{ value: '1', from: 37 }, NUMBER_BASE_MESSAGES.radix, 'from'],
    [{ value: '1', to: [1] }, NUMBER_BASE_MESSAGES.radix, 'to'],
    [{ value: '1', width: 0 }, NUMBER_BASE_MESSAGES.width, 'width'],
    [{ value: '256', width: 8 }, '256 does not fit in 8 bits (-128 to 255).', 'width'],
    [{ value: '-129', width: 8 }, '-129 does not fit in 8 bits (-128 to 255).', 'width'],
  ])('refuses %j', (input, message, field) => {
    let error: unknown;
    try {
      runNumberBase(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ message, field });
  });

  it('writes the lines the CLI prints', () => {
    expect(runNumberBaseText(runNumberBase({ value: '0x1F', to: [36] }))).toBe(
      [
        'binary: 11111',
        'octal: 37',
        'decimal: 31',
        'hex: 1f',
        'base 36: v',
        '8-bit pattern: 00011111',
        '8-bit hex: 1f',
        'unsigned: 31',
        'signed: 31',
        'bytes big-endian: 1f',
        'bytes little-endian: 1f',
      ].join('\n'),
    );
  });
});
