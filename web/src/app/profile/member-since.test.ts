import { describe, expect, it } from 'vitest';
import { memberSince } from './member-since';

describe('memberSince', () => {
  it('formats created_at as a long date', () => {
    expect(memberSince('2024-03-05T10:00:00Z', 'en-US')).toBe('March 5, 2024');
  });

  it.each([[undefined], [null], [''], ['not a date']])('says Recently for %j', (value) => {
    expect(memberSince(value, 'en-US')).toBe('Recently');
  });
});
