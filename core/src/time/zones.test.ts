import { describe, expect, it } from 'vitest';
import { checkTimeZone, zonedParts } from './zones';

describe('UTC without time zone data', () => {
  it('names UTC as Intl does', () => {
    expect(checkTimeZone('UTC')).toBe(
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions().timeZone,
    );
  });

  // 'Etc/UTC' is the same zone read through Intl: both must agree on every field, at the edges and in between.
  const edges = [
    Date.UTC(1583, 0, 1),
    Date.UTC(1582, 11, 31, 23, 59, 59),
    Date.UTC(1600, 1, 29, 12),
    Date.UTC(1970, 0, 1),
    -1,
    Date.UTC(2000, 1, 29, 23, 59, 59, 999),
    Date.UTC(2026, 2, 8, 2, 30),
    Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    Date.UTC(10000, 0, 1),
    Date.UTC(1, 0, 1),
    Number.NaN,
  ];
  // A fixed spread of instants over the supported years (no randomness: the same run every time).
  const spread = Array.from({ length: 2000 }, (_, i) => Date.UTC(1583, 0, 1) + i * 131_071_999_983);

  it.each(edges)('%d reads as Intl reads it', (ms) => {
    const intl = () => zonedParts(ms, 'Etc/UTC');
    if (Number.isNaN(ms)) expect(() => zonedParts(ms, 'UTC')).toThrow(RangeError);
    else expect(zonedParts(ms, 'UTC')).toEqual(intl());
  });

  it('agrees with Intl across the years', () => {
    for (const ms of spread)
      expect({ ms, ...zonedParts(ms, 'UTC') }).toEqual({ ms, ...zonedParts(ms, 'Etc/UTC') });
  });
});
