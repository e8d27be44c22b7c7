import { describe, expect, it } from 'vitest';
import { UsageError } from './errors';
import { flagName, readFlags } from './flags';

const read = (flags: Record<string, unknown>, args: unknown[] = []) => readFlags({ flags, args });

describe('readFlags', () => {
  it('reads strings, with and without a fallback', () => {
    const f = read({ title: 'Hello' });
    expect(f.string('title')).toBe('Hello');
    expect(f.string('missing')).toBeUndefined();
    expect(f.string('missing', 'x')).toBe('x');
  });

  it.each([
    [{ theme: 'dark' }, 'dark'],
    [{}, 'light'],
  ])('narrows a choice %o to %s', (flags, expected) => {
    expect(read(flags).choice('theme', ['light', 'dark'] as const, 'light')).toBe(expected);
  });

  it('refuses a value outside the choices, naming the flag as typed', () => {
    expect(() => read({ logoSize: 'huge' }).choice('logoSize', ['small', 'large'])).toThrow(
      new UsageError('--logo-size must be one of small, large, not "huge".'),
    );
  });

  it.each([
    [{ n: '12' }, { min: 8, max: 64 }, 12],
    [{}, { fallback: 16 }, 16],
    [{ n: 3 }, {}, 3],
  ])('reads number %o with %o as %d', (flags, rule, expected) => {
    expect(read(flags).number('n', rule)).toBe(expected);
  });

  it.each([
    [{ n: 'abc' }, {}, '--n must be a number, not "abc".'],
    [{ n: ' ' }, {}, '--n must be a number, not " ".'],
    [{ n: '2.5' }, { integer: true }, '--n must be a whole number.'],
    [{ n: '4' }, { min: 8, max: 64 }, '--n must be between 8 and 64.'],
    [{ n: '0' }, { min: 1 }, '--n must be at least 1.'],
    [{ n: '9' }, { max: 5 }, '--n must be at most 5.'],
    [{}, {}, '--n is required.'],
  ])('refuses number %o with %o', (flags, rule, message) => {
    expect(() => read(flags).number('n', rule)).toThrow(new UsageError(message));
  });

  it('reads booleans as given only', () => {
    const f = read({ force: true, shadow: false });
    expect(f.boolean('force')).toBe(true);
    expect(f.boolean('shadow')).toBe(false);
    expect(f.boolean('absent')).toBe(false);
  });

  it('splits lists on commas and repeats, dropping blanks', () => {
    expect(read({ env: ['A, B', 'C,,'] }).list('env')).toEqual(['A', 'B', 'C']);
    expect(read({ env: 'A' }).list('env')).toEqual(['A']);
    expect(read({}).list('env')).toEqual([]);
  });

  it('keeps repeated texts whole', () => {
    expect(read({ entry: ['Fixed a, b', 'Added c'] }).repeated('entry')).toEqual(['Fixed a, b', 'Added c']);
    expect(read({}).repeated('entry')).toEqual([]);
  });

  it('reads positional arguments, flattening variadic ones', () => {
    const f = read({}, ['one', ['two', 'three'], undefined]);
    expect(f.arg(0)).toBe('one');
    expect(f.arg(1)).toBeUndefined();
    expect(f.args()).toEqual(['one', 'two', 'three']);
  });

  it('shows camelCase keys as kebab-case flags', () => {
    expect(flagName('logoOpacity')).toBe('--logo-opacity');
  });
});
