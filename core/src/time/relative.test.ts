import { describe, expect, it } from 'vitest';
import { durationText, relativeTime } from './relative';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('relativeTime', () => {
  it.each([
    [0, 'now'],
    [400, 'now'],
    [12 * 60_000, 'in 12 min'],
    [-12 * 60_000, '12 min ago'],
    [65 * 60_000, 'in 1 h 5 min'],
    [-3 * 3600_000, '3 h ago'],
    [-(2 * 86400_000 + 3 * 3600_000), '2 d 3 h ago'],
    [45_000, 'in 45 s'],
    [400 * 86400_000, 'in 1 y'],
    [-60 * 86400_000, '1 mo ago'],
  ])('%d ms from now -> %j', (delta, text) => {
    expect(relativeTime(NOW + delta, NOW)).toBe(text);
    expect(relativeTime(new Date(NOW + delta), new Date(NOW))).toBe(text);
  });
});

describe('durationText', () => {
  it.each([
    [1, '1 s'],
    [90, '1 min 30 s'],
    [3600, '1 h'],
    [86400 * 7, '7 d'],
  ])('%d s -> %j', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});
