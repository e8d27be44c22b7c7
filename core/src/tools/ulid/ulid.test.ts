import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { seededRandom } from '../../deterministic/seeded-random';
import { ToolInputError } from '../../errors';
import type { Random } from '../../ports';
import spec from './corpus/ulid-spec.json';
import { generateUlids, runUlidDecode, ULID_MESSAGES } from './ulid';

/** A Random that hands out the 80 random bits of the given ULID, so a run can start where the spec's does. */
function randomOf(ulid: string): Random {
  const hex = runUlidDecode(ulid).randomness;
  return { bytes: () => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)) };
}

describe('generateUlids against the ULID spec', () => {
  it('continues the spec monotonic run from its first ULID', () => {
    const [first] = spec.monotonicRun;
    const clock = fixedClock(runUlidDecode(first ?? '').iso);
    expect(generateUlids({ count: 4, monotonic: true }, randomOf(first ?? ''), clock)).toEqual(
      spec.monotonicRun,
    );
  });

  it('throws where the spec throws: past ...ZZZZ in one millisecond', () => {
    const [first] = spec.monotonicOverflow;
    const clock = fixedClock(runUlidDecode(first ?? '').iso);
    expect(generateUlids({ count: 3, monotonic: true }, randomOf(first ?? ''), clock)).toEqual(
      spec.monotonicOverflow,
    );
    expect(() => generateUlids({ count: 4, monotonic: true }, randomOf(first ?? ''), clock)).toThrow(
      ULID_MESSAGES.monotonic,
    );
  });

  it('puts the clock millisecond first and draws new randomness per ULID unless monotonic', () => {
    const clock = fixedClock('2026-11-29T07:00:00.000Z');
    const ids = generateUlids({ count: 3, monotonic: false }, seededRandom(7), clock);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(runUlidDecode(id).iso).toBe('2026-11-29T07:00:00.000Z');
    }
  });

  it.each([0, 1001, 1.5, Number.NaN])('refuses a quantity of %s with a field error', (count) => {
    expect(() =>
      generateUlids({ count, monotonic: false }, seededRandom(), fixedClock('1970-01-01T00:00:00.000Z')),
    ).toThrow(new ToolInputError(ULID_MESSAGES.count, 'Invalid quantity', 'count'));
  });

  it('refuses a clock before 1970', () => {
    expect(() =>
      generateUlids({ count: 1, monotonic: false }, seededRandom(), fixedClock('1969-12-31T23:59:59.999Z')),
    ).toThrow(ULID_MESSAGES.time);
  });
});

describe('runUlidDecode', () => {
  it('reads the largest ULID as the spec says: epoch time 2^48 - 1', () => {
    expect(runUlidDecode(spec.largest.ulid)).toMatchObject({
      time: spec.largest.time,
      randomness: 'ffffffffffffffffffff',
      uuid: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    });
  });

  it('is case-insensitive and trims', () => {
    expect(runUlidDecode(` ${spec.example.toLowerCase()}\n`).ulid).toBe(spec.example);
  });

  it('gives the same 128 bits as a UUID', () => {
    const decoded = runUlidDecode(spec.example);
    const bits = decoded.uuid.replaceAll('-', '');
    expect(BigInt(`0x${bits}`) >> 80n).toBe(BigInt(decoded.time));
    expect(bits.slice(12)).toBe(decoded.randomness);
  });

  it.each([
    ['', 'Please enter a ULID.'],
    ['01ARZ3NDEK', 'A ULID is 26 characters, not 10.'],
    ['01ARZ3NDEKTSV4RRFFQ69G5FAU', `Character 26, "U", ${ULID_MESSAGES.character}.`],
    ['8ZZZZZZZZZZZZZZZZZZZZZZZZZ', `8ZZZZZZZZZZZZZZZZZZZZZZZZZ ${ULID_MESSAGES.overflow}`],
    // Unicode: counted and shown as characters, and none of it upper-cased into the ASCII alphabet.
    ['01ARZ3NDEKTSV4RRFFQ69G5FA😀', `Character 26, "😀", ${ULID_MESSAGES.character}.`],
    ['01ARZ3NDEKTSV4RRFFQ69G5FAß', `Character 26, "ß", ${ULID_MESSAGES.character}.`],
    ['01ARZ3NDEKTſV4RRFFQ69G5FAV', `Character 12, "ſ", ${ULID_MESSAGES.character}.`],
  ])('refuses %j with a field error', (text, message) => {
    expect(() => runUlidDecode(text)).toThrow(new ToolInputError(message, 'Invalid ULID', 'ulid'));
  });
});
