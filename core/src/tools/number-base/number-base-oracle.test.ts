import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runNumberBase } from './number-base';

// Oracles nobody here wrote: Python's int() and its formatting, bc, and coreutils' printf, on the constants of two
// C headers (corpus/SOURCES.md).
const corpus = ['linux-magic.txt', 'elf-constants.txt'].flatMap((file) =>
  readFileSync(new URL(`corpus/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ')[1] as string),
);
const has = (command: string) => spawnSync(command, ['--version']).status === 0;

/** Each case's value read by Python's int(text, 0), written in 2, 8, 10, 16 and 36, and as `width` bits. */
const PYTHON = `
import json, sys
def base(v, b):
    if v == 0: return '0'
    sign, v, out = ('-' if v < 0 else ''), abs(v), ''
    while v:
        v, d = divmod(v, b)
        out = '0123456789abcdefghijklmnopqrstuvwxyz'[d] + out
    return sign + out
result = []
for text, width in json.load(sys.stdin):
    v = int(text, 0)
    p = v & ((1 << width) - 1)
    result.append({
        'decimal': str(v),
        'bases': [base(v, b) for b in (2, 8, 10, 16, 36)],
        'binary': format(p, '0%db' % width),
        'signed': str(p - (1 << width) if p >> (width - 1) else p),
        'big': v.to_bytes(width // 8, 'big', signed=v < 0).hex(' ').split(' '),
        'little': v.to_bytes(width // 8, 'little', signed=v < 0).hex(' ').split(' '),
    })
print(json.dumps(result))
`;

describe.skipIf(!has('python3'))("runNumberBase against Python's int()", () => {
  // Each constant as written, negated, and glued to the next into numbers far past 64 bits.
  const cases = corpus.flatMap((text, index) => {
    const glued = `0x${corpus
      .slice(index, index + 12)
      .map((t) => BigInt(t).toString(16))
      .join('')}`;
    return [text, `-${text}`, glued].map((value) => {
      const magnitude = BigInt(value.replace('-', ''));
      let width = 8;
      while (magnitude >= 1n << BigInt(width - 1)) width += 8;
      return [value, width] as const;
    });
  });

  it(`agrees on ${cases.length} numbers`, () => {
    const expected = JSON.parse(
      execFileSync('python3', ['-c', PYTHON], { input: JSON.stringify(cases), encoding: 'utf8' }),
    );
    const actual = cases.map(([value, width]) => {
      const result = runNumberBase({ value, width, to: [36] });
      return {
        decimal: result.decimal,
        bases: result.bases.map((b) => b.digits),
        binary: result.pattern.binary,
        signed: result.pattern.signed,
        big: result.bytes.bigEndian,
        little: result.bytes.littleEndian,
      };
    });
    expect(actual).toEqual(expected);
  });
});

describe.skipIf(!has('bc'))('runNumberBase against bc', () => {
  it('writes the hex constants in binary and octal as bc does', () => {
    const hex = corpus.filter((text) => text.startsWith('0x')).map((text) => text.slice(2).toUpperCase());
    // After ibase=16 one-digit bases still read the same.
    const script = ['ibase=16', ...hex.flatMap((digits) => [`obase=2;${digits}`, `obase=8;${digits}`])];
    // bc wraps long numbers with a backslash at the end of each line but the last.
    const expected = execFileSync('bc', [], { input: `${script.join('\n')}\n`, encoding: 'utf8' })
      .replace(/\\\n/g, '')
      .trim()
      .split('\n');
    const actual = hex.flatMap((digits) => {
      const result = runNumberBase({ value: digits, from: 16 });
      return [result.bases[0]?.digits, result.bases[1]?.digits];
    });
    expect(actual).toEqual(expected);
  });
});

describe("runNumberBase against coreutils' printf", () => {
  it('writes octal, decimal and hex as printf %o %d %x does', () => {
    const args = corpus.flatMap((text) => [text, text, text]);
    const format = corpus.map(() => '%o %d %x\n').join('');
    const expected = execFileSync('/usr/bin/printf', [format, ...args], { encoding: 'utf8' })
      .trim()
      .split('\n');
    const actual = corpus.map((text) => {
      const [, octal, decimal, hex] = runNumberBase({ value: text }).bases.map((b) => b.digits);
      return `${octal} ${decimal} ${hex}`;
    });
    expect(actual).toEqual(expected);
  });
});
