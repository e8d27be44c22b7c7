import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_EXPIRY, parseShareExpiry, SHARE_EXPIRY_CHOICES } from '#core/share/expiry';
import { keyFromFragment, parseShareLink, shareLink } from '#core/share/link';

const SECRET = 'Ab-_0123456789abcdefghijklmnopqrstuvwxyzABC';
const KEY = `${'k'.repeat(42)}A`;

describe('share links', () => {
  it('reads back the secret and key of the link it makes, with a base path or a trailing slash', () => {
    for (const url of [`https://toolbox.dev/s/${SECRET}`, `http://127.0.0.1:5173/app/s/${SECRET}/`])
      expect(parseShareLink(` ${shareLink(url, KEY)}\n`)).toEqual({ secret: SECRET, key: KEY });
    expect(keyFromFragment(`#k=${KEY}`)).toBe(KEY);
    expect(keyFromFragment('#x=1')).toBeNull();
  });

  it('refuses what is not a link, a link without its key and a key of the wrong length', () => {
    expect(() => parseShareLink('hello')).toThrow(/Not a share link/);
    expect(() => parseShareLink(`https://toolbox.dev/p/${SECRET}#k=${KEY}`)).toThrow(/Not a share link/);
    expect(() => parseShareLink(`https://toolbox.dev/s/short#k=${KEY}`)).toThrow(/Not a share link/);
    expect(() => parseShareLink(`https://toolbox.dev/s/${SECRET}`)).toThrow(/part after #k=/);
    expect(() => parseShareLink(`https://toolbox.dev/s/${SECRET}#k=abc`)).toThrow(/part after #k=/);
  });
});

describe('share expiry', () => {
  it('reads minutes, hours and days from a minute to 30 days', () => {
    expect(parseShareExpiry('1m')).toBe(60);
    expect(parseShareExpiry('12h')).toBe(43_200);
    expect(parseShareExpiry(DEFAULT_SHARE_EXPIRY)).toBe(604_800);
    expect(parseShareExpiry('30D')).toBe(2_592_000);
    for (const choice of SHARE_EXPIRY_CHOICES) expect(parseShareExpiry(choice)).toBeGreaterThan(0);
  });

  it('refuses other forms and durations out of bounds, naming them', () => {
    for (const bad of ['', '7', '31d', '0m', '1w', '-1d', '1.5d', '721h'])
      expect(() => parseShareExpiry(bad)).toThrow(/30m, 12h or 7d, from 1m to 30d/);
  });
});
