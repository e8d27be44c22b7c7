import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../deterministic/seeded-random';
import type { Random } from '../../ports';
import {
  AMBIGUOUS_CHARACTERS,
  generatePassword,
  PASSWORD_CLASSES,
  PASSWORD_DEFAULTS,
  type PasswordClass,
  runPasswordStrength,
} from './password';

const ALL = Object.values(PASSWORD_CLASSES).join('');

describe('generatePassword', () => {
  it('defaults to 16 characters from letters, digits and !@#$%^&*', () => {
    const password = generatePassword(PASSWORD_DEFAULTS, seededRandom(1));
    expect(password).toHaveLength(16);
    expect(ALL).toBe('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*');
  });

  it('stays inside the chosen sets, with one of each when required (fast-check)', () => {
    const classes = fc.subarray(Object.keys(PASSWORD_CLASSES) as PasswordClass[], { minLength: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 64 }),
        classes,
        fc.boolean(),
        fc.integer(),
        (length, chosen, excl, seed) => {
          const options = { length, classes: chosen, excludeAmbiguous: excl, requireEachClass: true };
          const password = generatePassword(options, seededRandom(seed));
          expect(password).toHaveLength(length);
          const allowed = chosen.map((name) => PASSWORD_CLASSES[name]).join('');
          for (const char of password) {
            expect(allowed).toContain(char);
            if (excl) expect(AMBIGUOUS_CHARACTERS).not.toContain(char);
          }
          for (const name of chosen)
            expect([...password].some((c) => PASSWORD_CLASSES[name].includes(c))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('throws away random values that would bias the draw', () => {
    // 65535 is above the largest multiple of 70 below 65536, so it must be rejected, never mapped.
    const queue = [0xff, 0xff, 0x00, 0x00];
    const random: Random = { bytes: (n) => Uint8Array.from({ length: n }, () => queue.shift() ?? 0) };
    const password = generatePassword({ ...PASSWORD_DEFAULTS, length: 8, requireEachClass: false }, random);
    expect(password).toBe('aaaaaaaa');
  });

  it('spreads characters evenly (chi-square over 70 symbols)', () => {
    const counts = new Map<string, number>();
    const random = seededRandom(42);
    const options = { ...PASSWORD_DEFAULTS, length: 64, requireEachClass: false };
    for (let i = 0; i < 1000; i++)
      for (const c of generatePassword(options, random)) counts.set(c, (counts.get(c) ?? 0) + 1);
    const expected = 64_000 / ALL.length;
    const chi = [...ALL].reduce((sum, c) => sum + ((counts.get(c) ?? 0) - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(120); // 69 degrees of freedom: p < 0.0002 above this
  });

  it.each([
    [{ length: 7 }, 'Length must be between 8 and 64.'],
    [{ length: 65 }, 'Length must be between 8 and 64.'],
    [{ classes: [] }, 'Choose at least one character set.'],
  ])('refuses %j', (patch, message) => {
    expect(() => generatePassword({ ...PASSWORD_DEFAULTS, ...patch }, seededRandom())).toThrow(message);
  });
});

describe('runPasswordStrength', () => {
  it.each([
    [{ length: 8, classes: ['digits'] as PasswordClass[] }, 27, 'Weak'],
    [{ length: 16 }, 98, 'Strong'],
    // One of each class required: 2^72.9 and 2^60.4 passwords, not 70^12 = 2^73.6 and 70^10 = 2^61.3.
    [{ length: 12 }, 73, 'Strong'],
    [{ length: 10 }, 60, 'Fair'],
    [{ length: 12, requireEachClass: false }, 74, 'Strong'],
    [{ length: 64 }, 392, 'Very strong'],
  ])('%j: %d bits, %s', (patch, bits, label) => {
    expect(runPasswordStrength({ ...PASSWORD_DEFAULTS, ...patch })).toEqual({ bits, label });
  });

  it('counts only the passwords the generator can give: with one of each class required, fewer than size^length', () => {
    // Every string of 3 characters over digits and symbols (18^3 = 5,832), counted by hand: 4,320 hold both.
    const alphabet = [...'0123456789!@#$%^&*'];
    let both = 0;
    for (const a of alphabet)
      for (const b of alphabet)
        for (const c of alphabet) if (/\d/.test(a + b + c) && /\D/.test(a + b + c)) both++;
    const options = { ...PASSWORD_DEFAULTS, length: 3, classes: ['digits', 'symbols'] as PasswordClass[] };
    expect(runPasswordStrength(options).bits).toBe(Math.round(Math.log2(both))); // 12, not log2(5,832) = 12.5
    expect(runPasswordStrength({ ...options, requireEachClass: false }).bits).toBe(13);
  });
});
