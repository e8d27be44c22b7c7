import { describe, expect, it } from 'vitest';
import { median, summarize } from './stats.mjs';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('%j -> %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('is NaN for no samples', () => {
    expect(median([])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('summarize', () => {
  it('gives median, min, max and the count', () => {
    expect(summarize([80, 75, 90, 77])).toEqual({ median: 78.5, min: 75, max: 90, runs: 4 });
  });
});
