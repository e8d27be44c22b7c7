import { describe, expect, it } from 'vitest';
import {
  base64url,
  formatUserCode,
  isCliToken,
  newCliToken,
  newDeviceCode,
  newInvitationCode,
  newUserCode,
  normalizeUserCode,
  sha256Hex,
  USER_CODE_ALPHABET,
} from './codes.ts';

const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

describe('user codes', () => {
  it('are 8 letters from the alphabet without vowels or digits, roughly uniform', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const code = newUserCode(random);
      expect(code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{8}$/);
      for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(USER_CODE_ALPHABET.length);
    for (const n of counts.values()) expect(n).toBeGreaterThan(16000 / 20 / 2);
  });

  it('skip biased bytes', () => {
    const bytes = [255, 240, 0, 1, 2, 3, 4, 5, 6, 7];
    expect(newUserCode(() => Uint8Array.from(bytes))).toBe('BCDFGHJK');
  });

  it.each([
    ['BCDF-GHJK', 'BCDFGHJK'],
    ['bcdfghjk', 'BCDFGHJK'],
    [' bcdf ghjk ', 'BCDFGHJK'],
    ['bcdf-GHJK', 'BCDFGHJK'],
    ['BCDF-GHJ', null],
    ['ABCD-EFGH', null],
    ['BCDF-GHJ1', null],
    [42, null],
  ])('normalise %j to %j', (input, expected) => {
    expect(normalizeUserCode(input)).toBe(expected);
  });

  it('are shown XXXX-XXXX', () => {
    expect(formatUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
  });
});

describe('secrets', () => {
  it('device codes are 32 bytes base64url', () => {
    expect(newDeviceCode(random)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('CLI tokens are tbx_ plus 32 bytes base64url', () => {
    const token = newCliToken(random);
    expect(isCliToken(token)).toBe(true);
    expect(isCliToken(`x${token}`)).toBe(false);
    expect(isCliToken('tbx_abc')).toBe(false);
  });

  it('base64url and sha256 match known values', async () => {
    expect(base64url(Uint8Array.from([0xfb, 0xff]))).toBe('-_8');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('invitation codes', () => {
  it('are 32 base64url characters and never start with a dash, which `toolbox team join CODE` would read as a flag', () => {
    // 0xf8 makes a first character of '-' (62): that draw is thrown away and the next one taken.
    const draws = [
      Uint8Array.from({ length: 24 }, (_, i) => (i === 0 ? 0xf8 : i)),
      Uint8Array.from({ length: 24 }, (_, i) => i),
    ];
    expect(base64url(draws[0] as Uint8Array).startsWith('-')).toBe(true);
    let n = 0;
    expect(newInvitationCode(() => draws[n++] as Uint8Array)).toBe(base64url(draws[1] as Uint8Array));
    for (let i = 0; i < 2000; i++)
      expect(newInvitationCode(random)).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{31}$/);
  });
});
