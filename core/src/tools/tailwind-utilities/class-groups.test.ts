import { describe, expect, it } from 'vitest';
import { classGroupOf } from './class-groups';

describe('classGroupOf', () => {
  it('groups by the word a class starts with', () => {
    expect(classGroupOf('inset-x-2')).toBe(classGroupOf('inset'));
    expect(classGroupOf('grid-cols-3')).toBe(classGroupOf('grid'));
  });

  it('reads a class of 100,000 dashes at once (each longer start was looked up: 6.6 s)', () => {
    const started = performance.now();
    classGroupOf('-'.repeat(100_000));
    classGroupOf(`inset${'-'.repeat(100_000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
