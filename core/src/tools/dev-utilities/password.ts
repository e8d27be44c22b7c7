import { ToolInputError } from '../../errors';
import type { Random } from '../../ports';

export const PASSWORD_LENGTH = { min: 8, max: 64, fallback: 16 } as const;
export const PASSWORD_COUNT = { min: 1, max: 50 } as const;

/** The spec's set: letters, digits and !@#$%^&*. */
export const PASSWORD_CLASSES = {
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!@#$%^&*',
} as const;
export type PasswordClass = keyof typeof PASSWORD_CLASSES;

/** Characters easily mistaken for one another in many fonts. */
export const AMBIGUOUS_CHARACTERS = 'Il1O0o';

export interface PasswordOptions {
  length: number;
  classes: readonly PasswordClass[];
  excludeAmbiguous: boolean;
  /** At least one character of every chosen class. */
  requireEachClass: boolean;
}

export const PASSWORD_DEFAULTS: PasswordOptions = {
  length: PASSWORD_LENGTH.fallback,
  classes: ['lowercase', 'uppercase', 'digits', 'symbols'],
  excludeAmbiguous: false,
  requireEachClass: true,
};

function classAlphabets(options: PasswordOptions): string[] {
  const drop = options.excludeAmbiguous ? AMBIGUOUS_CHARACTERS : '';
  return options.classes.map((name) => [...PASSWORD_CLASSES[name]].filter((c) => !drop.includes(c)).join(''));
}

/** An index below `size` from random bytes, by rejection: no modulo bias for any size up to 65536. */
function uniformIndex(size: number, random: Random): number {
  const range = 65536;
  const limit = range - (range % size);
  for (;;) {
    const [hi = 0, lo = 0] = random.bytes(2);
    const value = (hi << 8) | lo;
    if (value < limit) return value % size;
  }
}

export function generatePassword(options: PasswordOptions, random: Random): string {
  const { length } = options;
  if (!Number.isInteger(length) || length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max) {
    throw new ToolInputError(`Length must be between ${PASSWORD_LENGTH.min} and ${PASSWORD_LENGTH.max}.`);
  }
  if (options.classes.length === 0) throw new ToolInputError('Choose at least one character set.');
  const alphabets = classAlphabets(options);
  const alphabet = alphabets.join('');
  // Redrawing the whole password until every class is present keeps each valid password equally likely.
  for (;;) {
    const chars = Array.from({ length }, () => alphabet[uniformIndex(alphabet.length, random)]).join('');
    if (!options.requireEachClass || alphabets.every((set) => [...set].some((c) => chars.includes(c)))) {
      return chars;
    }
  }
}

type StrengthLabel = 'Weak' | 'Fair' | 'Strong' | 'Very strong';

export interface PasswordStrength {
  /** log2 of the number of passwords these options can produce. */
  bits: number;
  label: StrengthLabel;
}

/**
 * log2 of how many passwords the generator gives, each as likely: every string of `length` over the alphabet, or with
 * one of each class required those holding every class, by inclusion-exclusion over the classes left out (the share
 * of all strings, a sum of terms at most 1, so no huge numbers).
 */
function log2Count(sizes: number[], length: number, requireEachClass: boolean): number {
  const size = sizes.reduce((sum, n) => sum + n, 0);
  if (!requireEachClass) return length * Math.log2(size);
  let share = 0;
  for (let leftOut = 0; leftOut < 1 << sizes.length; leftOut++) {
    const missing = sizes.filter((_, i) => leftOut & (1 << i));
    const left = missing.reduce((sum, n) => sum + n, 0);
    share += (missing.length % 2 ? -1 : 1) * (1 - left / size) ** length;
  }
  // No string shorter than the number of classes holds them all.
  return share > 0 ? length * Math.log2(size) + Math.log2(share) : 0;
}

/** Entropy of the generator's output (not of a guessed password): log2 of the passwords it can give. */
export function runPasswordStrength(options: PasswordOptions): PasswordStrength {
  const sizes = classAlphabets(options).map((set) => set.length);
  const bits = sizes.length > 0 ? Math.round(log2Count(sizes, options.length, options.requireEachClass)) : 0;
  const label: StrengthLabel =
    bits < 50 ? 'Weak' : bits < 70 ? 'Fair' : bits < 100 ? 'Strong' : 'Very strong';
  return { bits, label };
}
