import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds (RFC 9110 10.2.3)', () => {
  const now = Date.parse('2026-12-01T05:00:00Z');
  it('reads delay-seconds and an HTTP-date in each of its three forms', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Tue, 01 Dec 2026 05:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Tuesday, 01-Dec-26 05:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds('Tue Dec  1 05:00:10 2026', now)).toBe(10);
    expect(retryAfterSeconds('Tue, 01 Dec 2026 04:00:00 GMT', now)).toBe(0);
  });
  it('asks for nothing on a hostile or absent value, and holds a huge one to a safe integer', () => {
    for (const value of [null, '', '-5', '1.5', 'soon', '0x10', 'Infinity', '1e3', 'Tue, garbage'])
      expect(retryAfterSeconds(value, now), String(value)).toBeUndefined();
    expect(retryAfterSeconds('9'.repeat(400), now)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
