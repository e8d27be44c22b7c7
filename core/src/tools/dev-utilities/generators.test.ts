import { v4, validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { seededRandom } from '../../deterministic/seeded-random';
import { EMAIL_INVALID_TEXT, EMAIL_VALID_TEXT, runEmailCheck } from './email';
import { generateUuids } from './uuid';

describe('email (text, one @, text, a dot, text, no spaces)', () => {
  it.each([
    ['user@example.com', EMAIL_VALID_TEXT],
    ['first.last+tag@sub.example.co.uk', EMAIL_VALID_TEXT],
    ['a@b.c', EMAIL_VALID_TEXT],
    ['user@example', EMAIL_INVALID_TEXT],
    ['@example.com', EMAIL_INVALID_TEXT],
    ['user@.com', EMAIL_INVALID_TEXT],
    ['user@@example.com', EMAIL_INVALID_TEXT],
    ['us er@example.com', EMAIL_INVALID_TEXT],
    ['user@example.com ', EMAIL_INVALID_TEXT],
    ['user@example.', EMAIL_INVALID_TEXT],
    ['', EMAIL_INVALID_TEXT],
  ])('%j: %s', (address, verdict) => expect(runEmailCheck(address)).toBe(verdict));
});

describe('generateUuids', () => {
  const clock = fixedClock('2026-01-02T03:04:05.678Z');
  it('makes RFC 9562 v4 UUIDs', () => {
    const ids = generateUuids('v4', 20, seededRandom(3), clock);
    expect(ids).toHaveLength(20);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(20);
  });
  it('makes v7 UUIDs that start with the clock’s milliseconds, sorted', () => {
    const ids = generateUuids('v7', 10, seededRandom(4), clock);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(clock.now().getTime());
    }
    expect([...ids].sort()).toEqual(ids);
  });
  it('lays the random bytes out as the uuid package does: v4 byte for byte, v7 read back as valid and version 7', () => {
    const [id] = generateUuids('v4', 1, seededRandom(5), clock);
    expect(id).toBe(v4({ random: seededRandom(5).bytes(16) }));
    for (const v7 of generateUuids('v7', 5, seededRandom(6), clock)) {
      expect(validate(v7)).toBe(true);
      expect(version(v7)).toBe(7);
    }
  });
  it.each([0, 101, 1.5])('refuses quantity %d', (count) => {
    expect(() => generateUuids('v4', count, seededRandom(), clock)).toThrow(
      'Quantity must be between 1 and 100.',
    );
  });
});
