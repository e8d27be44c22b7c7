import { describe, expect, it } from 'vitest';
import { fastCacheVariant } from './fast-commands';

describe('fastCacheVariant', () => {
  it.each([
    [['jwt', 'decode', 'TOKEN'], 'jwt-decode'],
    [['--json', 'jwt', 'verify', 'TOKEN', '--secret', 's'], 'jwt-verify'],
    [['--api-url', 'http://x', 'url', 'parse', 'https://e.dev'], 'url-parse'],
    [['url', 'encode', 'a b'], 'url-encode'],
    [['jwt', '--help'], 'jwt'],
    [['help', 'jwt'], 'jwt'],
    [['jwt', 'bogus'], 'jwt'],
    // A command's argument is data, never part of a cache's name (one cache per command).
    [['cron', '*/5 * * * *'], 'cron'],
    [['diff', 'decode', 'verify'], 'diff'],
    [['time', 'sign'], 'time'],
    [['hash', '--text', 'abc'], 'hash'],
  ])('%j uses the cache %s', (argv, variant) => {
    expect(fastCacheVariant(argv)).toBe(variant);
  });
});
